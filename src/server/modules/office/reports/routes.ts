import type { FastifyInstance } from 'fastify';
import { OfficeArea } from '../../../../shared/api/office';
import { ReportList, SummaryList, type CashReportRecord, type PointReportRecord, type TransferReportRecord } from '../../../../shared/api/office/reports';
import { toWon } from '../../../../shared/money';
import { filterRange, iso } from '../dates';
import { officePost, type OfficeGate } from '../officeRoute';
import { scopeOf } from '../scope';
import { cashRequestPage, pointPage, transferPage } from './listsRepo';
import { dailyReport, partnerSummary } from './service';

/**
 * §2 partner reports (cash deposit/withdraw/send, points, daily, summary) over the caller's subtree,
 * and the same reports for staff over the whole site (area reports). Reports read the replica
 * when one is configured (DESIGN: read replicas for reports; §9 report data may lag).
 */
export default async function reportRoutes(app: FastifyInstance): Promise<void> {
  const gates: [string, OfficeGate][] = [
    ['/api/partner/reports', { partner: true }],
    ['/api/admin/reports', { area: OfficeArea.Reports }],
  ];
  for (const [path, gate] of gates) {
    for (const kind of ['in', 'out'] as const) {
      officePost(app, `${path}/${kind === 'in' ? 'deposits' : 'withdrawals'}/list`, gate, ReportList, async (body, caller, req) => {
        const { rows, total } = await cashRequestPage(req.deps.database.reader, scopeOf(caller), kind, { ...body.filter, ...filterRange(req.deps, body.filter) }, body);
        const list: CashReportRecord[] = rows.map((r) => ({
          id: Number(r.id),
          memberId: Number(r.member_id),
          memId: r.mem_id,
          memNick: r.mem_nick,
          amount: toWon(r.amount),
          bonusYn: r.bonus_yn === 'Y' ? 'Y' : 'N',
          status: r.status,
          depositorName: r.depositor,
          memo: r.memo,
          createdAt: iso(r.created_at)!,
          processedAt: iso(r.processed_at),
        }));
        return { list, total };
      });
    }

    officePost(app, `${path}/transfers/list`, gate, ReportList, async (body, caller, req) => {
      const { rows, total } = await transferPage(req.deps.database.reader, scopeOf(caller), { ...body.filter, ...filterRange(req.deps, body.filter) }, body);
      const list: TransferReportRecord[] = rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        fromMemId: r.from_mem_id,
        toMemId: r.to_mem_id,
        amount: toWon(r.amount),
        memo: r.memo,
        createdAt: iso(r.created_at)!,
      }));
      return { list, total };
    });

    officePost(app, `${path}/points/list`, gate, ReportList, async (body, caller, req) => {
      const { rows, total } = await pointPage(req.deps.database.reader, scopeOf(caller), { ...body.filter, ...filterRange(req.deps, body.filter) }, body);
      const list: PointReportRecord[] = rows.map((r) => ({
        id: Number(r.id),
        memberId: Number(r.member_id),
        memId: r.mem_id,
        kind: r.kind,
        amount: toWon(r.amount),
        balanceAfter: r.balance_after === null ? null : toWon(r.balance_after),
        memo: r.memo,
        createdAt: iso(r.created_at)!,
      }));
      return { list, total };
    });

    officePost(app, `${path}/daily/list`, gate, SummaryList, (body, caller, req) => dailyReport(req.deps, scopeOf(caller), body.filter, body));
    officePost(app, `${path}/summary/list`, gate, SummaryList, (body, caller, req) => partnerSummary(req.deps, scopeOf(caller), body.filter, body));
  }
}

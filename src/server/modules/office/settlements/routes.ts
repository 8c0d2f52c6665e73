import type { FastifyInstance } from 'fastify';
import { OfficeArea } from '../../../../shared/api/office';
import { SettlementList, SettlementRunRequest } from '../../../../shared/api/office/settlements';
import { siteDay } from '../../../../shared/dates';
import { filterRange } from '../dates';
import { officePost, staffPost, type OfficeGate } from '../officeRoute';
import { scopeOf } from '../scope';
import { settlementPage } from './repo';
import { runSettlement, toSettlementRecord } from './service';

/** §2 settlement history (partner: its subtree's; staff: the site's) and the staff day run. */
export default async function settlementRoutes(app: FastifyInstance): Promise<void> {
  const gates: [string, OfficeGate][] = [
    ['/api/partner/settlements/list', { partner: true }],
    ['/api/admin/settlements/list', { area: OfficeArea.Settlements }],
  ];
  for (const [path, gate] of gates) {
    officePost(app, path, gate, SettlementList, async (body, caller, req) => {
      const tz = req.deps.config.SITE_TZ_OFFSET_MINUTES;
      const { from, to } = filterRange(req.deps, body.filter);
      const f = { ...body.filter, fromDay: from && siteDay(from, tz), toDay: to && siteDay(to, tz) };
      const { rows, total } = await settlementPage(req.deps.db, scopeOf(caller), f, body);
      const list = rows.map((r) =>
        toSettlementRecord({ partnerId: Number(r.partner_id), day: r.day_text, kind: r.kind, base: r.base, amount: r.amount, parts: r.parts, memId: r.mem_id, txnId: r.txn_id === null ? null : Number(r.txn_id), createdAt: r.created_at }),
      );
      return { list, total };
    });
  }

  staffPost(app, '/api/admin/settlements/run', OfficeArea.Settlements, SettlementRunRequest, (body, caller, req) => runSettlement(req.deps, caller.siteId, body.day, caller.actor));
}

import type { z } from 'zod';
import type { OfficeList } from '../../../shared/api/office';
import type {
  SettlementFilter,
  SettlementKind,
  SettlementPaymentList,
  SettlementPaymentRecord,
  SettlementRecord,
  SettlementRunResult,
} from '../../../shared/api/office/settlements';
import { addDays, siteDay, siteDayStart } from '../../../shared/dates';
import { toWon } from '../../../shared/money';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { writeAudit } from '../audit/repo';
import type { Actor } from '../audit/actor';
import { inMoneyTransaction, LedgerKind, SystemAccount } from '../ledger/service';
import type { OfficeCaller } from '../../http/route';
import { filterRange, iso } from '../../http/officeDates';
import { scopeOf } from '../../http/officeScope';
import { gridSource } from '../../http/grid/gridReport';
import {
  claimSettlement,
  losingOwed,
  memIdsOf,
  rollingOwed,
  setSettlementTxn,
  settlementBase,
  settlementPaymentPage,
  settlementReportSpec,
  type NewSettlement,
  type Owed,
} from './repo';

/** One settlement row per partner and kind, its game groups as parts; nothing owed gives no row. */
function group(siteId: string, day: string, kind: SettlementKind, owed: Owed[]): NewSettlement[] {
  const byPartner = new Map<number, NewSettlement>();
  for (const o of owed) {
    const s = byPartner.get(o.partnerId) ?? {
      partnerId: o.partnerId,
      siteId,
      day,
      kind,
      base: 0,
      amount: 0,
      parts: [],
    };
    s.base += o.base;
    s.amount += o.amount;
    s.parts.push({ gameGroup: o.gameGroup, base: o.base, amount: o.amount });
    byPartner.set(o.partnerId, s);
  }
  return [...byPartner.values()].filter((s) => s.amount > 0);
}

const settlementKey = (s: Pick<NewSettlement, 'partnerId' | 'day' | 'kind'>): string =>
  `settle:${s.partnerId}:${s.day}:${s.kind}`;

/**
 * Settles one ended site day: rolling (from the games' accruals) and losing (from the day's settled
 * bets) per partner, each paid from the commission account into the partner's cash by the ledger
 * with key settle:<partnerId>:<day>:<kind>, in ONE transaction with its rows and audit line. A row
 * already settled is skipped and its key would move nothing anyway: a re-run pays nothing twice.
 */
export async function runSettlement(
  deps: AppDeps,
  siteId: string,
  day: string,
  actor: Actor,
): Promise<SettlementRunResult> {
  const tz = deps.config.SITE_TZ_OFFSET_MINUTES;
  const from = siteDayStart(day, tz);
  const to = siteDayStart(addDays(day, 1), tz);
  if (Number.isNaN(from.getTime()) || to.getTime() > deps.clock.now().getTime())
    throw new AppError(ResultCode.InvalidRequest, { fields: ['day'] });
  const owed = [
    ...group(siteId, day, 'rolling', await rollingOwed(deps.db, siteId, day)),
    ...group(siteId, day, 'losing', await losingOwed(deps.db, siteId, tz, from, to)),
  ];
  return inMoneyTransaction(deps, async (m) => {
    const paid: (NewSettlement & { txnId: number })[] = [];
    for (const s of owed) {
      if (!(await claimSettlement(m.trx, s))) continue;
      const posted = await m.post({
        siteId,
        idempotencyKey: settlementKey(s),
        kind: LedgerKind.Commission,
        memo: `${s.kind} ${day}`,
        meta: { partnerId: s.partnerId, day, kind: s.kind },
        postings: [
          { account: { system: SystemAccount.Commission, asset: 'cash' }, amount: -s.amount },
          { account: { member: s.partnerId, asset: 'cash' }, amount: s.amount },
        ],
      });
      await setSettlementTxn(m.trx, s, posted.transactionId);
      paid.push({ ...s, txnId: posted.transactionId });
    }
    const total = paid.reduce((sum, s) => sum + s.amount, 0);
    await writeAudit(m.trx, actor, 'settlement.run', day, null, { paid: paid.length, total });
    const names = await memIdsOf(
      m.trx,
      paid.map((p) => p.partnerId),
    );
    const now = deps.clock.now();
    return {
      day,
      paid: paid.map((s) =>
        toSettlementRecord({ ...s, memId: names.find((n) => n.id === s.partnerId)?.mem_id ?? '', createdAt: now }),
      ),
      alreadyPaid: owed.length - paid.length,
      total,
    };
  });
}

function toSettlementRecord(
  s: Omit<NewSettlement, 'siteId'> & { memId: string; txnId: number | null; createdAt: Date | string },
): SettlementRecord {
  return {
    id: `${s.partnerId}:${s.day}:${s.kind}`,
    partnerId: s.partnerId,
    memId: s.memId,
    day: s.day,
    kind: s.kind,
    base: toWon(s.base),
    amount: toWon(s.amount),
    parts: s.parts,
    txnId: s.txnId,
    createdAt: iso(s.createdAt)!,
  };
}

/** §2 settlement history as a report grid: a partner its subtree's (its own included), staff the site's. */
export function settlementSource(deps: Pick<AppDeps, 'db' | 'config'>, caller: OfficeCaller, filter: SettlementFilter) {
  const tz = deps.config.SITE_TZ_OFFSET_MINUTES;
  const { from, to } = filterRange(deps, filter);
  const f = { ...filter, fromDay: from && siteDay(from, tz), toDay: to && siteDay(to, tz) };
  return gridSource(settlementReportSpec, settlementBase(deps.db, scopeOf(caller), f), (rows) =>
    rows.map((r) =>
      toSettlementRecord({
        partnerId: Number(r.partner_id),
        day: r.day_text,
        kind: r.kind,
        base: r.base,
        amount: r.amount,
        parts: r.parts,
        memId: r.mem_id,
        txnId: r.txn_id === null ? null : Number(r.txn_id),
        createdAt: r.created_at,
      }),
    ),
  );
}

/** §2 settlement payment: what was paid to each partner of the caller's subtree (staff: the site), per day. */
export async function listSettlementPayments(
  deps: Pick<AppDeps, 'db' | 'config'>,
  caller: OfficeCaller,
  query: z.output<typeof SettlementPaymentList>,
): Promise<OfficeList<SettlementPaymentRecord>> {
  const tz = deps.config.SITE_TZ_OFFSET_MINUTES;
  const { from, to } = filterRange(deps, query.filter);
  const f = {
    memId: query.filter.memId,
    mine: query.filter.mine,
    fromDay: from && siteDay(from, tz),
    toDay: to && siteDay(to, tz),
  };
  const { rows, total } = await settlementPaymentPage(deps.db, scopeOf(caller), f, query);
  const list = rows.map((r) => ({
    id: `${r.partner_id}:${r.day_text}`,
    partnerId: Number(r.partner_id),
    memId: r.mem_id,
    tier: r.tier,
    day: r.day_text,
    rolling: toWon(r.rolling),
    losing: toWon(r.losing),
    total: toWon(r.total),
    transactionIds: r.txn_ids.map(Number),
    paidAt: iso(r.paid_at)!,
  }));
  return { list, total };
}

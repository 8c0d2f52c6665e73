import type { Kysely } from 'kysely';
import type { InstantRange } from '../../../shared/dates';
import type { DB } from '../../db/schema';
import { asQuery, defineReport } from '../../http/grid/reportQuery';
import { LedgerKind } from '../ledger/service';
import { inScope, prefixPattern, type Scope } from '../../http/officeScope';

/** The ledger kinds of promotion payouts and the source each names. */
export const PAYOUT_KINDS = {
  [LedgerKind.CouponUse]: 'coupon',
  [LedgerKind.AttendanceReward]: 'attendance',
  [LedgerKind.RouletteWin]: 'roulette',
} as const;
const KIND_OF = Object.fromEntries(Object.entries(PAYOUT_KINDS).map(([k, v]) => [v, k])) as Record<string, string>;

export interface PayoutFilter extends InstantRange {
  memId?: string;
  source?: string;
  asset?: string;
}

const payoutsFrom = (db: Kysely<DB>) =>
  db
    .selectFrom('ledger_transactions as t')
    .innerJoin('ledger_entries as x', 'x.transaction_id', 't.id')
    .innerJoin('accounts as a', 'a.id', 'x.account_id')
    .innerJoin('members as m', 'm.id', 'a.member_id');

/** The source as the grid filters and sorts it: the ledger kind named by its promotion. */
const SOURCE_SQL = `case t.kind ${Object.entries(PAYOUT_KINDS)
  .map(([kind, source]) => `when '${kind}' then '${source}'`)
  .join(' ')} end`;

/** The promotion payouts grid (docs/domains/reports.md): one row per payout's member entry. */
export const payoutReportSpec = defineReport({
  report: 'promotions',
  sql: {
    id: { sql: 't.id' },
    source: { sql: SOURCE_SQL },
    memId: { sql: 'm.mem_id' },
    memNick: { sql: 'm.mem_nick' },
    asset: { sql: 'a.asset' },
    amount: { sql: 'x.amount' },
    createdAt: { sql: 'x.created_at' },
  },
  tiebreak: 'x.id',
  fallbackSort: 'createdAt',
  select: (q: ReturnType<typeof payoutsFrom>) =>
    q.select(['t.id', 't.kind', 't.memo', 'x.amount', 'x.created_at', 'a.asset', 'm.mem_id', 'm.mem_nick']),
});

/** Each payout's member entry (the member side of the transaction), in the caller's scope. */
export function payoutBase(db: Kysely<DB>, scope: Scope, f: PayoutFilter) {
  let q = payoutsFrom(db)
    .where('t.site_id', '=', scope.siteId)
    .where('t.kind', 'in', f.source ? [KIND_OF[f.source]!] : Object.keys(PAYOUT_KINDS))
    .where(inScope(scope, 'm', true));
  if (f.memId) q = q.where('m.mem_id', 'like', prefixPattern(f.memId));
  if (f.asset) q = q.where('a.asset', '=', f.asset as 'cash' | 'point');
  if (f.from) q = q.where('x.created_at', '>=', f.from);
  if (f.to) q = q.where('x.created_at', '<=', f.to);
  return asQuery(q);
}

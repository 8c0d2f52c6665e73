import { sql, type Kysely } from 'kysely';
import type { OfficeListQuery } from '../../../shared/api/office';
import type { InstantRange } from '../../../shared/dates';
import type { DB } from '../../db/schema';
import { runPage } from '../../http/paging';
import { LedgerKind } from '../ledger/service';
import { inScope, prefixPattern, type Scope } from '../office/scope';

/** The ledger kinds of promotion payouts and the source each names. */
export const PAYOUT_KINDS = { [LedgerKind.CouponUse]: 'coupon', [LedgerKind.AttendanceReward]: 'attendance', [LedgerKind.RouletteWin]: 'roulette' } as const;
const KIND_OF = Object.fromEntries(Object.entries(PAYOUT_KINDS).map(([k, v]) => [v, k])) as Record<string, string>;

export interface PayoutFilter {
  memId?: string;
  source?: string;
  asset?: string;
  range: InstantRange;
}

/** Each payout's member entry (the member side of the transaction), in the caller's scope. */
function payouts(db: Kysely<DB>, scope: Scope, f: PayoutFilter) {
  let q = db
    .selectFrom('ledger_transactions as t')
    .innerJoin('ledger_entries as x', 'x.transaction_id', 't.id')
    .innerJoin('accounts as a', 'a.id', 'x.account_id')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .where('t.site_id', '=', scope.siteId)
    .where('t.kind', 'in', f.source ? [KIND_OF[f.source]!] : Object.keys(PAYOUT_KINDS))
    .where(inScope(scope, 'm', true));
  if (f.memId) q = q.where('m.mem_id', 'like', prefixPattern(f.memId));
  if (f.asset) q = q.where('a.asset', '=', f.asset as 'cash' | 'point');
  if (f.range.from) q = q.where('x.created_at', '>=', f.range.from);
  if (f.range.to) q = q.where('x.created_at', '<=', f.range.to);
  return q;
}

const SORT = { id: 't.id', createdAt: 't.id', amount: 'x.amount', memId: 'm.mem_id' };

export const payoutPage = (db: Kysely<DB>, scope: Scope, f: PayoutFilter, query: OfficeListQuery) =>
  runPage(payouts(db, scope, f), (q) => q.select(['t.id', 't.kind', 't.memo', 'x.amount', 'x.created_at', 'a.asset', 'm.mem_id', 'm.mem_nick']), query, SORT, 't.id', 't.id');

export const payoutTotals = (db: Kysely<DB>, scope: Scope, f: PayoutFilter) =>
  payouts(db, scope, f)
    .select(['t.kind', 'a.asset', sql<number>`sum(x.amount)::bigint`.as('amount'), sql<number>`count(*)::int`.as('count')])
    .groupBy(['t.kind', 'a.asset'])
    .orderBy('t.kind')
    .orderBy('a.asset')
    .execute();

import { sql, type Kysely } from 'kysely';
import type { OfficeListQuery } from '../../../shared/api/office';
import type { BetFilter } from '../../../shared/api/office/bets';
import type { DB } from '../../db/schema';
import { runPage } from '../../http/paging';
import { inScope, prefixPattern, type Scope } from '../office/scope';

const SORT = { id: 'b.id', createdAt: 'b.created_at', stake: 'b.stake', payout: 'b.payout', settledAt: 'b.settled_at' } as const;

export type BetListFilter = Omit<BetFilter, 'dateFrom' | 'dateTo'> & { from?: Date; to?: Date };

/** Slips of members in the scope (a partner's own included: they are its subtree's too); legs come from legsOf. */
function baseQuery(db: Kysely<DB>, scope: Scope, f: BetListFilter) {
  let q = db
    .selectFrom('bets as b')
    .innerJoin('members as m', 'm.id', 'b.member_id')
    .where('b.site_id', '=', scope.siteId)
    .where(inScope(scope, 'm', true));
  if (f.gameGroup) q = q.where('b.game_group', '=', f.gameGroup);
  if (f.status) q = q.where('b.status', '=', f.status);
  if (f.memId) q = q.where(sql`m.mem_id`, 'like', prefixPattern(f.memId));
  if (f.vendorCode) q = q.where('b.vendor_code', '=', f.vendorCode);
  if (f.gameCode) q = q.where('b.game_code', '=', f.gameCode);
  if (f.roundId) q = q.where('b.round_id', '=', f.roundId);
  if (f.from) q = q.where('b.created_at', '>=', f.from);
  if (f.to) q = q.where('b.created_at', '<=', f.to);
  return q;
}

const columns = (q: ReturnType<typeof baseQuery>) => q.selectAll('b').select(['m.mem_id', 'm.mem_nick']);
export type OfficeSlipRow = Awaited<ReturnType<ReturnType<typeof columns>['executeTakeFirstOrThrow']>>;

export const listScopedSlips = (db: Kysely<DB>, scope: Scope, f: BetListFilter, query: OfficeListQuery) => runPage(baseQuery(db, scope, f), columns, query, SORT, 'b.id', 'b.id', ['b.settled_at']);

export const findScopedSlip = (db: Kysely<DB>, scope: Scope, id: number) => columns(baseQuery(db, scope, {})).where('b.id', '=', id).executeTakeFirst();

import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { OfficeListQuery } from '../../../shared/api/office';
import type { DB } from '../../db/schema';
import type { InstantRange } from '../../../shared/dates';
import { runPage } from '../../http/paging';
import { inScope, prefixPattern, type Scope } from '../office/scope';

export interface ReportListFilter extends InstantRange {
  memId?: string;
  status?: number;
}

const SORT = { id: 'x.id', createdAt: 'x.created_at', amount: 'x.amount' };

/** The filters every report list shares: a member id prefix (on `memIdColumn`) and the time of `x`. */
function withFilters<QB extends SelectQueryBuilder<DB, never, object>>(q: QB, f: ReportListFilter, memIdColumn = 'm.mem_id'): QB {
  let out = q as SelectQueryBuilder<DB, never, object>;
  if (f.memId) out = out.where(sql.ref(memIdColumn), 'like', prefixPattern(f.memId));
  if (f.from) out = out.where(sql.ref('x.created_at'), '>=', f.from);
  if (f.to) out = out.where(sql.ref('x.created_at'), '<=', f.to);
  return out as QB;
}

/** Deposit (`in`) or withdrawal (`out`) requests of members in the scope (a partner's own included). */
export function cashRequestPage(db: Kysely<DB>, scope: Scope, kind: 'in' | 'out', f: ReportListFilter, query: OfficeListQuery) {
  let base = withFilters(db.selectFrom('cash_requests as x').innerJoin('members as m', 'm.id', 'x.member_id').where('x.kind', '=', kind).where(inScope(scope, 'm', true)), f);
  if (f.status !== undefined) base = base.where('x.status', '=', f.status);
  return runPage(base, (q) => q.selectAll('x').select(['m.mem_id', 'm.mem_nick']), query, SORT, 'x.id', 'x.id');
}

/** Pay / recover / give transfers with either side in the scope. */
export function transferPage(db: Kysely<DB>, scope: Scope, f: ReportListFilter, query: OfficeListQuery) {
  let base = withFilters(
    db
      .selectFrom('money_transfers as x')
      .innerJoin('members as src', 'src.id', 'x.from_member_id')
      .innerJoin('members as dst', 'dst.id', 'x.to_member_id')
      .where('x.site_id', '=', scope.siteId)
      .where((eb) => eb.or([inScope(scope, 'src', true), inScope(scope, 'dst', true)])),
    { ...f, memId: undefined },
  );
  if (f.memId) base = base.where((eb) => eb.or([eb(sql`src.mem_id`, 'like', prefixPattern(f.memId!)), eb(sql`dst.mem_id`, 'like', prefixPattern(f.memId!))]));
  return runPage(base, (q) => q.selectAll('x').select(['src.mem_id as from_mem_id', 'dst.mem_id as to_mem_id']), query, SORT, 'x.id', 'x.id');
}

/** Point ledger lines of members in the scope: accruals, conversions, grants. */
export function pointPage(db: Kysely<DB>, scope: Scope, f: ReportListFilter, query: OfficeListQuery) {
  const base = withFilters(
    db
      .selectFrom('ledger_entries as x')
      .innerJoin('accounts as a', 'a.id', 'x.account_id')
      .innerJoin('members as m', 'm.id', 'a.member_id')
      .innerJoin('ledger_transactions as t', 't.id', 'x.transaction_id')
      .where('a.asset', '=', 'point')
      .where(inScope(scope, 'm', true)),
    f,
  );
  return runPage(
    base,
    (q) => q.select(['x.id', 'x.amount', 'x.balance_after', 'x.created_at', 'm.id as member_id', 'm.mem_id', 't.kind', 't.memo']),
    query,
    SORT,
    'x.id',
    'x.id',
  );
}

const PARTNER_SORT = { id: 'm.id', memId: 'm.mem_id', tier: 'm.tier' };

/** Partners in the scope directly below `parentId` (null: the top partners of the site). */
export function lowerPartnerPage(db: Kysely<DB>, scope: Scope, parentId: number | null, query: OfficeListQuery) {
  let base = db.selectFrom('members as m').where(inScope(scope, 'm')).where('m.tier', '<>', 'NORMAL');
  base = parentId === null ? base.where('m.parent_id', 'is', null) : base.where('m.parent_id', '=', parentId);
  return runPage(base, (q) => q.select(['m.id', 'm.mem_id', 'm.mem_nick', 'm.tier', 'm.path']), query, PARTNER_SORT, 'm.mem_id', 'm.id');
}

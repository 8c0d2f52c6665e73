import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { InstantRange } from '../../../shared/dates';
import { inScope, prefixPattern, type Scope } from '../../http/officeScope';
import { asQuery, defineReport } from '../../http/grid/reportQuery';

export interface ReportListFilter extends InstantRange {
  memId?: string;
  status?: number;
}

const transferFrom = (db: Kysely<DB>) =>
  db
    .selectFrom('money_transfers as x')
    .innerJoin('members as src', 'src.id', 'x.from_member_id')
    .innerJoin('members as dst', 'dst.id', 'x.to_member_id');

export const transferReportSpec = defineReport({
  report: 'transfers',
  sql: {
    id: { sql: 'x.id' },
    kind: { sql: 'x.kind' },
    fromMemId: { sql: 'src.mem_id' },
    toMemId: { sql: 'dst.mem_id' },
    amount: { sql: 'x.amount' },
    createdAt: { sql: 'x.created_at' },
  },
  tiebreak: 'x.id',
  fallbackSort: 'createdAt',
  select: (q: ReturnType<typeof transferFrom>) =>
    q.selectAll('x').select(['src.mem_id as from_mem_id', 'dst.mem_id as to_mem_id']),
});

/** Pay / recover / give transfers with either side in the scope. */
export function transferBase(db: Kysely<DB>, scope: Scope, f: ReportListFilter) {
  let q = transferFrom(db)
    .where('x.site_id', '=', scope.siteId)
    .where((eb) => eb.or([inScope(scope, 'src', true), inScope(scope, 'dst', true)]));
  if (f.memId)
    q = q.where((eb) =>
      eb.or([eb('src.mem_id', 'like', prefixPattern(f.memId!)), eb('dst.mem_id', 'like', prefixPattern(f.memId!))]),
    );
  if (f.from) q = q.where('x.created_at', '>=', f.from);
  if (f.to) q = q.where('x.created_at', '<=', f.to);
  return asQuery(q);
}

const pointFrom = (db: Kysely<DB>) =>
  db
    .selectFrom('ledger_entries as x')
    .innerJoin('accounts as a', 'a.id', 'x.account_id')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .innerJoin('ledger_transactions as t', 't.id', 'x.transaction_id');

export const pointReportSpec = defineReport({
  report: 'points',
  sql: {
    id: { sql: 'x.id' },
    memId: { sql: 'm.mem_id' },
    kind: { sql: 't.kind' },
    amount: { sql: 'x.amount' },
    createdAt: { sql: 'x.created_at' },
  },
  tiebreak: 'x.id',
  fallbackSort: 'createdAt',
  select: (q: ReturnType<typeof pointFrom>) =>
    q.select([
      'x.id',
      'x.amount',
      'x.balance_after',
      'x.created_at',
      'm.id as member_id',
      'm.mem_id',
      't.kind',
      't.memo',
    ]),
});

/** Point ledger lines of members in the scope: accruals, conversions, grants. */
export function pointBase(db: Kysely<DB>, scope: Scope, f: ReportListFilter) {
  let q = pointFrom(db)
    .where('a.asset', '=', 'point')
    .where(inScope(scope, 'm', true));
  if (f.memId) q = q.where('m.mem_id', 'like', prefixPattern(f.memId));
  if (f.from) q = q.where('x.created_at', '>=', f.from);
  if (f.to) q = q.where('x.created_at', '<=', f.to);
  return asQuery(q);
}

/** A partner's direct lower partners, bounded: a summary row each. */
const MAX_LOWER_PARTNERS = 2000;

/** Partners in the scope directly below `parentId` (null: the top partners of the site). */
export function lowerPartners(db: Kysely<DB>, scope: Scope, parentId: number | null) {
  let q = db.selectFrom('members as m').where(inScope(scope, 'm')).where('m.tier', '<>', 'NORMAL');
  q = parentId === null ? q.where('m.parent_id', 'is', null) : q.where('m.parent_id', '=', parentId);
  return q
    .select(['m.id', 'm.mem_id', 'm.mem_nick', 'm.tier', 'm.path'])
    .orderBy('m.mem_id')
    .limit(MAX_LOWER_PARTNERS)
    .execute();
}

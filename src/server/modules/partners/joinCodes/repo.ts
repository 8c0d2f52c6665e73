import { sql, type Kysely, type Transaction } from 'kysely';
import type { OfficeListQuery } from '../../../../shared/api/office';
import type { DB } from '../../../db/schema';
import { runPage } from '../../../http/paging';
import { inScope, prefixPattern, type Scope } from '../../../http/officeScope';

type Db = Kysely<DB> | Transaction<DB>;

export interface JoinCodeListFilter {
  code?: string;
  partnerMemId?: string;
  enabled?: boolean;
}

const SORT = { id: 'c.id', code: 'c.code', partnerMemId: 'p.mem_id', createdAt: 'c.id', signups: 'signups' } as const;

/** Codes whose partner is inside the scope (a partner's own codes included). */
function codesBase(db: Db, scope: Scope, f: JoinCodeListFilter = {}) {
  let q = db
    .selectFrom('partner_join_codes as c')
    .innerJoin('members as p', 'p.id', 'c.partner_id')
    .where('c.site_id', '=', scope.siteId)
    .where(inScope(scope, 'p', true));
  if (f.code) q = q.where('c.code', 'like', prefixPattern(f.code.toLowerCase()));
  if (f.partnerMemId) q = q.where(sql`p.mem_id`, 'like', prefixPattern(f.partnerMemId));
  if (f.enabled !== undefined) q = q.where('c.enabled', '=', f.enabled);
  return q;
}

const codeColumns = (q: ReturnType<typeof codesBase>) =>
  q.select([
    'c.id',
    'c.code',
    'c.partner_id',
    'p.mem_id as partner_mem_id',
    'c.label',
    'c.domain',
    'c.enabled',
    'c.created_at',
    sql<string>`(select count(*) from members s where s.join_code_id = c.id)`.as('signups'),
  ]);
export type JoinCodeRow = Awaited<ReturnType<ReturnType<typeof codeColumns>['executeTakeFirstOrThrow']>>;

export const joinCodePage = (db: Db, scope: Scope, f: JoinCodeListFilter, query: OfficeListQuery) =>
  runPage(codesBase(db, scope, f), codeColumns, query, SORT, 'c.id', 'c.id');

export const joinCodeInScope = (db: Db, scope: Scope, id: number) =>
  codeColumns(codesBase(db, scope)).where('c.id', '=', id).executeTakeFirst();

export const lockJoinCode = (trx: Transaction<DB>, siteId: string, id: number) =>
  trx
    .selectFrom('partner_join_codes')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const insertJoinCode = (
  trx: Transaction<DB>,
  row: { site_id: string; partner_id: number; code: string; label: string; domain: string | null },
) => trx.insertInto('partner_join_codes').values(row).returning('id').executeTakeFirstOrThrow();

export const updateJoinCode = (
  trx: Transaction<DB>,
  id: number,
  values: { label?: string; enabled?: boolean; domain?: string | null },
  now: Date,
) =>
  trx
    .updateTable('partner_join_codes')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();

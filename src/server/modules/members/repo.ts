import { sql, type Kysely, type Transaction } from 'kysely';
import type { OfficeListQuery } from '../../../shared/api/office';
import type { AdminMemberFilter } from '../../../shared/api/office/members';
import type { DB } from '../../db/schema';
import { subtreePattern } from '../../http/officeAccess';
import { runPage } from '../../http/paging';
import { inScope, prefixPattern, type Scope } from '../../http/officeScope';

type Db = Kysely<DB> | Transaction<DB>;

const SORT = {
  id: 'm.id',
  memId: 'm.mem_id',
  memNick: 'm.mem_nick',
  tier: 'm.tier',
  status: 'm.status',
  level: 'm.level',
  createdAt: 'm.created_at',
  lastLoginAt: 'm.last_login_at',
} as const;

export interface MemberListOptions {
  /** Only partner tiers (the staff partners list). */
  partnersOnly?: boolean;
  /** Add staff-only columns (memo, online). */
  staffView?: boolean;
  now: Date;
}

/** Every filter of both member lists; a partner's list never carries the staff-only ones. */
export type MemberListFilter = Partial<AdminMemberFilter> & { from?: Date; to?: Date };

function baseQuery(db: Db, scope: Scope, f: MemberListFilter, options: MemberListOptions) {
  let q = db.selectFrom('members as m').where(inScope(scope, 'm'));
  if (options.partnersOnly || f.partnersOnly) q = q.where('m.tier', '<>', 'NORMAL');
  if (f.memId) q = q.where(sql`m.mem_id`, 'like', prefixPattern(f.memId));
  if (f.memNick) q = q.where(sql`m.mem_nick`, 'like', prefixPattern(f.memNick));
  if (f.name) q = q.where(sql`m.name`, 'like', prefixPattern(f.name));
  if (f.phone) q = q.where(sql`m.phone`, 'like', prefixPattern(f.phone));
  if (f.tier) q = q.where('m.tier', '=', f.tier);
  if (f.status) q = q.where('m.status', '=', f.status);
  if (f.level !== undefined) q = q.where('m.level', '=', f.level);
  if (f.locked !== undefined) q = q.where('m.locked', '=', f.locked);
  if (f.parentId !== undefined) q = q.where('m.parent_id', '=', f.parentId);
  if (f.from) q = q.where('m.created_at', '>=', f.from);
  if (f.to) q = q.where('m.created_at', '<=', f.to);
  if (f.partnerMemId) {
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('members as p')
          .select(sql`1`.as('one'))
          .where('p.site_id', '=', scope.siteId)
          .where('p.mem_id', '=', f.partnerMemId!)
          .where(sql<boolean>`m.path like p.path || '%' and m.id <> p.id`),
      ),
    );
  }
  return q;
}

const withColumns = (q: ReturnType<typeof baseQuery>, options: MemberListOptions) =>
  q
    .leftJoin('members as parent', 'parent.id', 'm.parent_id')
    .leftJoin('accounts as cash', (j) => j.onRef('cash.member_id', '=', 'm.id').on('cash.asset', '=', 'cash'))
    .leftJoin('accounts as point', (j) => j.onRef('point.member_id', '=', 'm.id').on('point.asset', '=', 'point'))
    .leftJoin('member_memos as memo', 'memo.member_id', 'm.id')
    .selectAll('m')
    .select([
      'parent.mem_id as parent_mem_id',
      sql<string | number | null>`cash.balance`.as('cash'),
      sql<string | number | null>`point.balance`.as('point'),
      sql<string | null>`memo.memo`.as('memo'),
      sql<boolean>`exists (select 1 from sessions s where s.member_id = m.id and s.ended_at is null and s.expires_at > ${options.now})`.as(
        'online',
      ),
    ]);
const selectColumns = (db: Db, scope: Scope, f: MemberListFilter, options: MemberListOptions) =>
  withColumns(baseQuery(db, scope, f, options), options);

export type MemberListRow = Awaited<ReturnType<ReturnType<typeof selectColumns>['executeTakeFirstOrThrow']>>;

export const listMembers = (
  db: Db,
  scope: Scope,
  f: MemberListFilter,
  query: OfficeListQuery,
  options: MemberListOptions,
) =>
  runPage(baseQuery(db, scope, f, options), (q) => withColumns(q, options), query, SORT, 'm.created_at', 'm.id', [
    'm.last_login_at',
  ]);

export const findMembersInScope = (db: Db, scope: Scope, ids: readonly number[], options: MemberListOptions) =>
  ids.length === 0 ? Promise.resolve([]) : selectColumns(db, scope, {}, options).where('m.id', 'in', ids).execute();

/** The member row if it lies in the scope (a partner's lower member, or any member for staff). */
export const findMemberInScope = (db: Db, scope: Scope, id: number) =>
  db.selectFrom('members as m').selectAll('m').where(inScope(scope, 'm')).where('m.id', '=', id).executeTakeFirst();

/** Rates of the given members, for the rows of a page. */
export const ratesOf = (db: Db, memberIds: readonly number[]) =>
  memberIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('member_rates').selectAll().where('member_id', 'in', memberIds).orderBy('game_group').execute();

/** The staff memo of a member ('' when none was written). */
export const memoOf = async (db: Db, memberId: number): Promise<string> =>
  (await db.selectFrom('member_memos').select('memo').where('member_id', '=', memberId).executeTakeFirst())?.memo ?? '';

export const setMemo = (db: Db, memberId: number, memo: string, now: Date) =>
  db
    .insertInto('member_memos')
    .values({ member_id: memberId, memo, updated_at: now })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ memo, updated_at: now }))
    .execute();

/** Members and partners below a member (itself excluded). */
export const countBelow = (db: Db, siteId: string, path: string) =>
  db
    .selectFrom('members')
    .select([sql<string>`count(*)`.as('all'), sql<string>`count(*) filter (where tier <> 'NORMAL')`.as('partners')])
    .where('site_id', '=', siteId)
    .where('path', 'like', subtreePattern(path))
    .where('path', '<>', path)
    .executeTakeFirstOrThrow();

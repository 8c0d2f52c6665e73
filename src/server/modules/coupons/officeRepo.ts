import { sql, type Kysely, type Transaction } from 'kysely';
import type { OfficeListQuery } from '../../../shared/api/office';
import type { InstantRange } from '../../../shared/dates';
import type { DB } from '../../db/schema';
import { runPage } from '../../http/paging';
import { prefixPattern } from '../../http/officeScope';

type Db = Kysely<DB> | Transaction<DB>;

const kindQuery = (db: Db, siteId: string) =>
  db
    .selectFrom('coupon_kinds as k')
    .where('k.site_id', '=', siteId)
    .select(['k.id', 'k.name', 'k.reward', 'k.amount', 'k.valid_days', 'k.enabled', 'k.created_at'])
    .select((eb) => [
      eb
        .selectFrom('coupons as c')
        .whereRef('c.kind_id', '=', 'k.id')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('issued'),
      eb
        .selectFrom('coupons as c')
        .whereRef('c.kind_id', '=', 'k.id')
        .where('c.status', '=', 'used')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('used'),
    ]);
export type KindRow = Awaited<ReturnType<ReturnType<typeof kindQuery>['executeTakeFirstOrThrow']>>;

const KIND_SORT = { id: 'k.id', name: 'k.name', amount: 'k.amount', createdAt: 'k.created_at' };

export function kindPage(db: Db, siteId: string, f: { q?: string; reward?: string }, query: OfficeListQuery) {
  let base = db.selectFrom('coupon_kinds as k').where('k.site_id', '=', siteId);
  if (f.q) base = base.where('k.name', 'like', prefixPattern(f.q));
  if (f.reward) base = base.where('k.reward', '=', f.reward);
  const ids = base.select('k.id');
  return runPage(base, () => kindQuery(db, siteId).where('k.id', 'in', ids), query, KIND_SORT, 'k.id', 'k.id');
}

export const findKind = (db: Db, siteId: string, id: number) =>
  kindQuery(db, siteId).where('k.id', '=', id).executeTakeFirst();

export interface KindValues {
  name: string;
  reward: string;
  amount: number;
  valid_days: number;
  enabled: boolean;
}

export const insertKind = (trx: Transaction<DB>, siteId: string, v: KindValues) =>
  trx
    .insertInto('coupon_kinds')
    .values({ site_id: siteId, ...v })
    .returning('id')
    .executeTakeFirstOrThrow();

export const lockKind = (trx: Transaction<DB>, siteId: string, id: number) =>
  trx
    .selectFrom('coupon_kinds')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const updateKind = (trx: Transaction<DB>, id: number, v: KindValues, at: Date) =>
  trx
    .updateTable('coupon_kinds')
    .set({ ...v, updated_at: at })
    .where('id', '=', id)
    .execute();

export interface Recipients {
  target: 'member' | 'level' | 'all' | 'subtree';
  memberId?: number;
  level?: number;
  /** The partner's path: its subtree below it. */
  path?: string;
}

/**
 * Issues one coupon of the kind to each approved member the target names, in one statement, and
 * returns how many. The issue row names who issued it.
 */
export async function issueCoupons(
  trx: Transaction<DB>,
  siteId: string,
  kind: { id: number; valid_days: number },
  to: Recipients,
  actor: string,
  now: Date,
) {
  const issue = await trx
    .insertInto('coupon_issues')
    .values({
      site_id: siteId,
      kind_id: kind.id,
      target: to.target,
      target_member_id: to.memberId ?? null,
      target_level: to.level ?? null,
      issued: 0,
      actor,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const expires = new Date(now.getTime() + kind.valid_days * 86_400_000);
  let members = trx.selectFrom('members as m').where('m.site_id', '=', siteId).where('m.status', '=', 'normal');
  if (to.target === 'member') members = members.where('m.id', '=', to.memberId!);
  if (to.target === 'level') members = members.where('m.level', '=', to.level!);
  if (to.target === 'subtree') members = members.where('m.path', 'like', `${to.path}%`).where('m.path', '<>', to.path!);
  const inserted = await trx
    .insertInto('coupons')
    .columns(['site_id', 'kind_id', 'issue_id', 'member_id', 'issued_member_id', 'expires_at', 'created_at'])
    .expression(
      members.select([
        sql.lit(siteId).as('site_id'),
        sql.lit(kind.id).as('kind_id'),
        sql.lit(issue.id).as('issue_id'),
        'm.id as member_id',
        'm.id as issued_member_id',
        sql<Date>`${expires.toISOString()}::timestamptz`.as('expires_at'),
        sql<Date>`${now.toISOString()}::timestamptz`.as('created_at'),
      ]),
    )
    .returning('id')
    .execute();
  await trx.updateTable('coupon_issues').set({ issued: inserted.length }).where('id', '=', issue.id).execute();
  return { id: issue.id, issued: inserted.length };
}

const ISSUED_SORT = { id: 'c.id', createdAt: 'c.created_at', expiresAt: 'c.expires_at', memId: 'm.mem_id' };

export function issuedPage(
  db: Db,
  siteId: string,
  f: { memId?: string; kindId?: number; state?: string; range: InstantRange; now: Date },
  query: OfficeListQuery,
) {
  let base = db
    .selectFrom('coupons as c')
    .innerJoin('coupon_kinds as k', 'k.id', 'c.kind_id')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .leftJoin('members as g', 'g.id', 'c.gifted_from')
    .where('c.site_id', '=', siteId);
  if (f.memId) base = base.where('m.mem_id', 'like', prefixPattern(f.memId));
  if (f.kindId) base = base.where('c.kind_id', '=', f.kindId);
  if (f.state === 'used') base = base.where('c.status', '=', 'used');
  if (f.state === 'unused') base = base.where('c.status', '=', 'unused').where('c.expires_at', '>', f.now);
  if (f.state === 'expired') base = base.where('c.status', '=', 'unused').where('c.expires_at', '<=', f.now);
  if (f.range.from) base = base.where('c.created_at', '>=', f.range.from);
  if (f.range.to) base = base.where('c.created_at', '<=', f.range.to);
  return runPage(
    base,
    (q) =>
      q.select([
        'c.id',
        'c.kind_id',
        'k.name',
        'k.reward',
        'k.amount',
        'm.mem_id',
        'm.mem_nick',
        'g.mem_id as gifted_from',
        'c.status',
        'c.expires_at',
        'c.used_at',
        'c.created_at',
      ]),
    query,
    ISSUED_SORT,
    'c.id',
    'c.id',
  );
}

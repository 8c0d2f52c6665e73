import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** A coupon with its kind, for its holder. */
const couponView = (db: Db) =>
  db
    .selectFrom('coupons as c')
    .innerJoin('coupon_kinds as k', 'k.id', 'c.kind_id')
    .leftJoin('members as g', 'g.id', 'c.gifted_from')
    .select([
      'c.id',
      'c.site_id',
      'c.member_id',
      'c.status',
      'c.expires_at',
      'c.created_at',
      'c.used_at',
      'k.name',
      'k.reward',
      'k.amount',
      'k.enabled',
      'g.mem_nick as gifted_by',
    ]);

export type CouponViewRow = Awaited<ReturnType<ReturnType<typeof couponView>['executeTakeFirstOrThrow']>>;

export async function memberCoupons(db: Db, memberId: number, usableAt: Date | null, limit: number, offset: number) {
  let q = db
    .selectFrom('coupons as c')
    .innerJoin('coupon_kinds as k', 'k.id', 'c.kind_id')
    .where('c.member_id', '=', memberId);
  if (usableAt)
    q = q.where('c.status', '=', 'unused').where('c.expires_at', '>', usableAt).where('k.enabled', '=', true);
  const { total } = await q.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  let rows = couponView(db).where('c.member_id', '=', memberId);
  if (usableAt)
    rows = rows.where('c.status', '=', 'unused').where('c.expires_at', '>', usableAt).where('k.enabled', '=', true);
  return { total, rows: await rows.orderBy('c.id', 'desc').limit(limit).offset(offset).execute() };
}

/** The holder's coupon, locked: a use and a gift of one coupon run one after the other. */
export async function lockCoupon(trx: Transaction<DB>, siteId: string, memberId: number, couponId: number) {
  const locked = await trx
    .selectFrom('coupons')
    .select('id')
    .where('id', '=', couponId)
    .where('site_id', '=', siteId)
    .where('member_id', '=', memberId)
    .forUpdate()
    .executeTakeFirst();
  return locked ? couponView(trx).where('c.id', '=', couponId).executeTakeFirstOrThrow() : undefined;
}

export const markUsed = (trx: Transaction<DB>, couponId: number, at: Date, txnId: number | null) =>
  trx
    .updateTable('coupons')
    .set({ status: 'used', used_at: at, txn_id: txnId })
    .where('id', '=', couponId)
    .where('status', '=', 'unused')
    .execute();

export const moveCoupon = (trx: Transaction<DB>, couponId: number, from: number, to: number, at: Date) =>
  trx
    .updateTable('coupons')
    .set({ member_id: to, gifted_from: from, gifted_at: at })
    .where('id', '=', couponId)
    .where('member_id', '=', from)
    .execute();

/** The member of the site a gift names, by login id (the service decides whether it may receive it). */
export const findRecipient = (db: Db, siteId: string, memId: string) =>
  db
    .selectFrom('members')
    .select(['id', 'mem_nick', 'status', 'tier'])
    .where('site_id', '=', siteId)
    .where(sql`lower(mem_id)`, '=', memId.toLowerCase())
    .executeTakeFirst();

import { ResultCode } from '../../../shared/resultCodes';
import { MemberStatus } from '../../../shared/enums';
import { isPartnerTier } from '../../../shared/partner';
import type { PagedList } from '../../../shared/api/common';
import type { CouponRow, CouponState, CouponUseResult } from '../../../shared/api/coupons';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { memberBalances } from '../ledger/repo';
import type { MoneyTx } from '../ledger/service';
import { grantReward } from '../bonuses/grant';
import { grantSpins } from '../roulette/tickets';
import { findRecipient, lockCoupon, markUsed, memberCoupons, moveCoupon, type CouponViewRow } from './repo';

const stateOf = (c: Pick<CouponViewRow, 'status' | 'expires_at'>, now: Date): CouponState =>
  c.status === 'used' ? 'used' : c.expires_at <= now ? 'expired' : 'unused';

const toRow = (c: CouponViewRow, now: Date): CouponRow => ({
  couponId: c.id,
  name: c.name,
  reward: c.reward as CouponRow['reward'],
  amount: c.amount,
  state: stateOf(c, now),
  expiresAt: c.expires_at.toISOString(),
  createdAt: c.created_at.toISOString(),
  usedAt: c.used_at?.toISOString() ?? null,
  giftedBy: c.gifted_by,
});

/** /api/coupon/list: the member's coupons (usable ones: unused, in date, kind not withdrawn). */
export async function listCoupons(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  memberId: number,
  q: { page: number; count_per_list: number; state: 'usable' | 'all' },
): Promise<PagedList<CouponRow>> {
  const now = deps.clock.now();
  const { rows, total } = await memberCoupons(
    deps.db,
    memberId,
    q.state === 'usable' ? now : null,
    q.count_per_list,
    (q.page - 1) * q.count_per_list,
  );
  return {
    list: rows.map((r) => toRow(r, now)),
    pageInfo: { page: q.page, count_per_list: q.count_per_list, tatal_list_count: total },
  };
}

/** The holder's coupon, locked, still usable: each refusal its own code. */
async function usableCoupon(
  m: MoneyTx,
  now: Date,
  siteId: string,
  memberId: number,
  couponId: number,
): Promise<CouponViewRow> {
  const c = await lockCoupon(m.trx, siteId, memberId, couponId);
  if (!c) throw new AppError(ResultCode.CouponNotFound);
  if (c.status === 'used') throw new AppError(ResultCode.CouponUsed);
  if (c.expires_at <= now) throw new AppError(ResultCode.CouponExpired);
  if (!c.enabled) throw new AppError(ResultCode.CouponWithdrawn);
  return c;
}

/**
 * /api/coupon/use: the coupon row is locked, marked used and paid in one transaction: cash or
 * points from the promotion account with ledger key `coupon:<id>` (once, whatever the retries), or
 * roulette spins as tickets named `coupon:<id>:<n>`.
 */
export async function useCoupon(
  m: MoneyTx,
  deps: Pick<AppDeps, 'clock' | 'config'>,
  ctx: { siteId: string; memberId: number },
  couponId: number,
): Promise<CouponUseResult> {
  const now = deps.clock.now();
  const c = await usableCoupon(m, now, ctx.siteId, ctx.memberId, couponId);
  let txnId: number | null = null;
  if (c.reward === 'spin') {
    await grantSpins(m.trx, {
      siteId: ctx.siteId,
      memberId: ctx.memberId,
      source: 'coupon',
      refs: Array.from({ length: c.amount }, (_, i) => `coupon:${c.id}:${i + 1}`),
    });
  } else {
    // With a coupon program enabled, the coupon carries its wagering (docs/domains/bonuses.md#rewards).
    const granted = await grantReward(m, deps, {
      siteId: ctx.siteId,
      memberId: ctx.memberId,
      source: 'coupon',
      idempotencyKey: `coupon:${c.id}`,
      asset: c.reward as 'cash' | 'point',
      amount: c.amount,
      memo: `coupon ${c.name}`,
      meta: { couponId: c.id },
    });
    txnId = granted.transactionId;
  }
  await markUsed(m.trx, c.id, now, txnId);
  const b = await memberBalances(m.trx, ctx.memberId);
  return {
    couponId: c.id,
    reward: c.reward as CouponUseResult['reward'],
    amount: c.amount,
    cashAmt: b.cash,
    pointAmt: b.point,
  };
}

/**
 * /api/coupon/gift: an unused coupon passes to another approved member of the same site, never to
 * oneself and never to a partner: a partner earns from its members' play, so a coupon handed up the
 * line would be a bonus paid to the partner through its member (V105, as for no such member, so the
 * answer does not tell who is a partner).
 */
export async function giftCoupon(
  m: MoneyTx,
  deps: Pick<AppDeps, 'clock'>,
  ctx: { siteId: string; memberId: number },
  couponId: number,
  toMemId: string,
) {
  const now = deps.clock.now();
  const to = await findRecipient(m.trx, ctx.siteId, toMemId);
  if (to?.id === ctx.memberId) throw new AppError(ResultCode.CouponGiftToSelf);
  if (!to || to.status !== MemberStatus.Normal || isPartnerTier(to.tier))
    throw new AppError(ResultCode.CouponGiftNoMember);
  const c = await usableCoupon(m, now, ctx.siteId, ctx.memberId, couponId);
  await moveCoupon(m.trx, c.id, ctx.memberId, to.id, now);
  return { couponId: c.id, toNick: to.mem_nick };
}

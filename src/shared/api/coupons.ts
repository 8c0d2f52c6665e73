import { z } from 'zod';
import { PageQuery } from './common';

/** What a coupon pays when used: cash (won), points, or roulette spins. */
export const CouponReward = { Cash: 'cash', Point: 'point', Spin: 'spin' } as const;
export type CouponReward = (typeof CouponReward)[keyof typeof CouponReward];
export const CouponRewardSchema = z.enum(['cash', 'point', 'spin']);

/** A coupon as its holder sees it; `expired` is an unused coupon past its date. */
export const CouponState = z.enum(['unused', 'used', 'expired']);
export type CouponState = z.infer<typeof CouponState>;

/** §2 /mypage/coupon/list: the member's coupons, usable ones or all of them. */
export const CouponListRequest = PageQuery.extend({ state: z.enum(['usable', 'all']).default('all') });

export const CouponRow = z.object({
  couponId: z.number().int(),
  name: z.string(),
  reward: CouponRewardSchema,
  amount: z.number().int(),
  state: CouponState,
  expiresAt: z.string(),
  createdAt: z.string(),
  usedAt: z.string().nullable(),
  /** Nickname of the member who gave it, when it was a gift. */
  giftedBy: z.string().nullable(),
});
export type CouponRow = z.infer<typeof CouponRow>;

export const CouponUseRequest = z.object({ couponId: z.number().int().positive() });
export const CouponUseResult = z.object({
  couponId: z.number().int(),
  reward: CouponRewardSchema,
  amount: z.number().int(),
  cashAmt: z.number().int(),
  pointAmt: z.number().int(),
});
export type CouponUseResult = z.infer<typeof CouponUseResult>;

/** Gift an unused coupon to another member of the same site, named by login id. */
export const CouponGiftRequest = z.object({
  couponId: z.number().int().positive(),
  toMemId: z.string().trim().min(1).max(40),
});
export const CouponGiftResult = z.object({ couponId: z.number().int(), toNick: z.string() });

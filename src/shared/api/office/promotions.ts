import { z } from 'zod';
import { CouponRewardSchema, CouponState } from '../coupons';
import { RouletteRewardSchema } from '../roulette';
import { DateRangeFilter, TextFilter } from './common';
import { PROMOTION_SOURCES } from '../../reports/columns';

/**
 * Promotions in the office.
 * POST /api/admin/couponKinds/list|get|create|update     coupon kinds (area points)
 * POST /api/admin/coupons/list                           issued coupons; /issue { data: CouponIssue } issues a kind
 * POST /api/admin/roulettePrizes/list|create|update|delete  the wheel and its weights
 * POST /api/admin/roulette/grant { data: { memId, count } }  spins given by staff
 * POST /api/{admin|partner}/reports/promotions/list|export  what each promotion paid, scoped by subtree (a report grid)
 * Attendance and roulette rules are site options (/api/admin/siteOptions).
 */
export const CouponKindData = z.object({
  name: z.string().trim().min(1).max(60),
  reward: CouponRewardSchema,
  amount: z.number().int().min(1).max(100_000_000),
  validDays: z.number().int().min(1).max(3650),
  enabled: z.boolean().default(true),
});
export const CouponKindRecord = CouponKindData.extend({
  id: z.number().int(),
  issued: z.number().int(),
  used: z.number().int(),
  createdAt: z.string(),
});
export type CouponKindRecord = z.infer<typeof CouponKindRecord>;
export const CouponKindFilter = z.object({ q: TextFilter.optional(), reward: CouponRewardSchema.optional() });

export const CouponTarget = z.enum(['member', 'level', 'all', 'subtree']);
export type CouponTarget = z.infer<typeof CouponTarget>;
/** Who receives: one member (memId), a level, everyone approved, or a partner's subtree (partner's memId). */
export const CouponIssue = z
  .object({
    kindId: z.number().int().positive(),
    target: CouponTarget,
    memId: z.string().trim().max(40).optional(),
    level: z.number().int().min(1).max(100).optional(),
  })
  .refine(
    (d) =>
      d.target === 'member' || d.target === 'subtree' ? !!d.memId : d.target === 'level' ? d.level !== undefined : true,
    { path: ['memId'], message: 'recipient required' },
  );
export const CouponIssueResult = z.object({ id: z.number().int(), issued: z.number().int() });

export const IssuedCouponRecord = z.object({
  id: z.number().int(),
  kindId: z.number().int(),
  kindName: z.string(),
  reward: CouponRewardSchema,
  amount: z.number().int(),
  memId: z.string(),
  memNick: z.string(),
  state: CouponState,
  giftedFrom: z.string().nullable(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  createdAt: z.string(),
});
export const IssuedCouponFilter = DateRangeFilter.extend({
  memId: TextFilter.optional(),
  kindId: z.coerce.number().int().optional(),
  state: CouponState.optional(),
});

export const RoulettePrizeData = z
  .object({
    label: z.string().trim().max(40).default(''),
    reward: RouletteRewardSchema,
    amount: z.number().int().min(0).max(100_000_000),
    weight: z.number().int().min(1).max(1_000_000),
    ord: z.number().int().min(0).max(1000).default(0),
    enabled: z.boolean().default(true),
  })
  .refine((d) => (d.reward === 'none') === (d.amount === 0), {
    path: ['amount'],
    message: 'a losing slot pays 0, a prize more',
  });
export const RoulettePrizeRecord = z.object({
  id: z.number().int(),
  label: z.string(),
  reward: RouletteRewardSchema,
  amount: z.number().int(),
  weight: z.number().int(),
  ord: z.number().int(),
  enabled: z.boolean(),
  /** weight / sum of enabled weights, in basis points (what the wheel gives it). */
  chanceBp: z.number().int(),
  updatedAt: z.string(),
});
export type RoulettePrizeRecord = z.infer<typeof RoulettePrizeRecord>;

export const RouletteGrant = z.object({
  memId: z.string().trim().min(1).max(40),
  count: z.number().int().min(1).max(100),
});
export const RouletteGrantResult = z.object({ id: z.number().int(), granted: z.number().int() });

const PromotionSource = z.enum(PROMOTION_SOURCES);
export const PromotionPayoutRecord = z.object({
  /** The ledger transaction id. */
  id: z.number().int(),
  source: PromotionSource,
  memId: z.string(),
  memNick: z.string(),
  asset: z.enum(['cash', 'point']),
  amount: z.number().int(),
  memo: z.string(),
  createdAt: z.string(),
});
export type PromotionPayoutRecord = z.infer<typeof PromotionPayoutRecord>;
/** The grid's own filter beside its filter items: the date bar and the member. */
export const PromotionPayoutFilter = DateRangeFilter.extend({
  memId: TextFilter.optional(),
  source: PromotionSource.optional(),
  asset: z.enum(['cash', 'point']).optional(),
});

import { z } from 'zod';
import { GameGroupSchema } from './common';

/** §3/§5 rolling and losing rate of one game group, in basis points (150 = 1.50 %). */
export const RateInput = z.object({
  gameGroup: GameGroupSchema,
  rollingBp: z.number().int().min(0).max(10_000),
  losingBp: z.number().int().min(0).max(10_000),
});
export type RateInput = z.infer<typeof RateInput>;

/** One entry per game group at most; groups left out keep their rate. */
export const RateList = z
  .array(RateInput)
  .max(4)
  .refine((rates) => new Set(rates.map((r) => r.gameGroup)).size === rates.length, { message: 'duplicate gameGroup' });

export const RateRecord = z.object({
  gameGroup: GameGroupSchema,
  rollingBp: z.number().int(),
  losingBp: z.number().int(),
  /** ISO time of the last change; §4: a referral rate cannot change again within a day of it. */
  updatedAt: z.string(),
  /** ISO time before which the parent may not change this rate again (null: free now). */
  lockedUntil: z.string().nullable(),
});
export type RateRecord = z.infer<typeof RateRecord>;

/**
 * A partner sets the rates of a lower member; never above its own (G010), never below a lower
 * partner's own (G010, data.field), and not again within REFERRAL_RATE_LOCK_HOURS of the last change (G013).
 */
export const RateUpdateRequest = z.object({ memberId: z.number().int().positive(), rates: RateList.min(1) });
export type RateUpdateRequest = z.infer<typeof RateUpdateRequest>;

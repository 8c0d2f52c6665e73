import { z } from 'zod';
import { TierSchema } from './common';
import { RateRecord } from './rates';

/** The partner's my page and rate info (§2 partner mypage/rateInfo). */
export const PartnerMe = z.object({
  id: z.number().int(),
  memId: z.string(),
  memNick: z.string(),
  tier: TierSchema,
  cash: z.number().int(),
  point: z.number().int(),
  /** Own rates per game group (what the parent set). */
  rates: z.array(RateRecord),
  parentMemId: z.string().nullable(),
  /** Members and partners below me (whole subtree, me excluded). */
  lowerMembers: z.number().int(),
  lowerPartners: z.number().int(),
  /** Whether a partner gate password is set (§6). */
  gateSet: z.boolean(),
  /** Tiers I may create below me (a lower partner tier or NORMAL). */
  creatableTiers: z.array(TierSchema),
});
export type PartnerMe = z.infer<typeof PartnerMe>;

import { z } from 'zod';

const yn = z.enum(['Y', 'N']);
const won = z.number().int().min(0);

/** §3 site option and settings, stored per site and served (public part) by /api/etc/siteOption. */
export const SiteOptionsSchema = z.object({
  siteStatus: yn.default('Y'),
  joinStatus: yn.default('Y'),
  multiLogin: yn.default('N'),
  boardStatus: yn.default('Y'),
  recommendYn: yn.default('Y'),
  sns1: z.string().default(''),
  sns1Link: z.string().default(''),
  sns1Id: z.string().default(''),
  sns2: z.string().default(''),
  sns2Link: z.string().default(''),
  sns2Id: z.string().default(''),
  sns3: z.string().default(''),
  sns3Link: z.string().default(''),
  sns3Id: z.string().default(''),
  commentPoint: won.default(0),
  autoLogoutMinutes: z.number().int().min(0).default(120),
  depositMin: won.default(10_000),
  depositMax: won.default(10_000_000),
  depositUnit: won.default(10_000),
  withdrawMin: won.default(10_000),
  withdrawMax: won.default(10_000_000),
  withdrawUnit: won.default(10_000),
  /** Minutes before another deposit / withdrawal request may be made. */
  depositReapplyMinutes: z.number().int().min(0).default(1),
  withdrawReapplyMinutes: z.number().int().min(0).default(1),
  /** Rolling (turnover) required before withdrawal, in basis points of deposits since the last withdrawal. */
  withdrawRollingBp: z.number().int().min(0).default(10_000),
  pointChangeYn: yn.default('Y'),
  pointChangeAmtLimit: won.default(10_000),
  pointChangeAmtUnit: won.default(1_000),
  eventYn: yn.default('Y'),
  bankName: z.string().default(''),
  bankAccountNo: z.string().default(''),
  bankAccountHolder: z.string().default(''),
});
export type SiteOptions = z.infer<typeof SiteOptionsSchema>;

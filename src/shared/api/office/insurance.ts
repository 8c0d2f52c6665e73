import { z } from 'zod';
import { ProductGroupSchema } from '../../bets/productGroups';
import { BetStatus } from '../bets';
import { DateRangeFilter, GameGroupSchema, listBody, PartnerTierSchema, TextFilter, updateBody } from './common';

/**
 * Insured bets (docs/domains/insurance.md).
 *   POST /api/admin/insurance/list   { page, perPage, sort, filter } -> OfficeList<InsuranceSettingsRecord> (every partner)
 *   POST /api/admin/insurance/get    { id }                          -> InsuranceSettingsRecord (id = the partner's member id)
 *   POST /api/admin/insurance/update { id, data: InsuranceSettingsInput } -> InsuranceSettingsRecord
 *   POST /api/partner/insurance/me  {}                              -> InsuranceSettingsRecord (my own, read-only)
 *   POST /api/admin/insuredBets/list, /api/partner/insuredBets/list { page, perPage, sort, filter } -> OfficeList<InsuredBetRecord>
 */

/** Whole won above which a stake is insured, at most 10 billion; a rate 0-100% in basis points. */
export const InsuranceSettingsInput = z.object({
  enabled: z.boolean(),
  gameGroups: z
    .array(GameGroupSchema)
    .max(4)
    .transform((groups) => [...new Set(groups)]),
  standardAmount: z.number().int().min(0).max(10_000_000_000),
  rateBp: z.number().int().min(0).max(10_000),
});
export type InsuranceSettingsInput = z.infer<typeof InsuranceSettingsInput>;

export const InsuranceSettingsRecord = z.object({
  /** The partner's member id. */
  id: z.number().int(),
  memId: z.string(),
  memNick: z.string(),
  tier: PartnerTierSchema,
  enabled: z.boolean(),
  gameGroups: z.array(GameGroupSchema),
  standardAmount: z.number().int(),
  rateBp: z.number().int(),
  /** Payout shares the partner could not cover and still owes the house. */
  debt: z.number().int(),
  /** Null until staff first save the partner's settings. */
  updatedAt: z.string().nullable(),
});
export type InsuranceSettingsRecord = z.infer<typeof InsuranceSettingsRecord>;

const InsuranceSettingsFilter = z.object({
  memId: TextFilter.optional(),
  tier: PartnerTierSchema.optional(),
  enabled: z.boolean().optional(),
});
export const InsuranceSettingsList = listBody(InsuranceSettingsFilter);
export const InsuranceSettingsUpdate = updateBody(InsuranceSettingsInput);

/** `dateFrom/dateTo` bound the settlement time. */
const InsuredBetFilter = DateRangeFilter.extend({
  gameGroup: ProductGroupSchema.optional(),
  memId: TextFilter.optional(),
  partnerMemId: TextFilter.optional(),
});
export const InsuredBetList = listBody(InsuredBetFilter);

/** §3 insurance fields of a bet: the standard amount, the applied amount, the rate and the insured win/lose. */
export const InsuredBetRecord = z.object({
  /** The slip's id. */
  id: z.number().int(),
  memberId: z.number().int(),
  memId: z.string(),
  memNick: z.string(),
  partnerId: z.number().int(),
  partnerMemId: z.string(),
  gameGroup: ProductGroupSchema,
  gameName: z.string(),
  status: BetStatus,
  stake: z.number().int(),
  payout: z.number().int(),
  standardAmount: z.number().int(),
  appliedAmount: z.number().int(),
  rateBp: z.number().int(),
  stakeShare: z.number().int(),
  payoutShare: z.number().int(),
  /** What the partner paid on this slip (its payout share and earlier debt, as far as its balance reached). */
  payoutPaid: z.number().int(),
  /** The partner's win (+) or loss (-): stake share less payout share. */
  insuredResult: z.number().int(),
  settledAt: z.string(),
});
export type InsuredBetRecord = z.infer<typeof InsuredBetRecord>;

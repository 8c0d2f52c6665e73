import { z } from 'zod';
import { ProductGroupSchema } from '../../bets/productGroups';
import { BetLeg, BetStatus } from '../bets';
import { DateRangeFilter, TextFilter } from './common';
import { REFUSAL_REASONS } from '../../sports/acceptance';

/** `dateFrom/dateTo` bound the bet time. */
export const BetFilter = DateRangeFilter.extend({
  gameGroup: ProductGroupSchema.optional(),
  status: BetStatus.optional(),
  memId: TextFilter.optional(),
  vendorCode: TextFilter.optional(),
  gameCode: TextFilter.optional(),
  roundId: TextFilter.optional(),
  /** One member's slips (exact; the member detail's bets tab). */
  memberId: z.number().int().positive().optional(),
});
export type BetFilter = z.infer<typeof BetFilter>;

/**
 * One slip of any product with its bettor and legs; `market`, `pick` are the first leg's (a
 * single's only leg), `odds` the slip's combined odds.
 */
export const OfficeBetRecord = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memId: z.string(),
  memNick: z.string(),
  gameGroup: ProductGroupSchema,
  vendorCode: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  roundId: z.string().nullable(),
  market: z.string(),
  pick: z.string(),
  odds: z.number().int(),
  stake: z.number().int(),
  potentialPayout: z.number().int(),
  payout: z.number().int(),
  /** §3 resultCash = payout - stake; 0 while open. */
  resultCash: z.number().int(),
  status: BetStatus,
  balanceBefore: z.number().int().nullable(),
  balanceAfter: z.number().int().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  legs: z.array(BetLeg),
  /** A sports combo's §9 folder bonus odds × 100 (100: none); absent for other products. */
  folderBonus: z.number().int().optional(),
  /** A sports slip refused after its bet delay in play: why (docs/domains/sportsbook.md#bet-delay-in-play). */
  refusedReason: z.enum(REFUSAL_REASONS).optional(),
});
export type OfficeBetRecord = z.infer<typeof OfficeBetRecord>;

import { z } from 'zod';
import type { LegOutcome } from '../bets/slip';
import { FolderBonusRules, settleSportsSlip } from './payout';
import { REFUSAL_REASONS } from './acceptance';

/**
 * What a sports slip keeps in its detail (`bets.detail`), written when it is placed, the same on the
 * fast and the full path (server `sports/slipShape.ts`): the folder bonus odds × 100 as placed
 * (every leg still counting), its number of legs, and the payout terms it was placed under, which
 * its settlement and every re-settlement read instead of the site's options of the day
 * (docs/domains/sportsbook.md#payout-terms).
 */
export const SportsSlipDetail = z.object({
  folderBonus: z.number().int(),
  legs: z.number().int(),
  payoutTerms: FolderBonusRules,
  /** The stake cashed out so far and what it paid, once the member cashed out (docs/domains/sportsbook.md#cash-out). */
  cashedOut: z.object({ stake: z.number().int(), paid: z.number().int() }).optional(),
  /** Why a slip was refused after its bet delay (docs/domains/sportsbook.md#bet-delay-in-play). */
  refused: z.enum(REFUSAL_REASONS).optional(),
});
export type SportsSlipDetail = z.infer<typeof SportsSlipDetail>;

/**
 * The folder bonus a slip shows (odds × 100, 100 for none): as placed while a leg waits, and once
 * settled the one it was paid with (a voided leg can drop the tier, a losing slip gets none), by
 * the same arithmetic settlement pays by.
 */
export function shownFolderBonus(
  detail: SportsSlipDetail,
  stake: number,
  legs: readonly { outcome: LegOutcome; odds: number }[],
): number {
  return settleSportsSlip(stake, legs, detail.payoutTerms)?.bonusOdds ?? detail.folderBonus;
}

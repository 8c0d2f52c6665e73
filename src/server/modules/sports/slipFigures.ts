import { combinedOdds } from '../../../shared/bets/slip';
import { limitRefusal, type LimitRefusal } from '../../../shared/sports/limits';
import { placedBonusOdds, sportsPotentialPayout } from '../../../shared/sports/payout';
import { withStakeFactor } from '../../../shared/sports/risk';
import type { LevelLimits } from '../bets/levels';
import type { SportsSiteRules } from './rules';
import type { SlipFigures } from './slipShape';

/**
 * A slip's figures on its legs' odds under the site's payout terms now, and the first §8 limit they
 * break (the maximum stakes scaled by the member's stake factor, docs/domains/sportsbook.md#risk).
 * Placement refuses the slip on a broken limit; acceptance after a bet delay works the figures out
 * again on the odds the slip stands at and refuses it there too, so a slip accepted at higher odds
 * still keeps within the potential-win and odds limits (docs/domains/sportsbook.md#bet-delay-in-play).
 */
export function slipFigures(
  rules: SportsSiteRules,
  legOdds: readonly number[],
  stake: number,
  level: LevelLimits | undefined,
  stakeFactorPct: number,
): { figures: SlipFigures; refusal: LimitRefusal | null } {
  const totalOdds = combinedOdds(legOdds);
  const potentialWin = sportsPotentialPayout(stake, legOdds, rules.bonus);
  const limits = withStakeFactor(rules.limits, level, stakeFactorPct);
  return {
    figures: { totalOdds, potentialWin, bonusOdds: placedBonusOdds(legOdds, rules.bonus), terms: rules.bonus },
    refusal: limitRefusal({ stake, legOdds, totalOdds, potentialWin }, limits.site, limits.level),
  };
}

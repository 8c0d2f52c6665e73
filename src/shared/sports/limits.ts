import { ResultCode, type ResultCodeValue } from '../resultCodes';

/** The member level's bounds (§5 B6001–B6003), as minigames use them. */
export interface LevelLimits {
  bet_min: number;
  bet_max: number;
  win_max: number;
}

/** §8 sports limit keys, site options: stake, potential win, total odds and each leg's odds (× 100). */
export interface SportsLimits {
  betMin: number;
  betMax: number;
  winMax: number;
  totalOddsMin: number;
  totalOddsMax: number;
  legOddsMin: number;
  legOddsMax: number;
}

type LimitOptions = Record<
  | 'sportsBetMin'
  | 'sportsBetMax'
  | 'sportsWinMax'
  | 'sportsTotalOddsMin'
  | 'sportsTotalOddsMax'
  | 'sportsLegOddsMin'
  | 'sportsLegOddsMax',
  number
>;

/** The site options' sports limits (the server judges with them; the slip panel shows them before sending). */
export const sportsLimitsOf = (options: LimitOptions): SportsLimits => ({
  betMin: options.sportsBetMin,
  betMax: options.sportsBetMax,
  winMax: options.sportsWinMax,
  totalOddsMin: options.sportsTotalOddsMin,
  totalOddsMax: options.sportsTotalOddsMax,
  legOddsMin: options.sportsLegOddsMin,
  legOddsMax: options.sportsLegOddsMax,
});

export interface LimitRefusal {
  code: ResultCodeValue;
  /** The limit the message names (and the leg, for RATE_LIMIT_EXCEPTION). */
  params: Record<string, number>;
}

export interface SlipFigures {
  stake: number;
  legOdds: readonly number[];
  /** Π leg odds × 100, floored (without the folder bonus). */
  totalOdds: number;
  /** What the slip pays if every leg wins, folder bonus included. */
  potentialWin: number;
}

/**
 * The first limit a slip breaks, each with its own code and the limit in `params`, or null. Stake
 * limits first (the level's, then the site's), then each leg's odds band, the total odds, and the
 * potential win (the level's, then the site's).
 */
export function limitRefusal(
  slip: SlipFigures,
  site: SportsLimits,
  level: LevelLimits | undefined,
): LimitRefusal | null {
  if (level && slip.stake < level.bet_min) return { code: ResultCode.BetBelowLevelMin, params: { min: level.bet_min } };
  if (level && slip.stake > level.bet_max) return { code: ResultCode.BetAboveLevelMax, params: { max: level.bet_max } };
  if (slip.stake < site.betMin) return { code: ResultCode.SportsBetLimitMin, params: { min: site.betMin } };
  if (slip.stake > site.betMax) return { code: ResultCode.SportsBetLimitMax, params: { max: site.betMax } };
  const outside = slip.legOdds.findIndex((odds) => odds < site.legOddsMin || odds > site.legOddsMax);
  if (outside >= 0)
    return {
      code: ResultCode.SportsRateLimitException,
      params: { leg: outside + 1, odds: slip.legOdds[outside]!, min: site.legOddsMin, max: site.legOddsMax },
    };
  if (slip.totalOdds < site.totalOddsMin)
    return { code: ResultCode.SportsRateLimitMin, params: { min: site.totalOddsMin } };
  if (slip.totalOdds > site.totalOddsMax)
    return { code: ResultCode.SportsRateLimitMax, params: { max: site.totalOddsMax } };
  if (level && slip.potentialWin > level.win_max)
    return { code: ResultCode.BetAboveLevelWin, params: { max: level.win_max } };
  if (slip.potentialWin > site.winMax) return { code: ResultCode.SportsWinLimitMax, params: { max: site.winMax } };
  return null;
}

import { ResultCode } from '../../../../shared/resultCodes';
import { payoutFor } from '../../../../shared/minigame/settle';
import type { BetProcRequest } from '../../../../shared/api/bets';
import { AppError } from '../../../http/appError';
import type { LevelLimits } from '../../bets/levels';
import { pickKey, type MinigameRules } from './rules';
import type { PricedPick } from './slip';

/**
 * The rules of a minigame slip judged on what is held in memory (docs/architecture/fast-paths.md):
 * the same functions on the fast attempt, before it is sent, and on the full path. What only the
 * database holds as it stands (the member's standing, the round, the member's open bets, the cash)
 * is judged by SQL functions that both paths call (minigame/sql, responsible/sql, ledger/sql).
 */

/** Each pick priced at the site's odds; InvalidRequest names the picks the game does not offer. */
export function pricePicks(rules: MinigameRules, bets: BetProcRequest['bets']): PricedPick[] {
  const unknown = bets.filter((b) => !rules.odds.has(pickKey(b.market, b.pick)));
  if (unknown.length)
    throw new AppError(ResultCode.InvalidRequest, { fields: unknown.map((b) => pickKey(b.market, b.pick)) });
  return bets.map((b) => ({ ...b, odds: rules.odds.get(pickKey(b.market, b.pick))! }));
}

/** §5 B6001–B6003: the member's level bounds each stake and each potential win. */
export function levelRefusal(level: LevelLimits | undefined, picks: readonly PricedPick[]): AppError | undefined {
  if (!level) return undefined;
  for (const b of picks) {
    if (b.amount < level.bet_min) return new AppError(ResultCode.BetBelowLevelMin, { min: level.bet_min });
    if (b.amount > level.bet_max) return new AppError(ResultCode.BetAboveLevelMax, { max: level.bet_max });
    if (payoutFor(b.amount, b.odds) > level.win_max)
      return new AppError(ResultCode.BetAboveLevelWin, { max: level.win_max });
  }
  return undefined;
}

/** The first refusal of what the fast attempt judges in memory: the game closed (GameUnavailable) or the level's bounds. */
export const inMemoryRefusal = (
  rules: MinigameRules,
  level: number,
  picks: readonly PricedPick[],
): AppError | undefined =>
  rules.game.enabled ? levelRefusal(rules.levels.get(level), picks) : new AppError(ResultCode.GameUnavailable);

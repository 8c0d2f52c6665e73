import type { AppDeps } from '../../../deps';
import { levelLimits, type LevelLimits } from '../../bets/levels';
import { allGames, siteOdds, type GameRow } from '../repo';

/** What a minigame slip is judged by that only an office write changes. */
export interface MinigameRules {
  game: GameRow;
  /** Enabled odds of the game on the site, by `market:pick`. */
  odds: ReadonlyMap<string, number>;
  levels: ReadonlyMap<number, LevelLimits>;
}

export const pickKey = (market: string, pick: string): string => `${market}:${pick}`;

/**
 * Bet rules are read once per site, not once per slip. They are held in the site's memo
 * (siteContext.ts), which every node drops when the site changes: the odds and level editors call
 * invalidate() after their commit. Undefined for a game that does not exist.
 */
export async function minigameRules(
  deps: Pick<AppDeps, 'db' | 'sites'>,
  siteId: string,
  gameKey: string,
): Promise<MinigameRules | undefined> {
  const games = await deps.sites.memo(
    siteId,
    'minigameGames',
    async () => new Map((await allGames(deps.db)).map((g) => [g.key, g])),
  );
  const game = games.get(gameKey);
  if (!game) return undefined;
  const odds = await deps.sites.memo(
    siteId,
    `minigameOdds:${game.key}`,
    async () =>
      new Map(
        (await siteOdds(deps.db, siteId, game.key))
          .filter((o) => o.enabled)
          .map((o) => [pickKey(o.market, o.pick), o.odds]),
      ),
  );
  return { game, odds, levels: await levelLimits(deps, siteId) };
}

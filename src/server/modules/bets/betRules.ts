import type { AppDeps } from '../../deps';
import { allGames, siteOdds, type GameRow } from '../minigame/repo';
import { siteLevelLimits } from './repo';

export interface LevelLimits {
  bet_min: number;
  bet_max: number;
  win_max: number;
}

/** What a minigame slip is judged by that only an office write changes. */
export interface MinigameRules {
  game: GameRow;
  /** Enabled odds of the game on the site, by `market:pick`. */
  odds: ReadonlyMap<string, number>;
  levels: ReadonlyMap<number, LevelLimits>;
}

export const pickKey = (market: string, pick: string): string => `${market}:${pick}`;

/**
 * Issue 17: bet rules are read once per site, not once per slip. They are held in the site's memo
 * (siteContext.ts), which every node drops when the site changes: the odds and level editors call
 * invalidate() after their commit. Undefined for a game that does not exist.
 */
export async function minigameRules(deps: Pick<AppDeps, 'db' | 'sites'>, siteId: string, gameKey: string): Promise<MinigameRules | undefined> {
  const games = await deps.sites.memo(siteId, 'minigameGames', async () => new Map((await allGames(deps.db)).map((g) => [g.key, g])));
  const game = games.get(gameKey);
  if (!game) return undefined;
  const odds = await deps.sites.memo(siteId, `minigameOdds:${game.key}`, async () =>
    new Map((await siteOdds(deps.db, siteId, game.key)).filter((o) => o.enabled).map((o) => [pickKey(o.market, o.pick), o.odds])),
  );
  const levels = await deps.sites.memo(siteId, 'levelLimits', async () => new Map((await siteLevelLimits(deps.db, siteId)).map((l) => [l.level, l])));
  return { game, odds, levels };
}

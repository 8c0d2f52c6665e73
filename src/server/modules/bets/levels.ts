import type { AppDeps } from '../../deps';
import { siteLevelLimits } from './repo';

/** §5 B6001–B6003: what a member's level allows of each stake and of its potential win. */
export interface LevelLimits {
  bet_min: number;
  bet_max: number;
  win_max: number;
}

/**
 * The level limits of a site by level, read once per site for every product's stakes: held in the
 * site's memo (siteContext.ts), which every node drops when the level editor commits.
 */
export const levelLimits = (
  deps: Pick<AppDeps, 'db' | 'sites'>,
  siteId: string,
): Promise<ReadonlyMap<number, LevelLimits>> =>
  deps.sites.memo(
    siteId,
    'levelLimits',
    async () => new Map((await siteLevelLimits(deps.db, siteId)).map((l) => [l.level, l])),
  );

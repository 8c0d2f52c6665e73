import { GameKind } from '../../../shared/minigame/games';

/** Market, pick and game names are shared with the office and the CSV exports (src/shared/labels). */
export {
  marketName as marketLabel,
  pickName as pickLabel,
  minigameName as gameLabel,
} from '../../../shared/labels/minigame';

/** The two-way markets a pattern board can follow, per kind. */
export const PATTERN_MARKETS: Record<GameKind, string[]> = {
  [GameKind.Powerball]: ['power_oe', 'power_uo', 'sum_oe', 'sum_uo'],
  [GameKind.Ladder]: ['start', 'lines', 'finish'],
  [GameKind.Keno]: ['sum_oe', 'sum_uo'],
};

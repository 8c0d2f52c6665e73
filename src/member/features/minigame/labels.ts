import type { TFunction } from 'i18next';
import { GameKind } from '../../../shared/minigame/games';

/** Market and pick names (§3 bet types); an exact power-ball number shows as the digit itself. */
export const marketLabel = (t: TFunction, market: string): string => t(`front.minigame.market.${market}`);

export const pickLabel = (t: TFunction, market: string, pick: string): string =>
  market === 'power_number' ? pick : t(`front.minigame.pick.${pick}`);

/** A game's name on screen: the kind of game and its key (pwball → 파워볼 PWBALL). */
export const gameLabel = (t: TFunction, kind: GameKind | string, key: string): string =>
  `${t(`front.minigame.kind.${kind}`)} ${key.toUpperCase()}`;

/** The two-way markets a pattern board can follow, per kind. */
export const PATTERN_MARKETS: Record<GameKind, string[]> = {
  [GameKind.Powerball]: ['power_oe', 'power_uo', 'sum_oe', 'sum_uo'],
  [GameKind.Ladder]: ['start', 'lines', 'finish'],
  [GameKind.Keno]: ['sum_oe', 'sum_uo'],
};

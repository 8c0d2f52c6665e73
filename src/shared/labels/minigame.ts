import { findGame, type GameKind } from '../minigame/games';
import type { Translate } from './translate';

/**
 * Minigames as the member play page names them (§3 bet types): the game by its kind and key
 * ("Powerball PWBALL"), a market and pick in words ("Power ball odd/even · Odd"), a round by its
 * number within its site day. The office, the member front and the server's CSV exports all
 * read them from here.
 */

/** A game's name: its kind in words and its key (pwball → 파워볼 PWBALL); a key we do not run shows as itself. */
export const minigameName = (
  t: Translate,
  key: string,
  kind: GameKind | string | undefined = findGame(key)?.kind,
): string => (kind ? `${t(`front.minigame.kind.${kind}`)} ${key.toUpperCase()}` : key.toUpperCase());

export const marketName = (t: Translate, market: string): string => t(`front.minigame.market.${market}`, { _: market });

/** An exact power-ball number is the digit itself; every other pick has words. */
export const pickName = (t: Translate, market: string, pick: string): string =>
  market === 'power_number' ? pick : t(`front.minigame.pick.${pick}`, { _: pick });

/** "Power ball odd/even · Odd", as the member's bet history shows a minigame pick. */
export const marketPickName = (t: Translate, market: string, pick: string): string =>
  `${marketName(t, market)} · ${pickName(t, market, pick)}`;

export interface RoundRef {
  gameKey: string;
  /** The site day, YYYY-MM-DD. */
  day: string;
  no: number;
}

// The scheduler's round key: `<game>-<yyyymmdd>-<number, 4 digits>` (modules/minigame/roundClock.ts).
const ROUND_KEY = /^([a-z0-9]+)-(\d{4})(\d{2})(\d{2})-(\d+)$/;

export function parseRoundKey(roundKey: string): RoundRef | null {
  const m = ROUND_KEY.exec(roundKey);
  return m ? { gameKey: m[1]!, day: `${m[2]}-${m[3]}-${m[4]}`, no: Number(m[5]) } : null;
}

/** "Round 123 of 2026-11-26" ("2026-11-26 123회차"); a round id of another kind (a vendor's) as it is. */
export function roundName(t: Translate, roundKey: string): string {
  const round = parseRoundKey(roundKey);
  return round ? t('front.minigame.roundOfDay', { no: round.no, day: round.day }) : roundKey;
}

import type { BetLeg, BetRow } from '../../../shared/api/bets';
import { isVendorGroup } from '../../../shared/bets/vendorSlips';
import {
  legPickName,
  slipGameName,
  slipOddsText,
  slipRoundName,
  type SlipRef,
  type Translate,
} from '../../../shared/labels';
import type { Language } from '../../../shared/locales';

/**
 * A member's slip in words, by the labels the office and the CSV exports use (src/shared/labels):
 * the §3 row names its product group `gameCategory`.
 */
const slipRef = (row: BetRow): SlipRef => ({
  gameGroup: row.gameCategory,
  gameCode: row.gameCode,
  gameName: row.gameName,
  roundId: row.roundId,
  legs: row.legs,
});

export const isVendorSlip = (row: Pick<BetRow, 'gameCategory'>): boolean => isVendorGroup(row.gameCategory);

/**
 * The game and what it was played on: "Powerball PWBALL · Round 42 of 2026-11-26", "Basketball ·
 * Lakers vs Celtics", a combo by its folds; a vendor game by its name (its round id is in the detail).
 */
export function slipTitle(t: Translate, row: BetRow, language: Language): string {
  const ref = slipRef(row);
  const round = isVendorSlip(row) ? '' : slipRoundName(t, ref, language);
  return round ? `${slipGameName(t, ref)} · ${round}` : slipGameName(t, ref);
}

/** The game alone, as the slip's detail names it beside its round. */
export const slipGame = (t: Translate, row: BetRow): string => slipGameName(t, slipRef(row));

/** The round as the slip's detail names it (a vendor's round id as sent). */
export const slipRound = (t: Translate, row: BetRow, language: Language): string =>
  slipRoundName(t, slipRef(row), language) || '-';

/** One leg's pick in words: a market and pick, a sports line and team, a vendor's bet. */
export const legWords = (
  t: Translate,
  row: BetRow,
  leg: Pick<BetLeg, 'market' | 'pick' | 'line' | 'sports'>,
  language: Language,
) => legPickName(t, row.gameCategory, leg, language);

/**
 * The picks of a slip, one line each: a combo's legs; a vendor round's bets once each (a baccarat
 * hand's banker and tie), as a slip of one leg has one.
 */
export function slipPicks(t: Translate, row: BetRow, language: Language): string[] {
  const legs = row.legs.length > 0 ? row.legs : [{ market: row.market, pick: row.pick, line: null }];
  const words = legs.map((leg) => legWords(t, row, leg, language));
  return isVendorSlip(row) ? [[...new Set(words)].join(', ')] : words;
}

/** The slip's odds, or "—" for a vendor game, whose odds are not ours. */
export const slipOdds = (row: BetRow): string => slipOddsText(slipRef(row), row.odds);

import { DEFAULT_LANGUAGE, type Language } from '../locales';
import { ODDS_SCALE } from '../bets/slip';
import { sportNameKey, type SportKey } from '../sports/sports';
import { marketNameKey, pickNameKey, type MarketType, type SportsPick } from '../sports/markets';
import type { Translate } from './translate';

/**
 * The sportsbook in words, by its own names (`front.sports.*`, one text for both fronts): a sport,
 * a market with its line ("Handicap -1.5"), a pick naming its team ("Away (Chelsea)"), a slip as
 * its sport or its combo ("Soccer · 3-fold"). The office screens, the bet grid and the bet CSV
 * export read them from here. Lines are × 100 on the wire.
 */

/** A name in the reader's language, Korean where a language is missing. */
export const localName = (names: Partial<Record<Language, string>> | null | undefined, language: Language): string =>
  names ? (names[language] ?? names[DEFAULT_LANGUAGE] ?? '') : '';

/** A line × 100: a handicap signed (+0.5, -1.25, 0), a total plain (2.5). */
function formatLine(x100: number | null | undefined, signed = false): string {
  if (x100 == null) return '';
  const text = String(x100 / ODDS_SCALE);
  return signed && x100 > 0 ? `+${text}` : text;
}

export const sportName = (t: Translate, sport: string): string => t(sportNameKey(sport as SportKey), { _: sport });

/** A market in words: its name and, where it has one, the line ("Handicap -1.5", "Under/Over 2.5"). */
export function sportsMarketName(t: Translate, type: string, line: number | null | undefined): string {
  const name = t(marketNameKey(type as MarketType), { _: type });
  return line == null ? name : `${name} ${formatLine(line, type === 'handicap')}`;
}

/** A pick in words; home and away also name the team. */
export function sportsPickName(t: Translate, pick: string, teams?: { home: string; away: string }): string {
  const name = t(pickNameKey(pick as SportsPick), { _: pick });
  const team = pick === 'home' ? teams?.home : pick === 'away' ? teams?.away : undefined;
  return team ? `${name} (${team})` : name;
}

/** What the labels read of a sports leg: its market and pick, and its fixture where the record carries it. */
export interface SportsLegRef {
  market: string;
  pick: string;
  line?: number | null;
  sports?:
    { sport: string; home: Partial<Record<Language, string>>; away: Partial<Record<Language, string>> } | undefined;
}

/** "Handicap -1.5 · Away (Chelsea)": the leg's market with its line, its pick with the team. */
export function sportsLegName(t: Translate, leg: SportsLegRef, language: Language): string {
  const fixture = leg.sports;
  const teams = fixture
    ? { home: localName(fixture.home, language), away: localName(fixture.away, language) }
    : undefined;
  return `${sportsMarketName(t, leg.market, leg.line)} · ${sportsPickName(t, leg.pick, teams)}`;
}

/**
 * A sports slip's game: a single by its sport (the slip's game code), a combo by its folds and,
 * when every leg is of one sport, that sport ("Soccer · 3-fold").
 */
export function sportsSlipName(t: Translate, gameCode: string, legs: readonly SportsLegRef[] | undefined): string {
  const count = legs?.length ?? 0;
  if (count <= 1 && gameCode !== 'combo') return sportName(t, gameCode);
  if (count === 0) return t('office.gameGroup.sports');
  const sports = new Set(legs?.map((l) => l.sports?.sport));
  const [sport] = sports;
  const folds = t('office.sports.folds', { count });
  return sports.size === 1 && sport ? `${sportName(t, sport)} · ${folds}` : folds;
}

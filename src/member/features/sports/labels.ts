import type { TFunction } from 'i18next';
import type { LocalizedNames, SportsIncident } from '../../../shared/api/sports';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../shared/locales';
import {
  MARKET_TYPES,
  marketNameKey,
  pickNameKey,
  type MarketType,
  type SportsPick,
} from '../../../shared/sports/markets';
import { sportNameKey, type SportKey } from '../../../shared/sports/sports';

/** A league's or team's name in the reader's language (the feed gives all six). */
export function localName(names: LocalizedNames, language: string): string {
  const lang = (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : DEFAULT_LANGUAGE;
  return names[lang] || names.en || names.ko;
}

export const sportLabel = (t: TFunction, sport: SportKey): string => t(sportNameKey(sport));

/** A line × 100 as the member reads it: handicaps signed (+1.5, -0.25, 0), totals plain (2.5). */
export function lineLabel(type: MarketType, line: number | null): string {
  if (line === null) return '';
  const text = String(Math.abs(line) / 100);
  if (type !== 'handicap') return text;
  return line > 0 ? `+${text}` : line < 0 ? `-${text}` : '0';
}

/** A market's name, with its line where it has one (Handicap -1.5, Under/Over 2.5). */
export function marketLabel(t: TFunction, type: MarketType, line: number | null): string {
  const name = t(marketNameKey(type));
  return MARKET_TYPES[type].line ? `${name} ${lineLabel(type, line)}` : name;
}

/**
 * A pick's name: the team for a side of a winner or handicap market (given the teams) (the away side's handicap is
 * the home line reversed), over/under with the total, the word itself for the rest.
 */
export function pickLabel(
  t: TFunction,
  type: MarketType,
  pick: SportsPick,
  line: number | null,
  teams?: { home: string; away: string },
): string {
  if (type === 'handicap' && line !== null) {
    const side = pick === 'home' ? (teams?.home ?? t(pickNameKey(pick))) : (teams?.away ?? t(pickNameKey(pick)));
    return `${side} ${lineLabel(type, pick === 'home' ? line : -line)}`;
  }
  if (type === 'total') return `${t(pickNameKey(pick))} ${lineLabel(type, line)}`;
  if ((type === '1x2' || type === '12') && teams && pick !== 'draw') return pick === 'home' ? teams.home : teams.away;
  return t(pickNameKey(pick));
}

/** A market's prices in the order its type names its picks (home, draw, away; over, under …), whatever order they came in. */
export function orderedOdds<O extends { pick: SportsPick }>(type: MarketType, odds: readonly O[]): O[] {
  const order = MARKET_TYPES[type].picks as readonly string[];
  return [...odds].sort((a, b) => order.indexOf(a.pick) - order.indexOf(b.pick));
}

/** A period of play in words (1H → 1st half, S2 → Set 2); a period the site has no words for shows as the feed names it. */
export const periodLabel = (t: TFunction, period: string): string =>
  t(`front.sports.live.period.${period}`, { defaultValue: period });

/** An incident of the match tracker in words: a goal, a card, a period that began or ended. */
export const incidentLabel = (t: TFunction, incident: Pick<SportsIncident, 'kind' | 'period'>): string =>
  t(`front.sports.live.incident.${incident.kind}`, {
    period: incident.period ? periodLabel(t, incident.period) : '',
  });

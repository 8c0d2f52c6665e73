import { Chip } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { LocalizedNames } from '../../shared/api/sports';
import type { Language } from '../../shared/locales';
import { ODDS_SCALE } from '../../shared/bets/slip';
import { FIXTURE_STATES, SPORT_KEYS, sportNameKey, type SportKey } from '../../shared/sports/sports';
import { localName, sportsMarketName, sportsPickName } from '../../shared/labels/sports';

/**
 * Sports in the office's words (docs/domains/sportsbook.md#office): league and team names in the
 * office language, sports, markets and picks by the sportsbook's own names (shared with the bet
 * grid and its CSV: src/shared/labels/sports.ts), odds as 1.85 and lines as +0.5 / 2.25.
 * Wire values are decimal × 100.
 */

/** Odds × 100 as the decimal staff read: 185 -> 1.85. */
export const formatOdds = (x100: number | null | undefined): string =>
  x100 == null ? '-' : (x100 / ODDS_SCALE).toFixed(2);

/** Decimal odds typed by staff (1.85) as the wire's × 100, or null when not a number. */
export const parseOdds = (text: string): number | null => {
  const value = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? Math.round(value * ODDS_SCALE) : null;
};

/** The name in the office language, Korean where a language is missing. */
export function useNameOf() {
  const [locale] = useLocaleState();
  return (names: LocalizedNames | null | undefined): string => localName(names, locale as Language);
}

export const sportChoices = SPORT_KEYS.map((id) => ({ id, name: sportNameKey(id) }));
export const fixtureStateChoices = FIXTURE_STATES.map((id) => ({ id, name: `office.sports.fixtureState.${id}` }));

/** A market in words: its name and, where it has one, the line ("Handicap -1.5", "Under/Over 2.5"). */
export function useMarketName() {
  const translate = useTranslate();
  return (type: string, line: number | null | undefined): string => sportsMarketName(translate, type, line);
}

/** A pick in words; home and away also name the team. */
export function usePickName() {
  const translate = useTranslate();
  return (pick: string, teams?: { home: string; away: string }): string => sportsPickName(translate, pick, teams);
}

/** A record's sport as a chip, in the office language. */
export function SportField({ source = 'sport' }: { source?: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext<Record<string, unknown>>();
  const translate = useTranslate();
  const sport = record?.[source] as SportKey | undefined;
  return sport ? <Chip size="small" label={translate(sportNameKey(sport))} /> : null;
}

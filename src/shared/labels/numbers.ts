import { toBcp47, type Language } from '../locales';

/**
 * Numbers and times for an operator: whole won with the language's grouping, basis points as a
 * percentage (DESIGN: rates are integer basis points, 150 = 1.50%), odds x 100 as decimals, and
 * instants in site time (config SITE_TZ_OFFSET_MINUTES), never the reader's browser zone.
 */

export const moneyText = (won: number, language: Language): string =>
  new Intl.NumberFormat(toBcp47(language), { maximumFractionDigits: 0 }).format(won);

/** 150 → "1.50%": integer arithmetic, so 1 bp never prints as 0.01000000001%. */
export function percentText(bp: number): string {
  const sign = bp < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(bp));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}%`;
}

export const oddsText = (x100: number): string => (x100 / 100).toFixed(2);

const MINUTE_MS = 60_000;

/** The instant as the site's wall clock reads it, shifted so that formatting in UTC shows site time. */
const siteClock = (iso: string | Date, tzOffsetMinutes: number): Date | null => {
  const ms = (iso instanceof Date ? iso : new Date(iso)).getTime();
  return Number.isNaN(ms) ? null : new Date(ms + tzOffsetMinutes * MINUTE_MS);
};

/** "2026. 11. 26. 오후 4:05:03" / "11/26/26, 4:05:03 PM": a time in site time, in the language's style. */
export function siteDateTimeText(iso: string | Date, tzOffsetMinutes: number, language: Language): string {
  const clock = siteClock(iso, tzOffsetMinutes);
  return clock
    ? new Intl.DateTimeFormat(toBcp47(language), { dateStyle: 'short', timeStyle: 'medium', timeZone: 'UTC' }).format(
        clock,
      )
    : '';
}

/** "2026-11-26 16:05:03" in site time: the sortable form a spreadsheet reads as a date. */
export function siteTimestamp(iso: string | Date, tzOffsetMinutes: number): string {
  const clock = siteClock(iso, tzOffsetMinutes);
  return clock ? clock.toISOString().slice(0, 19).replace('T', ' ') : '';
}

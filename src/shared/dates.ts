import { z } from 'zod';

/**
 * Date filters and business days in site time (config SITE_TZ_OFFSET_MINUTES, +540 for Korea).
 * §5: a date filter lacking a time gets 00:00:00 (start) and 23:59:59 (end).
 */
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export type DateEdge = 'start' | 'end';

/** '2026-11-21' → '2026-11-21 00:00:00' (start) or '2026-11-21 23:59:59' (end); a value with a time is kept. */
export function withDayBounds(value: string, edge: DateEdge): string {
  if (!DAY_ONLY.test(value)) return value;
  return `${value} ${edge === 'start' ? '00:00:00' : '23:59:59'}`;
}

/**
 * The instant a filter value names: a local date-time is read in site time, an explicit offset as
 * given. A day-only end covers the whole last second (23:59:59.999) so no row of that day is lost.
 * Null for anything that is not a real calendar date.
 */
export function parseDateParam(value: string, edge: DateEdge, tzOffsetMinutes: number): Date | null {
  const m = DATE_TIME.exec(withDayBounds(value, edge));
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', frac, zone] = m;
  const millis = frac ? Number(frac.padEnd(3, '0')) : DAY_ONLY.test(value) && edge === 'end' ? 999 : 0;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), millis);
  const check = new Date(utc);
  if (
    check.getUTCFullYear() !== Number(y) ||
    check.getUTCMonth() !== Number(mo) - 1 ||
    check.getUTCDate() !== Number(d)
  )
    return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  return new Date(utc - zoneOffsetMinutes(zone, tzOffsetMinutes) * MINUTE_MS);
}

function zoneOffsetMinutes(zone: string | undefined, siteOffset: number): number {
  if (!zone) return siteOffset;
  if (zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
}

/** A request field holding a date filter: empty means no filter; anything else must be a real date. */
export const DateParam = z
  .string()
  .max(35)
  .refine((v) => v === '' || parseDateParam(v, 'start', 0) !== null, 'invalid date')
  .optional()
  .transform((v) => v || undefined);

export interface InstantRange {
  from?: Date;
  to?: Date;
}

/** §5 startDate / endDate of a list call as instants, both inclusive. */
export function dateRange(
  startDate: string | undefined,
  endDate: string | undefined,
  tzOffsetMinutes: number,
): InstantRange {
  return {
    from: (startDate && parseDateParam(startDate, 'start', tzOffsetMinutes)) || undefined,
    to: (endDate && parseDateParam(endDate, 'end', tzOffsetMinutes)) || undefined,
  };
}

/** The business day (YYYY-MM-DD, site time) that contains `now`. */
export function siteDay(now: Date, tzOffsetMinutes: number): string {
  return new Date(now.getTime() + tzOffsetMinutes * MINUTE_MS).toISOString().slice(0, 10);
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a site day starts. */
export function siteDayStart(day: string, tzOffsetMinutes: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - tzOffsetMinutes * MINUTE_MS);
}

/** The Monday that starts the site week holding a YYYY-MM-DD site day (a Korean site's week runs Monday to Sunday). */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

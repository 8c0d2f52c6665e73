import { sql, type RawBuilder } from 'kysely';
import { addDays, dateRange, siteDay, siteDayStart, type InstantRange } from '../../shared/dates';
import type { AppDeps } from '../deps';

/** §5 date filters of an office list, in site time. */
export const filterRange = (
  deps: Pick<AppDeps, 'config'>,
  filter: { dateFrom?: string; dateTo?: string },
): InstantRange => dateRange(filter.dateFrom, filter.dateTo, deps.config.SITE_TZ_OFFSET_MINUTES);

export interface DaySpan {
  days: string[];
  from: Date;
  /** Exclusive end: the start of the day after the last. */
  to: Date;
}

const MAX_DAYS = 366;

/** Site days of a report: the filter's days, or the last `fallbackDays` ending today. */
export function daySpan(
  deps: Pick<AppDeps, 'config' | 'clock'>,
  filter: { dateFrom?: string; dateTo?: string },
  fallbackDays = 7,
): DaySpan {
  const tz = deps.config.SITE_TZ_OFFSET_MINUTES;
  const today = siteDay(deps.clock.now(), tz);
  const range = filterRange(deps, filter);
  const last = range.to ? siteDay(range.to, tz) : today;
  let first = range.from ? siteDay(range.from, tz) : addDays(last, -(fallbackDays - 1));
  if (first > last) first = last;
  if (Date.parse(last) - Date.parse(first) > MAX_DAYS * 86_400_000) first = addDays(last, -(MAX_DAYS - 1));
  const days: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) days.push(d);
  return { days, from: siteDayStart(first, tz), to: siteDayStart(addDays(last, 1), tz) };
}

export const iso = (value: Date | string | null | undefined): string | null =>
  value == null ? null : new Date(value).toISOString();

/** The site day (`YYYY-MM-DD`) of a timestamp column in SQL: what a report groups a day's figures by. */
export const siteDaySql = (column: string, tzOffsetMinutes: number): RawBuilder<string> =>
  sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + ${tzOffsetMinutes} * interval '1 minute', 'YYYY-MM-DD')`;

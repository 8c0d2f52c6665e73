import { addDays, siteDay, siteDayStart } from '../dates';

/** RTS 12 limit kinds: money in won, 'session' in minutes signed in. */
export const LIMIT_KINDS = ['deposit', 'loss', 'stake', 'session'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** RTS 12: a raise or a removal waits this long; a lowering applies at once. */
export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;

/** Cool-off lengths offered, and the self-exclusion range (180 days to 5 years). */
export const COOLOFF_DAYS = [1, 7, 30] as const;
export const SELF_EXCLUSION_MIN_DAYS = 180;
export const SELF_EXCLUSION_MAX_DAYS = 5 * 365 + 1;

export interface PeriodWindow {
  from: Date;
  /** The instant the period resets (exclusive end). */
  to: Date;
}

/**
 * The period that contains `now`, in site time: the site day, the site week from Monday, or the
 * calendar month of the site day. Both fronts show `to` as "resets at".
 */
export function periodWindow(period: LimitPeriod, now: Date, tzOffsetMinutes: number): PeriodWindow {
  const day = siteDay(now, tzOffsetMinutes);
  let first = day;
  let next = addDays(day, 1);
  if (period === 'week') {
    const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
    first = addDays(day, -weekday);
    next = addDays(first, 7);
  } else if (period === 'month') {
    first = `${day.slice(0, 8)}01`;
    const [y, m] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
    next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  }
  return { from: siteDayStart(first, tzOffsetMinutes), to: siteDayStart(next, tzOffsetMinutes) };
}

/** An instant as site time 'YYYY-MM-DD HH:mm', the way refusals name a reset or an exclusion's end. */
export function siteTimeText(at: Date, tzOffsetMinutes: number): string {
  return new Date(at.getTime() + tzOffsetMinutes * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

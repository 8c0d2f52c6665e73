/** §5 period buttons of the history lists. */
export const PERIODS = ['yesterday', 'today', 'week', 'days15', 'month', 'months3'] as const;
export type Period = (typeof PERIODS)[number];

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** A local wall-clock time with the browser's own offset, so the server reads the member's days, not its own. */
function withOffset(d: Date, time: string): string {
  const offset = -d.getTimezoneOffset();
  const zone = `${offset < 0 ? '-' : '+'}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${time}${zone}`;
}

/**
 * The startDate / endDate of a period: whole days, §5 00:00:00 to 23:59:59, in the member's time
 * zone (a day-only value would be read in site time, which can be another day than the member's).
 */
export function periodRange(period: Period, now: Date = new Date()): { startDate: string; endDate: string } {
  const start = new Date(now);
  const end = new Date(now);
  if (period === 'yesterday') {
    start.setDate(start.getDate() - 1);
    end.setDate(end.getDate() - 1);
  } else if (period === 'week') start.setDate(start.getDate() - 7);
  else if (period === 'days15') start.setDate(start.getDate() - 15);
  else if (period === 'month') start.setMonth(start.getMonth() - 1);
  else if (period === 'months3') start.setMonth(start.getMonth() - 3);
  return { startDate: withOffset(start, '00:00:00'), endDate: withOffset(end, '23:59:59') };
}

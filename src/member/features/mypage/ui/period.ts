/** §5 period buttons of the history lists. */
export const PERIODS = ['yesterday', 'today', 'week', 'days15', 'month', 'months3'] as const;
export type Period = (typeof PERIODS)[number];

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * The days a period covers, as startDate / endDate of a list call. Days only: §5 says a date
 * without a time is read from 00:00:00 to 23:59:59, and the server does that in site time.
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
  return { startDate: day(start), endDate: day(end) };
}

import type { CsvBytes } from './csvBytes';

const DAY_MS = 86_400_000;
const COLON = 0x3a;

/**
 * Writes `2026-11-26 16:05:09` in site time for a time as epoch milliseconds, the form a
 * spreadsheet reads as a date (the same text as `toISOString` in site time, to the second). A CSV
 * export writes one or two per row: each day's `YYYY-MM-DD ` is made once per export (a Date per
 * day, not per cell) and the clock is written as digits, so a million rows allocate no Date and
 * no string for their times.
 */
export function siteTimes(tzOffsetMinutes: number): (ms: number, out: CsvBytes) => void {
  const days = new Map<number, string>();
  const offset = tzOffsetMinutes * 60_000;
  return (ms, out) => {
    const at = ms + offset;
    const day = Math.floor(at / DAY_MS);
    let date = days.get(day);
    if (date === undefined) days.set(day, (date = `${new Date(day * DAY_MS).toISOString().slice(0, 10)} `));
    const seconds = Math.floor((at - day * DAY_MS) / 1000);
    out.text(date);
    out.twoDigits(Math.floor(seconds / 3600));
    out.byte(COLON);
    out.twoDigits(Math.floor(seconds / 60) % 60);
    out.byte(COLON);
    out.twoDigits(seconds % 60);
  };
}

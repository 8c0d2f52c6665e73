const DAY_MS = 86_400_000;
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));

/**
 * `2026-11-26 16:05:09` in site time for a time as epoch milliseconds, the form a spreadsheet
 * reads as a date (the same text as `toISOString` in site time, to the second). A CSV export
 * writes one or two per row: each day's `YYYY-MM-DD ` is made once per export (a Date per day,
 * not per cell) and the clock is read from a table, so a million rows allocate no Date at all.
 */
export function siteTimes(tzOffsetMinutes: number): (ms: number) => string {
  const days = new Map<number, string>();
  const offset = tzOffsetMinutes * 60_000;
  return (ms) => {
    const at = ms + offset;
    const day = Math.floor(at / DAY_MS);
    let date = days.get(day);
    if (date === undefined) days.set(day, (date = `${new Date(day * DAY_MS).toISOString().slice(0, 10)} `));
    const seconds = Math.floor((at - day * DAY_MS) / 1000);
    return `${date}${TWO_DIGITS[Math.floor(seconds / 3600)]}:${TWO_DIGITS[Math.floor(seconds / 60) % 60]}:${TWO_DIGITS[seconds % 60]}`;
  };
}

const HOUR_MS = 3_600_000;

/** The start of the site-time hour holding `at` (as report_site_hour does in SQL). */
export const siteHourStart = (at: Date, tzOffsetMinutes: number): Date => {
  const offset = tzOffsetMinutes * 60_000;
  return new Date(Math.floor((at.getTime() + offset) / HOUR_MS) * HOUR_MS - offset);
};

/** The first site-hour start at or after `at`. */
export const siteHourCeil = (at: Date, tzOffsetMinutes: number): Date => {
  const start = siteHourStart(at, tzOffsetMinutes);
  return start.getTime() === at.getTime() ? start : new Date(start.getTime() + HOUR_MS);
};

export const addHours = (at: Date, hours: number): Date => new Date(at.getTime() + hours * HOUR_MS);

import type { SportKey } from './sports';

/**
 * How a match in play reads on every page (docs/domains/sportsbook.md#in-play), the member's and
 * the office's alike.
 *
 * Sports played to a score, not a clock (innings, sets): the feed's clock there is only the time
 * played, which nobody reads, so their pages show the period alone.
 */
const UNTIMED: ReadonlySet<SportKey> = new Set(['baseball', 'volleyball', 'badminton', 'tennis']);

export const showsClock = (sport: SportKey): boolean => !UNTIMED.has(sport);

/** Match seconds as the pages show them: 52:05 (minutes past the hour stay minutes: 95:00). */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

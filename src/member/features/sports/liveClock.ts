import type { SportsLiveState } from '../../../shared/api/sports';
import type { SportKey } from '../../../shared/sports/sports';

/**
 * Sports played to a score, not a clock (innings, sets): the feed's clock there is only the time
 * played, which a member does not read, so their pages show the period alone.
 */
const UNTIMED: ReadonlySet<SportKey> = new Set(['baseball', 'volleyball', 'badminton', 'tennis']);

export const showsClock = (sport: SportKey): boolean => !UNTIMED.has(sport);

/**
 * The longest a running clock is run on past the feed's last word: a silent feed's markets are
 * suspended (docs/domains/sportsbook.md#silence), and its clock should not run on for ever either.
 */
const RUN_ON_MAX_S = 60;

/** The match clock now in seconds: the feed's `clockS`, run on from `seenAt` while the clock runs. */
export function clockNow(
  live: Pick<SportsLiveState, 'clockS' | 'clockRunning' | 'seenAt'>,
  nowMs: number,
): number | null {
  if (live.clockS === null) return null;
  if (!live.clockRunning || !live.seenAt) return live.clockS;
  const ranS = Math.floor((nowMs - Date.parse(live.seenAt)) / 1000);
  return live.clockS + Math.min(RUN_ON_MAX_S, Math.max(0, ranS));
}

/** Match seconds as the board shows them: 52:05 (minutes past the hour stay minutes: 95:00). */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

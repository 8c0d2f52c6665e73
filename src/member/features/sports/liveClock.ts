import type { SportsLiveState } from '../../../shared/api/sports';

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

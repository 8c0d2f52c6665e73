import { z } from 'zod';
import { SportKeySchema } from '../../sports/sports';
import { LocalizedNames } from '../sports';
import { listBody } from './common';

/**
 * The live monitor (docs/domains/sportsbook.md#live-monitor), staff of the games area:
 *
 *   /api/admin/sportsLiveMonitor/list   the fixtures in play, with score, clock, bet stop, the
 *                                       feed's silence and the house's risk on each
 */

const Won = z.number().int();

export const SportsLiveMonitorList = listBody(z.object({ sport: SportKeySchema.optional() }));

/** A fixture in play. */
export const SportsLiveMonitorRecord = z.object({
  /** The fixture's id. */
  id: z.number().int(),
  sport: SportKeySchema,
  league: LocalizedNames,
  home: LocalizedNames,
  away: LocalizedNames,
  startsAt: z.string(),
  /** The feed's last word: period, clock (seconds, running or not) and score. */
  period: z.string().nullable(),
  clockS: z.number().int().nullable(),
  clockRunning: z.boolean(),
  scoreHome: z.number().int().nullable(),
  scoreAway: z.number().int().nullable(),
  /** A bet stop is in force. */
  stopped: z.boolean(),
  /** Seconds since its source last spoke of it (null: never). */
  silentS: z.number().int().nullable(),
  marketsOpen: z.number().int(),
  marketsSuspended: z.number().int(),
  /** Accepted slips still open on it: count, stake, and the worst market's liability. */
  slips: z.number().int(),
  stake: Won,
  liability: Won,
  /** Slips waiting out their bet delay. */
  pendingSlips: z.number().int(),
  pendingStake: Won,
});
export type SportsLiveMonitorRecord = z.infer<typeof SportsLiveMonitorRecord>;

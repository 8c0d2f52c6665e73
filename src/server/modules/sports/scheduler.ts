import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import type { Job } from '../../jobs';
import { AdvisoryLock } from '../../db/advisoryLocks';
import { decideDueSlips } from './acceptance';

/**
 * The sportsbook's scheduled work that app.ts runs: slips in their bet delay in play decided every
 * second, on one node at a time (leader lock; docs/domains/sportsbook.md#bet-delay-in-play).
 */
export function sportsAcceptanceJob(deps: AppDeps, log: FastifyBaseLogger): Job {
  return {
    name: 'sportsAcceptance',
    everyMs: 1_000,
    lockKey: AdvisoryLock.sportsAcceptance,
    async run() {
      await decideDueSlips(deps, log);
    },
  };
}

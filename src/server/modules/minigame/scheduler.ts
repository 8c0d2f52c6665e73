import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import type { Job } from '../../jobs';
import { prepareMinigames, tick } from './engine';
import { AdvisoryLock } from '../../db/advisoryLocks';

const TICK_MS = 1_000;

/**
 * The round engine, on the one node that leads: every node with SCHEDULER on tries each second,
 * so when the leader stops or dies another takes over within a second.
 */
export function minigameJob(deps: AppDeps, log: FastifyBaseLogger): Job {
  return {
    name: 'minigame',
    everyMs: TICK_MS,
    lockKey: AdvisoryLock.minigameScheduler,
    prepare: () => prepareMinigames(deps),
    async run() {
      const report = await tick(deps);
      // One line per pass that did something: operators (and the two-node test) see who drew what.
      if (report.drawn.length || report.voided.length)
        log.info({ drawn: report.drawn, voided: report.voided }, 'minigame rounds drawn');
    },
  };
}

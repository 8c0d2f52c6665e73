import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import type { Job } from '../../jobs';
import { AdvisoryLock } from '../../db/advisoryLocks';
import { siteIds } from '../settlements/repo';
import { reviewSite } from './review';

const EVERY_MS = 10 * 60_000;

/**
 * The daily level review of every site (docs/domains/member-levels.md#the-daily-review), on one node
 * at a time. It passes every ten minutes; a site's review runs once a site day (its row says so),
 * so a node that takes over, or a day's first pass after a restart, still runs it.
 */
export function memberLevelsJob(deps: AppDeps, log: FastifyBaseLogger): Job {
  return {
    name: 'member levels',
    everyMs: EVERY_MS,
    lockKey: AdvisoryLock.memberLevels,
    async run() {
      for (const siteId of await siteIds(deps.db)) {
        const summary = await reviewSite(deps, siteId);
        if (summary) log.info(summary, 'member levels reviewed');
      }
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import type { Job } from '../../jobs';
import { siteIds } from '../settlements/repo';
import { detectSite } from './detector';
import { AdvisoryLock } from '../../db/advisoryLocks';

const EVERY_MS = 15 * 60_000;

/** The integrity pass over every site, on one node at a time (it reads a lot and writes little). */
export function integrityJob(deps: AppDeps, log: FastifyBaseLogger): Job {
  return {
    name: 'integrity',
    everyMs: EVERY_MS,
    lockKey: AdvisoryLock.integrity,
    async run() {
      for (const siteId of await siteIds(deps.db)) {
        const result = await detectSite(deps, siteId);
        if (result.flagged) log.info({ siteId, ...result }, 'integrity flags refreshed');
      }
    },
  };
}

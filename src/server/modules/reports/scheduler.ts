import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import type { Job } from '../../jobs';
import { AdvisoryLock } from '../../db/advisoryLocks';
import { siteIds } from '../settlements/repo';
import { rollUpSite, type RollUpPass } from '../rollups/rollUp';

const EVERY_MS = 5 * 60_000;

/** One roll-up pass of every site (docs/domains/reports.md#roll-ups). */
export async function rollUpReports(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>): Promise<RollUpPass[]> {
  const passes: RollUpPass[] = [];
  for (const siteId of await siteIds(deps.db))
    passes.push(await rollUpSite(deps.db, siteId, deps.config.SITE_TZ_OFFSET_MINUTES, deps.clock.now()));
  return passes;
}

/**
 * §9 report data collected hourly, one hour late, on one node at a time. Every five minutes: the
 * hours due, the touched ones and the last pass's confirmation, so a touched hour is read raw for
 * at most a pass and a new one is confirmed the pass after it was rolled up.
 */
export function reportRollupJob(deps: AppDeps, log: FastifyBaseLogger): Job {
  return {
    name: 'report roll-ups',
    everyMs: EVERY_MS,
    lockKey: AdvisoryLock.reportRollups,
    async run() {
      const passes = await rollUpReports(deps);
      const added = passes.reduce((n, p) => n + p.added, 0);
      const again = passes.reduce((n, p) => n + p.again, 0);
      if (added || again) log.info({ added, again }, 'report hours rolled up');
    },
  };
}

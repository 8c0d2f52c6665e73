import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps';
import { AdvisoryLock } from '../db/advisoryLocks';
import { ensureMonthPartitions } from '../db/monthPartitions';
import type { Job } from './runner';

const EVERY_MS = 60 * 60_000;

/**
 * Month partitions made ahead and the default partitions emptied (docs/adr/0016-monthly-partitions.md),
 * hourly on one node: start-up made this month's and the next, so this pass matters to a node that
 * runs past a month's end, and to rows a default partition took.
 */
export function monthPartitionsJob(deps: Pick<AppDeps, 'database' | 'clock'>, log: FastifyBaseLogger): Job {
  return {
    name: 'month partitions',
    everyMs: EVERY_MS,
    lockKey: AdvisoryLock.monthPartitions,
    async run() {
      const conn = await deps.database.scriptConnection();
      try {
        const made = await ensureMonthPartitions(conn, deps.clock.now());
        if (made.length) log.info({ made }, 'month partitions made');
      } finally {
        conn.release();
      }
    },
  };
}

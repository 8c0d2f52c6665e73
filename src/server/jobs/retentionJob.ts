import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { SiteOptionsSchema } from '../../shared/api/site';
import { archiveDir } from '../config';
import type { AppDeps } from '../deps';
import { AdvisoryLock } from '../db/advisoryLocks';
import { archiveMonths, type MonthArchiveHook } from '../db/archive/monthArchives';
import { MONTHLY_TABLES } from '../db/monthPartitions';
import type { DB } from '../db/schema';
import { slipsArchive } from '../modules/bets/archivedSlips';
import { ledgerEntriesArchive } from '../modules/ledger/archivedBalances';
import type { Job } from './runner';

const EVERY_MS = 60 * 60_000;

/** What must outlive a table's archived rows, by table. */
const HOOKS: Readonly<Record<string, MonthArchiveHook>> = { ledger_entries: ledgerEntriesArchive, bets: slipsArchive };

/**
 * The first month kept (docs/operations/retention.md#how-long): the current month and the
 * `retentionMonths` before it. The tables hold every site's rows, so a month leaves only when every
 * site lets it go: the longest window wins, and one site keeping everything (0) keeps everything.
 * Null: nothing leaves.
 */
export async function keptFrom(db: Kysely<DB>, now: Date): Promise<Date | null> {
  const sites = await db.selectFrom('sites').select('options').execute();
  const windows = sites.map((s) => SiteOptionsSchema.parse(s.options).retentionMonths);
  if (windows.length === 0 || windows.includes(0)) return null;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - Math.max(...windows), 1));
}

/** Hourly on one node: the months of the monthly tables past every site's window leave for ARCHIVE_DIR. */
export function retentionJob(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, log: FastifyBaseLogger): Job {
  return {
    name: 'retention',
    everyMs: EVERY_MS,
    lockKey: AdvisoryLock.retention,
    async run() {
      const before = await keptFrom(deps.db, deps.clock.now());
      if (!before) return;
      const left = await archiveMonths(deps.db, {
        dir: archiveDir(deps.config),
        before,
        tables: MONTHLY_TABLES,
        hooks: HOOKS,
      });
      if (left.length) log.info({ left }, 'months archived');
    },
  };
}

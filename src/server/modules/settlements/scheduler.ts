import type { FastifyBaseLogger } from 'fastify';
import { REPORT_DELAY_HOURS } from '../../../shared/constants';
import { addDays, siteDay } from '../../../shared/dates';
import type { AppDeps } from '../../deps';
import type { Job } from '../../jobs';
import { systemActor } from '../audit/actor';
import { siteIds } from './repo';
import { runSettlement } from './service';
import type { SettlementRunResult } from '../../../shared/api/office/settlements';

const EVERY_MS = 10 * 60_000;

/** §9: a day is settled once it has ended and the report delay (1 hour) has passed. */
export const dueDay = (now: Date, tzOffsetMinutes: number): string =>
  addDays(siteDay(new Date(now.getTime() - REPORT_DELAY_HOURS * 3_600_000), tzOffsetMinutes), -1);

/** Settles the due day of every site; already-settled rows are skipped, so any node may run it. */
export async function settleDueDays(deps: AppDeps): Promise<SettlementRunResult[]> {
  const day = dueDay(deps.clock.now(), deps.config.SITE_TZ_OFFSET_MINUTES);
  const results: SettlementRunResult[] = [];
  for (const siteId of await siteIds(deps.db))
    results.push(await runSettlement(deps, siteId, day, systemActor(siteId, 'scheduler')));
  return results;
}

/**
 * DESIGN: scheduled work on the nodes with SCHEDULER on. Every node may run it (no leader lock): a
 * settlement row is claimed by its primary key and paid by an idempotency key, so two nodes never
 * pay one twice; each node remembers the last day it settled to skip the work until the next one is due.
 */
export function settlementJob(deps: AppDeps, log: FastifyBaseLogger): Job {
  let lastDay = '';
  return {
    name: 'settlements',
    everyMs: EVERY_MS,
    async run() {
      const day = dueDay(deps.clock.now(), deps.config.SITE_TZ_OFFSET_MINUTES);
      if (day === lastDay) return;
      try {
        const results = await settleDueDays(deps);
        lastDay = day;
        const paid = results.reduce((n, r) => n + r.paid.length, 0);
        if (paid) log.info({ day, paid }, 'partner settlements paid');
      } catch (error) {
        log.error({ err: error, day }, 'partner settlement failed');
      }
    },
  };
}

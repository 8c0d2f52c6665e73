import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import type { Job } from '../../jobs';
import { AdvisoryLock } from '../../db/advisoryLocks';
import { siteIds } from '../settlements/repo';
import { expireDue } from './expiry';
import { payLastWeek } from './payback';

const EVERY_MS = 60_000;
const PAYBACK_EVERY_MS = 10 * 60_000;

/** Bonus requirements past their time expire (docs/domains/bonuses.md#forfeit-and-expiry), on one node at a time. */
export function bonusExpiryJob(deps: AppDeps, log: FastifyBaseLogger): Job {
  return {
    name: 'bonusExpiry',
    everyMs: EVERY_MS,
    lockKey: AdvisoryLock.bonusExpiry,
    async run() {
      const expired = await expireDue(deps);
      if (expired) log.info({ expired }, 'bonus requirements expired');
    },
  };
}

/**
 * The weekly payback (docs/domains/bonuses.md#weekly-payback), on one node at a time. It passes every
 * ten minutes; a site's last ended week is paid once (its payback_runs row says so), so a node that
 * takes over, or the week's first pass after a restart, still pays it.
 */
export function paybackJob(deps: AppDeps, log: FastifyBaseLogger): Job {
  return {
    name: 'payback',
    everyMs: PAYBACK_EVERY_MS,
    lockKey: AdvisoryLock.payback,
    async run() {
      for (const siteId of await siteIds(deps.db)) {
        const summary = await payLastWeek(deps, siteId);
        if (summary) log.info({ siteId, ...summary }, 'payback paid');
      }
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import type { Job } from '../../jobs';
import { AdvisoryLock } from '../../db/advisoryLocks';
import { expireDue } from './expiry';

const EVERY_MS = 60_000;

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

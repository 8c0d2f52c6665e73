import type { FastifyBaseLogger } from 'fastify';
import type { Job } from '../../server/jobs';
import type { DemoProvider } from './context';
import { findStuckRounds } from './repo';
import { recoverRound } from './seamless';
import { AdvisoryLock } from '../../server/db/advisoryLocks';

const EVERY_MS = 5_000;
/** A round still taking stakes after this long lost a WITHDRAW answer or its node: cancel it. */
const OPEN_FOR_MS = 30_000;
/** A round with its outcome and unpaid deposits after this long: send them again. */
const SETTLING_FOR_MS = 10_000;
const BATCH = 50;

/**
 * The demo provider's retry pass, as a real RGS runs one: every PAM call it repeats carries the
 * same transaction id, so the operator applies it once whatever happened before.
 */
export function demoRecoveryJob(provider: DemoProvider, log: FastifyBaseLogger): Job {
  return {
    name: 'demo-provider-recovery',
    everyMs: EVERY_MS,
    lockKey: AdvisoryLock.demoRecovery,
    async run() {
      const now = provider.deps.clock.now().getTime();
      const stuck = [
        ...(await findStuckRounds(provider.deps.db, 'SETTLING', new Date(now - SETTLING_FOR_MS), BATCH)),
        ...(await findStuckRounds(provider.deps.db, 'OPEN', new Date(now - OPEN_FOR_MS), BATCH)),
      ];
      for (const round of stuck) {
        try {
          await recoverRound(provider, round.round_id);
        } catch (error) {
          log.warn({ err: error, roundId: round.round_id }, 'demo provider: round recovery failed');
        }
      }
    },
  };
}

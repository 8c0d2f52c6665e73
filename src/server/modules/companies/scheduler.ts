import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps';
import type { Job } from '../../jobs';
import { systemActor } from '../audit/actor';
import { chargeDueFees, lastEndedMonth } from './fees';

const EVERY_MS = 60 * 60_000;

/**
 * DESIGN: scheduled work on the nodes with SCHEDULER on. Each pass charges every company's last
 * ended month that has no fee yet. No leader lock: a fee is charged under the company row's lock,
 * its month row and ledger key are each unique, so two nodes never charge one twice; each node
 * remembers the month it finished to skip the work until the next month ends.
 */
export function companyFeeJob(deps: AppDeps, log: FastifyBaseLogger): Job {
  let doneMonth = '';
  return {
    name: 'company fees',
    everyMs: EVERY_MS,
    async run() {
      const month = lastEndedMonth(deps.clock.now(), deps.config.SITE_TZ_OFFSET_MINUTES);
      if (month === doneMonth) return;
      const fees = await chargeDueFees(deps, (siteId) => systemActor(siteId, 'scheduler'));
      doneMonth = month;
      if (fees.length) log.info({ month, charged: fees.length }, 'company fees charged');
    },
  };
}

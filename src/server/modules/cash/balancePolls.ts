import type { AppDeps } from '../../deps';
import { createTickBatcher } from '../../db/tickBatcher';
import { pollAmountsOf, type PollAmounts } from './repo';

/** Enough polls to fill a busy tick; more wait for the next statement. */
const MAX_BATCH = 256;

/**
 * Every signed-in member polls its balance every 5 s (§4; docs/domains/cash.md#the-balance-poll).
 * The polls that arrive in one turn of the event loop are read by one statement; each is still read
 * after it arrived, so it sees every movement committed before it was sent.
 */
export function createBalancePolls(db: AppDeps['db']) {
  return createTickBatcher<number, PollAmounts>(
    async (memberIds) => {
      const amounts = await pollAmountsOf(db, memberIds);
      return memberIds.map((id) => amounts.get(id)!);
    },
    { max: MAX_BATCH },
  );
}
export type BalancePolls = ReturnType<typeof createBalancePolls>;

import type { Transaction } from 'kysely';
import { settleSlip } from '../../../shared/bets/slip';
import type { DB } from '../../db/schema';
import { openSlipsWithLegs, recordSlipResults, type OpenSlip, type SettledSlip } from './repo';

/**
 * The settlement step every product shares: once a product has decided its legs (a minigame
 * draw, a casino round's result, a fixture's score), the open slips among `slipIds` whose legs are
 * all decided get their status and payout from the shared arithmetic (shared/bets/slip.ts), in
 * two statements whatever their number. Answers the slips it settled; the caller pays those with a
 * payout through the ledger and calls the rolling service in the same transaction. A slip with a
 * leg still open stays BET (a sports combo waits for its last fixture).
 */
export async function settleSlips(trx: Transaction<DB>, slipIds: readonly number[], now: Date): Promise<SettledSlip[]> {
  return settleReadSlips(trx, await openSlipsWithLegs(trx, slipIds), now);
}

/** settleSlips for a product that has just read its open slips with every leg (one statement). */
export async function settleReadSlips(trx: Transaction<DB>, open: readonly OpenSlip[], now: Date): Promise<SettledSlip[]> {
  const results = open.flatMap((slip) => {
    const settled = settleSlip(
      slip.stake,
      slip.outcomes.map((outcome, i) => ({ outcome, odds: slip.odds[i]! })),
    );
    return settled ? [{ id: slip.id, ...settled }] : [];
  });
  return recordSlipResults(trx, results, now);
}

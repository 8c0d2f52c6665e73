import type { BetLeg, BetProcResponse } from '../../../shared/api/bets';
import type { AppDeps } from '../../deps';
import { newSlip, type SlipCall } from './minigameSlip';
import type { SlipDbRow } from './repo';
import { toBetRow } from './view';

/** A fresh pick's only leg, as bet_legs holds it until its round settles. */
const openLeg = (p: SlipCall['picks'][number]): BetLeg => ({ legNo: 1, eventRef: null, market: p.market, pick: p.pick, odds: p.odds, line: null, outcome: 'PENDING', settledAt: null });

/**
 * The common betProc of a minigame in one statement (migrations 0830, 0832), shared with the
 * calls that arrive beside it: answers the placed slips, or undefined when the call must be judged
 * on the full path (minigameBet.ts), having changed nothing.
 */
export async function fastMinigameBets(deps: Pick<AppDeps, 'fastBets' | 'bus'>, call: SlipCall): Promise<BetProcResponse | undefined> {
  const { picks } = call;
  const rows = await deps.fastBets.place(call);
  if (!rows) return undefined;
  const last = rows.at(-1)!;
  deps.bus.publish({ type: 'cash', memberId: call.memberId, cash: last.cash_after, point: last.point });
  const bets = rows.map((row, i) => {
    const slip: SlipDbRow = {
      ...newSlip(call, i, row.round_no),
      id: row.bet_id,
      payout: 0,
      status: 'BET',
      stake_txn_id: row.txn_id,
      balance_before: row.cash_after + picks[i]!.amount,
      balance_after: row.cash_after,
    };
    return toBetRow(slip, [openLeg(picks[i]!)]);
  });
  return { bets, cashAmt: last.cash_after };
}

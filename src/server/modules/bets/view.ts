import type { BetRow, BetStatus } from '../../../shared/api/bets';
import type { BetDbRow } from './repo';

/** §9 result map: win PASS, lose FAIL, draw TIE, wait WAIT (and a cancelled bet CANCEL). */
const CAL: Record<BetStatus, Pick<BetRow, 'betCalResult' | 'type' | 'betStatus'>> = {
  BET: { betCalResult: 'WAIT', type: 'wait', betStatus: 'WAIT' },
  WIN: { betCalResult: 'PASS', type: 'win', betStatus: 'DONE' },
  LOSE: { betCalResult: 'FAIL', type: 'lose', betStatus: 'DONE' },
  TIE: { betCalResult: 'TIE', type: 'draw', betStatus: 'DONE' },
  CANCEL: { betCalResult: 'CANCEL', type: 'cancel', betStatus: 'CANCEL' },
};

export function toBetRow(b: BetDbRow): BetRow {
  return {
    betIdx: b.id,
    gameCategory: b.game_group,
    vendorCode: b.vendor_code,
    gameCode: b.game_code,
    gameName: b.game_name,
    roundId: b.round_id,
    market: b.market,
    pick: b.pick,
    odds: b.odds,
    betAmt: b.stake,
    betWinAmt: b.payout,
    cash: b.stake,
    winCash: b.payout,
    resultCash: b.status === 'BET' ? 0 : b.payout - b.stake,
    status: b.status,
    ...CAL[b.status],
    balanceBefore: b.balance_before,
    balanceAfter: b.balance_after,
    createdAt: b.created_at.toISOString(),
    settledAt: b.settled_at ? b.settled_at.toISOString() : null,
  };
}

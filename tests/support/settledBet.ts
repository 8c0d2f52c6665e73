import { inMoneyTransaction } from '../../src/server/modules/ledger/service';
import { betPayoutPosting, betStake } from '../../src/server/modules/ledger/gameMoney';
import { MINIGAME_LEDGER_VENDOR } from '../../src/server/modules/minigame/bets/slip';
import { insertLegs, insertSlip } from '../../src/server/modules/bets/repo';
import { accrueRolling } from '../../src/server/modules/rolling/service';
import type { TestApp } from './testApp';

export interface SettledBet {
  memberId: number;
  round: string;
  stake: number;
  /** 0 for a lost bet. */
  payout: number;
  /** The site day its rolling is accrued to, and when it was placed and settled. */
  day: string;
  at: Date;
}

/** A one-leg minigame slip staked and settled through the ledger, as the game's settlement writes it. */
export async function settledBet(t: TestApp, bet: SettledBet): Promise<void> {
  const { memberId, round, stake, payout, day, at } = bet;
  const deps = { db: t.database.db, bus: t.app.deps.bus };
  await inMoneyTransaction(deps, async (m) => {
    const { id, created_at } = await insertSlip(m.trx, {
      site_id: 'demo',
      member_id: memberId,
      game_group: 'minigame',
      vendor_code: 'mg',
      game_code: 'pwball',
      round_id: round,
      stake,
      stake_txn_id: null,
      payout_txn_id: null,
      balance_before: null,
      balance_after: null,
      detail: JSON.stringify({}),
      created_at: at,
      settled_at: null,
    });
    const won = payout > 0;
    await insertLegs(m.trx, [
      {
        bet_id: id,
        leg_no: 1,
        market: 'power_oe',
        pick: 'odd',
        odds: 195,
        outcome: won ? 'WIN' : 'LOSE',
        settled_at: at,
        created_at,
      },
    ]);
    const money = { siteId: 'demo', memberId, vendor: MINIGAME_LEDGER_VENDOR, betId: id };
    const staked = await betStake(m, { ...money, amount: stake });
    const paid = won ? await m.post(betPayoutPosting({ ...money, amount: payout })) : null;
    await m.trx
      .updateTable('bets')
      .set({
        status: won ? 'WIN' : 'LOSE',
        odds: 195,
        payout,
        settled_at: at,
        stake_txn_id: staked.transactionId,
        payout_txn_id: paid?.transactionId ?? null,
      })
      .where('id', '=', id)
      .execute();
    await accrueRolling(m.trx, { source: `bet:${id}`, slipIds: [id], day });
  });
}

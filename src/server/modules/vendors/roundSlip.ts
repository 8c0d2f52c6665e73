import { sql, type Transaction } from 'kysely';
import { siteDay } from '../../../shared/dates';
import type { SlipStatus } from '../../../shared/bets/slip';
import type { AppDeps } from '../../deps';
import type { DB } from '../../db/schema';
import type { MoneyTx } from '../ledger/service';
import { accruePoints } from '../points/accrual';
import { accrueRolling } from '../rolling/service';
import { bookInsurance } from '../insurance/settlement';

/**
 * One slip per provider round (DESIGN: Games and products): each stake of the round is a leg (a
 * multi-bet casino round has several), the slip's stake is the round's stake still standing, its
 * payout what the provider paid. The slip's key `vendor:<provider>:round:<roundId>` marks it as a
 * vendor slip: its money is the round's transactions (ledger:verify checks them there).
 */
export interface RoundRef {
  siteId: string;
  provider: string;
  roundId: string;
  memberId: number;
  group: string;
  procId: number;
  gameId: string;
  gameName: string;
  betId: number | null;
}

export const vendorSlipKey = (provider: string, roundId: string): string => `vendor:${provider}:round:${roundId}`;

/** §9: the vendor decides the payout; more than the stake WIN, equal TIE, less LOSE. */
export const resultOf = (stake: number, payout: number): Extract<SlipStatus, 'WIN' | 'TIE' | 'LOSE'> => (payout > stake ? 'WIN' : payout === stake ? 'TIE' : 'LOSE');

/** Adds a stake (a leg named by the provider's bet reference) to the round's slip, opening it on the first. Answers the slip id. */
export async function addStake(trx: Transaction<DB>, round: RoundRef, amount: number, leg: { market: string; pick: string }): Promise<number> {
  let betId = round.betId;
  if (betId === null) {
    betId = (
      await trx
        .insertInto('bets')
        .values({
          site_id: round.siteId,
          member_id: round.memberId,
          game_group: round.group,
          vendor_code: String(round.procId),
          game_code: round.gameId,
          game_name: round.gameName,
          round_id: round.roundId,
          stake: amount,
          idempotency_key: vendorSlipKey(round.provider, round.roundId),
          stake_txn_id: null,
          payout_txn_id: null,
          balance_before: null,
          balance_after: null,
          detail: JSON.stringify({ provider: round.provider }),
          settled_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  } else {
    await trx.updateTable('bets').set({ stake: sql`case when status = 'CANCEL' then ${amount} else stake + ${amount} end`, status: 'BET', settled_at: null }).where('id', '=', betId).execute();
  }
  await sql`insert into bet_legs (bet_id, leg_no, market, pick, odds)
    select ${betId}, coalesce(max(leg_no), 0) + 1, ${leg.market}, ${leg.pick}, 0 from bet_legs where bet_id = ${betId}`.execute(trx);
  return betId;
}

/** A refunded stake: its leg is CANCEL; with nothing left standing the slip is CANCEL (stake kept as it was). */
export async function removeStake(trx: Transaction<DB>, betId: number, amount: number, standing: number, pick: string, now: Date): Promise<void> {
  await trx.updateTable('bet_legs').set({ outcome: 'CANCEL', settled_at: now }).where('bet_id', '=', betId).where('pick', '=', pick).where('outcome', '=', 'PENDING').execute();
  if (standing > 0) await trx.updateTable('bets').set({ stake: sql`stake - ${amount}` }).where('id', '=', betId).execute();
  else await trx.updateTable('bets').set({ status: 'CANCEL', settled_at: now }).where('id', '=', betId).execute();
}

/**
 * The round is over: the slip takes its result, its open legs the same outcome, rolling accrues
 * for the member's partners and points by the level's percent of the stake (key point:bet:<slip>),
 * all in the caller's money transaction.
 */
export async function settleRoundSlip(deps: Pick<AppDeps, 'config'>, m: MoneyTx, round: { siteId: string; memberId: number; betId: number | null; stake: number; payout: number }, now: Date): Promise<void> {
  if (round.betId === null || round.stake <= 0) return;
  const status = resultOf(round.stake, round.payout);
  await m.trx.updateTable('bets').set({ status, payout: round.payout, settled_at: now }).where('id', '=', round.betId).execute();
  await m.trx.updateTable('bet_legs').set({ outcome: status, settled_at: now }).where('bet_id', '=', round.betId).where('outcome', '=', 'PENDING').execute();
  await accrueSettledSlip(deps, m, { ...round, betId: round.betId }, now);
}

/**
 * What a settled round's slip earns: rolling for the member's partners, points for the member
 * (answered), and an insuring partner's shares (README: Insured bets). Every path that closes a
 * vendor round comes here (the PAM's full path, the transfer wallets' reconciliation) but the PAM's
 * fast path, whose pam_fast_batch (migration 1050) writes the same rows in SQL and leaves a slip
 * a partner may insure to the full path.
 */
export async function accrueSettledSlip(deps: Pick<AppDeps, 'config'>, m: MoneyTx, slip: { siteId: string; memberId: number; betId: number; stake: number }, now: Date): Promise<number> {
  await bookInsurance(m, { ids: [slip.betId] }, [slip.memberId], now);
  await accrueRolling(m.trx, { source: `bet:${slip.betId}`, slipIds: [slip.betId], day: siteDay(now, deps.config.SITE_TZ_OFFSET_MINUTES) });
  return accruePoints(m, { siteId: slip.siteId, memberId: slip.memberId, base: slip.stake, source: 'bet', sourceId: slip.betId, withBonus: false });
}

import { sql, type Transaction } from 'kysely';
import { siteDay } from '../../../shared/dates';
import type { AppDeps } from '../../deps';
import type { DB } from '../../db/schema';
import type { MoneyTx } from '../ledger/service';
import { PRODUCTS, RATE_GROUPS } from '../rolling/repo';
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

const vendorSlipKey = (provider: string, roundId: string): string => `vendor:${provider}:round:${roundId}`;

/** Adds a stake (a leg named by the provider's bet reference) to the round's slip, opening it on the first. Answers the slip id. */
export async function addStake(
  trx: Transaction<DB>,
  round: RoundRef,
  amount: number,
  leg: { market: string; pick: string },
): Promise<number> {
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
    await trx
      .updateTable('bets')
      .set({
        stake: sql`case when status = 'CANCEL' then ${amount} else stake + ${amount} end`,
        status: 'BET',
        settled_at: null,
      })
      .where('id', '=', betId)
      .execute();
  }
  // The leg takes its slip's created_at, from the slip's key (migration 3500).
  await sql`insert into bet_legs (bet_id, leg_no, market, pick, odds, created_at)
    select k.id, coalesce(max(l.leg_no), 0) + 1, ${leg.market}, ${leg.pick}, 0, k.created_at
    from bet_keys k left join bet_legs l on l.bet_id = k.id and l.created_at = k.created_at
    where k.id = ${betId} group by k.id, k.created_at`.execute(trx);
  return betId;
}

/** A refunded stake: its leg is CANCEL; with nothing left standing the slip is CANCEL (stake kept as it was). */
export async function removeStake(
  trx: Transaction<DB>,
  betId: number,
  amount: number,
  standing: number,
  pick: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('bet_legs')
    .set({ outcome: 'CANCEL', settled_at: now })
    .where('bet_id', '=', betId)
    .where('pick', '=', pick)
    .where('outcome', '=', 'PENDING')
    .execute();
  if (standing > 0)
    await trx
      .updateTable('bets')
      .set({ stake: sql`stake - ${amount}` })
      .where('id', '=', betId)
      .execute();
  else await trx.updateTable('bets').set({ status: 'CANCEL', settled_at: now }).where('id', '=', betId).execute();
}

/**
 * The round is over (DESIGN: Games and products): its slip takes its result, its open legs the same
 * outcome, points accrue for the member and rolling for its partners, in ONE SQL function that the
 * PAM's fast batch calls too (ledger/sql/vendor_slips_settle.sql: the one home of what a closing round
 * earns); then an insuring partner's shares are booked (README: Insured bets), all in the caller's
 * money transaction. Every path that closes a vendor round comes here (the PAM's full path, the
 * transfer wallets' reconciliation); the PAM's fast batch leaves a slip a partner insures to its
 * full path (insurance/sql/insurable_slips.sql).
 */
export async function settleRoundSlip(
  deps: Pick<AppDeps, 'config'>,
  m: MoneyTx,
  round: { siteId: string; memberId: number; betId: number | null; stake: number; payout: number },
  now: Date,
): Promise<void> {
  if (round.betId === null || round.stake <= 0) return;
  // The member's accounts in the ledger's order (cash, then point) before the function updates the
  // point one: a payout of nothing has moved no cash, so holds none yet.
  const cash = await m.lockMembers([round.memberId]);
  const { rows } = await sql<{ member: number; point: number }>`
    select member, point from vendor_slips_settle(
      array[${round.betId}]::bigint[], array[${round.stake}]::bigint[], array[${round.payout}]::bigint[],
      array[${now.toISOString()}]::timestamptz[], array[${siteDay(now, deps.config.SITE_TZ_OFFSET_MINUTES)}]::date[], ${PRODUCTS}::text[], ${RATE_GROUPS}::text[])`.execute(
    m.trx,
  );
  for (const r of rows) m.moved(r.member, { cash: cash.get(r.member) ?? 0, point: r.point });
  await bookInsurance(m, { ids: [round.betId] }, [round.memberId], now);
}

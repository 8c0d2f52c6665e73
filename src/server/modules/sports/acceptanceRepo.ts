import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { AcceptMode, PendingLeg, RefusalReason } from '../../../shared/sports/acceptance';
import type { SlipStatus } from '../../../shared/bets/slip';
import type { SlipFigures } from './slipShape';
import { cancelLegs } from './slipRepo';

/** Slips in their bet delay (docs/domains/sportsbook.md#bet-delay-in-play): table bets, status PENDING. */

/** The slips whose delay is over, oldest first (index bets_pending_accept). */
export async function dueSlips(
  db: Kysely<DB>,
  now: Date,
  limit: number,
): Promise<{ id: number; memberId: number; siteId: string }[]> {
  const rows = await db
    .selectFrom('bets')
    .select(['id', 'member_id', 'site_id'])
    .where('status', '=', 'PENDING')
    .where('accept_at', '<=', now)
    .orderBy('accept_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), memberId: Number(r.member_id), siteId: r.site_id }));
}

export interface PendingSlip {
  id: number;
  siteId: string;
  memberId: number;
  status: SlipStatus;
  stake: number;
  mode: AcceptMode;
  legs: (PendingLeg & { legNo: number; marketId: number })[];
}

/**
 * The slip (locked by the caller) with each leg as it stands: its pick's odds now, its market's
 * and fixture's state, the fixture's bet stop, and whether any market of its fixture was suspended
 * or closed at any moment since the slip was placed (sports_odds_history keeps every change of
 * state with its time). The liability cap's suspension of a market is no bet stop: it refuses
 * only the slips on that market, which it leaves suspended.
 */
export async function pendingSlip(trx: Transaction<DB>, slipId: number): Promise<PendingSlip | undefined> {
  const slip = await trx
    .selectFrom('bets')
    .select(['id', 'site_id', 'member_id', 'status', 'stake', 'accept_mode'])
    .where('id', '=', slipId)
    .executeTakeFirst();
  if (!slip) return undefined;
  const { rows } = await sql<{
    leg_no: number;
    market_id: number;
    odds: number;
    current: number | null;
    market_state: PendingLeg['marketState'];
    fixture_state: PendingLeg['fixtureState'];
    live_stopped: boolean;
    stopped_since: boolean;
  }>`
    select l.leg_no, l.market_id, l.odds, o.odds as current, m.state as market_state, f.state as fixture_state, f.live_stopped,
      exists (select 1 from sports_markets fm join sports_odds_history h on h.market_id = fm.id
              where fm.fixture_id = l.fixture_id and h.state in ('suspended', 'closed') and h.cause <> 'cap'
                and h.changed_at >= b.created_at) as stopped_since
    from bet_legs l
    join bets b on b.id = l.bet_id and b.created_at = l.created_at
    join sports_markets m on m.id = l.market_id
    join sports_fixtures f on f.id = l.fixture_id
    left join sports_odds o on o.market_id = l.market_id and o.pick = l.pick
    where l.bet_id = ${slipId}
    order by l.leg_no`.execute(trx);
  return {
    id: Number(slip.id),
    siteId: slip.site_id,
    memberId: Number(slip.member_id),
    status: slip.status,
    stake: Number(slip.stake),
    mode: slip.accept_mode ?? 'none',
    legs: rows.map((r) => ({
      legNo: r.leg_no,
      marketId: Number(r.market_id),
      odds: r.odds,
      currentOdds: r.current,
      marketState: r.market_state,
      fixtureState: r.fixture_state,
      betStopped: r.live_stopped,
      stoppedSincePlaced: r.stopped_since,
    })),
  };
}

/**
 * An accepted slip: BET at the odds it stands at, with its figures and payout terms as worked out at
 * acceptance (docs/domains/sportsbook.md#payout-terms); each leg whose odds moved at its new odds.
 */
export async function recordAccepted(
  trx: Transaction<DB>,
  slip: PendingSlip,
  odds: readonly number[],
  figures: SlipFigures,
): Promise<void> {
  const moved = slip.legs.flatMap((l, i) => (odds[i] !== l.odds ? [{ legNo: l.legNo, odds: odds[i]! }] : []));
  if (moved.length)
    await sql`
      update bet_legs l set odds = v.odds
      from unnest(${moved.map((m) => m.legNo)}::int[], ${moved.map((m) => m.odds)}::int[]) as v(leg_no, odds)
      where l.bet_id = ${slip.id} and l.leg_no = v.leg_no`.execute(trx);
  const detail = sql<string>`detail || jsonb_build_object('folderBonus', ${figures.bonusOdds}::int, 'payoutTerms', ${JSON.stringify(figures.terms)}::jsonb)`;
  await trx
    .updateTable('bets')
    .set({ status: 'BET', odds: figures.totalOdds, potential_payout: figures.potentialWin, detail })
    .where('id', '=', slip.id)
    .where('status', '=', 'PENDING')
    .execute();
}

/** A refused slip: REFUSED, its stake returned by `payoutTxnId`, the reason in its detail, its legs CANCEL. */
export async function recordRefused(
  trx: Transaction<DB>,
  slip: PendingSlip,
  reason: RefusalReason,
  payoutTxnId: number,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('bets')
    .set({
      status: 'REFUSED',
      payout: slip.stake,
      payout_txn_id: payoutTxnId,
      settled_at: now,
      detail: sql<string>`jsonb_set(detail, '{refused}', to_jsonb(${reason}::text))`,
    })
    .where('id', '=', slip.id)
    .where('status', '=', 'PENDING')
    .execute();
  // A refused slip's legs were never played: settlement leaves CANCEL legs alone (settlementRepo.ts).
  await cancelLegs(trx, slip.id, now);
}

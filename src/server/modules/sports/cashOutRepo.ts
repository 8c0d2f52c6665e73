import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { LegOutcome, SlipStatus } from '../../../shared/bets/slip';
import type { CashOutLegState } from '../../../shared/sports/cashOut';
import type { MarketKind, SportsPick } from '../../../shared/sports/markets';
import type { SportKey } from '../../../shared/sports/sports';
import { FolderBonusRules } from '../../../shared/sports/payout';

type Db = Kysely<DB> | Transaction<DB>;

/** A site's own cash-out rule of a sport (sports_cashout_rules). */
export interface CashOutRuleRow {
  sport: SportKey;
  enabled: boolean;
  margin_bp: number;
  closed_kinds: MarketKind[];
}

/** A member's sports slip with each leg as it stands now, and the site's cash-out rules. */
export interface CashOutSlip {
  id: number;
  site_id: string;
  status: SlipStatus;
  stake: number;
  potential_payout: number;
  terms: FolderBonusRules;
  /** Cash-outs taken from it so far. */
  cashouts: number;
  /** A partner insures it (docs/domains/insurance.md): its shares follow the whole slip, so it is not cashed out. */
  insured: boolean;
  legs: (CashOutLegState & { fixtureId: number; marketId: number; pick: SportsPick })[];
  rules: CashOutRuleRow[];
}

interface LegJson {
  outcome: LegOutcome;
  odds: number;
  current: number | null;
  sport: SportKey;
  market_type: CashOutLegState['marketType'];
  market_state: CashOutLegState['marketState'];
  fixture_state: CashOutLegState['fixtureState'];
  live_stopped: boolean;
  starts_at: string;
  fixture_id: number;
  market_id: number;
  pick: SportsPick;
}

/**
 * The quote's one read (docs/domains/sportsbook.md#cash-out; sql/sports_cashout_slip.sql): the
 * slip, its legs with their markets', fixtures' and picks' current state and odds, and the site's
 * cash-out rules. Undefined when it is not a sports slip of this member.
 */
export async function cashOutSlip(db: Db, memberId: number, slipId: number): Promise<CashOutSlip | undefined> {
  const { rows } = await sql<Omit<CashOutSlip, 'legs' | 'terms'> & { legs: LegJson[] | null; terms: unknown }>`
    select * from sports_cashout_slip(${memberId}, ${slipId})`.execute(db);
  const r = rows[0];
  if (!r) return undefined;
  return {
    ...r,
    id: Number(r.id),
    stake: Number(r.stake),
    potential_payout: Number(r.potential_payout),
    terms: FolderBonusRules.parse(r.terms),
    legs: (r.legs ?? []).map((l) => ({
      outcome: l.outcome,
      odds: l.odds,
      currentOdds: l.current,
      sport: l.sport,
      marketType: l.market_type,
      marketState: l.market_state,
      fixtureState: l.fixture_state,
      betStopped: l.live_stopped,
      startsAt: new Date(l.starts_at),
      fixtureId: Number(l.fixture_id),
      marketId: Number(l.market_id),
      pick: l.pick,
    })),
  };
}

/**
 * The locks a cash-out takes after the member's row, in the order settlement takes them
 * (docs/domains/sportsbook.md#cash-out): the slip's fixtures, shared and in id order (settlement
 * locks a fixture's row first; a cash-out holding it keeps that fixture's settlement out, and two
 * cash-outs on one fixture do not wait on each other), then the slip's row, which settlement
 * writes after its fixture. Answers false when it is not a sports slip of this member.
 */
export async function lockCashOut(trx: Transaction<DB>, memberId: number, slipId: number): Promise<boolean> {
  await sql`
    select f.id from sports_fixtures f
    where f.id in (select l.fixture_id from bet_legs l where l.bet_id = ${slipId})
    order by f.id for share`.execute(trx);
  const slip = await trx
    .selectFrom('bets')
    .select('id')
    .where('id', '=', slipId)
    .where('member_id', '=', memberId)
    .where('game_group', '=', 'sports')
    .forUpdate()
    .executeTakeFirst();
  return slip !== undefined;
}

/** One cash-out recorded: its row, and the slip ended (full) or left open on its remaining stake. */
export async function recordCashOut(
  trx: Transaction<DB>,
  c: {
    siteId: string;
    slipId: number;
    memberId: number;
    seq: number;
    sport: SportKey;
    share: number;
    full: boolean;
    fair: number;
    paid: number;
    marginBp: number;
    txnId: number | null;
    /** The slip after it: its stake and potential payout (full: as they were). */
    stake: number;
    potentialPayout: number;
  },
  now: Date,
): Promise<void> {
  await trx
    .insertInto('sports_cashouts')
    .values({
      site_id: c.siteId,
      bet_id: c.slipId,
      member_id: c.memberId,
      seq: c.seq,
      sport: c.sport,
      share: c.share,
      full_out: c.full,
      fair: c.fair,
      paid: c.paid,
      margin_bp: c.marginBp,
      txn_id: c.txnId,
      created_at: now,
    })
    .execute();
  // The slip's detail keeps the running totals its bet list shows (SportsSlipDetail.cashedOut).
  const detail = sql<string>`jsonb_set(detail, '{cashedOut}', jsonb_build_object(
    'stake', coalesce((detail->'cashedOut'->>'stake')::bigint, 0) + ${c.share}::bigint,
    'paid', coalesce((detail->'cashedOut'->>'paid')::bigint, 0) + ${c.paid}::bigint))`;
  await trx
    .updateTable('bets')
    .set(
      c.full
        ? { status: 'CASHOUT', payout: c.paid, payout_txn_id: c.txnId, settled_at: now, detail }
        : { stake: c.stake, potential_payout: c.potentialPayout, detail },
    )
    .where('id', '=', c.slipId)
    .where('status', '=', 'BET')
    .execute();
}

/** Whether part of the slip was cashed out: such a slip is no longer cancelled (cancel.ts). */
export async function hasCashOuts(trx: Transaction<DB>, slipId: number): Promise<boolean> {
  const row = await trx.selectFrom('sports_cashouts').select('id').where('bet_id', '=', slipId).executeTakeFirst();
  return row !== undefined;
}

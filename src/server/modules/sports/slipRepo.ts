import { sql, type Kysely, type Transaction } from 'kysely';
import { AdvisoryLockClass } from '../../db/advisoryLocks';
import type { DB } from '../../db/schema';
import type { FixtureState, MarketState, SportKey } from '../../../shared/sports/sports';
import type { MarketType, SportsPick } from '../../../shared/sports/markets';

type Db = Kysely<DB> | Transaction<DB>;

/** A leg's market as it stands: its fixture, state and the pick's current odds (null: no such pick). */
export interface LegMarket {
  market_id: number;
  pick: SportsPick;
  type: MarketType;
  line: number | null;
  market_state: MarketState;
  fixture_id: number;
  fixture_state: FixtureState;
  starts_at: Date;
  /** A bet stop is in force on the live fixture. */
  live_stopped: boolean;
  sport: SportKey;
  odds: number | null;
}

/** The markets of a slip's legs on one site, with their fixtures and current odds: one statement. */
export async function legMarkets(
  db: Db,
  siteId: string,
  legs: readonly { marketId: number; pick: SportsPick }[],
): Promise<LegMarket[]> {
  const { rows } = await sql<LegMarket>`
    select m.id as market_id, k.pick, m.type, m.line, m.state as market_state, f.id as fixture_id, f.state as fixture_state, f.starts_at, f.live_stopped, f.sport, o.odds
    from unnest(${legs.map((l) => l.marketId)}::bigint[], ${legs.map((l) => l.pick)}::text[]) as k(market_id, pick)
    join sports_markets m on m.id = k.market_id
    join sports_fixtures f on f.id = m.fixture_id and f.site_id = ${siteId}
    left join sports_odds o on o.market_id = m.id and o.pick = k.pick`.execute(db);
  return rows.map((r) => ({ ...r, market_id: Number(r.market_id), fixture_id: Number(r.fixture_id) }));
}

/**
 * §8 B9999 / S009: whether a settlement holds the member (its slips are being settled), checked
 * without waiting: the shared lock is free unless a settlement took it.
 */
export async function memberHasSettlingSlips(trx: Transaction<DB>, memberId: number): Promise<boolean> {
  const { rows } = await sql<{
    free: boolean;
  }>`select pg_try_advisory_xact_lock_shared(${AdvisoryLockClass.sportsSettling}, ${memberId}::int) as free`.execute(
    trx,
  );
  return !rows[0]!.free;
}

/** Holds every member with a slip on the fixture for the settlement's transaction, in member order. */
export async function holdSettlingMembers(trx: Transaction<DB>, fixtureId: number): Promise<void> {
  await sql`
    select pg_advisory_xact_lock(${AdvisoryLockClass.sportsSettling}, m.member_id::int)
    from (select distinct b.member_id from bet_legs l join bets b on b.id = l.bet_id and b.created_at = l.created_at where l.fixture_id = ${fixtureId} order by b.member_id) m`.execute(
    trx,
  );
}

/** A slip of the member, locked, with the earliest kick-off among its legs (cancel). */
export async function lockMemberSportsSlip(trx: Transaction<DB>, memberId: number, slipId: number) {
  const slip = await trx
    .selectFrom('bets')
    .selectAll()
    .where('id', '=', slipId)
    .where('member_id', '=', memberId)
    .where('game_group', '=', 'sports')
    .forUpdate()
    .executeTakeFirst();
  if (!slip) return undefined;
  const first = await trx
    .selectFrom('bet_legs as l')
    .innerJoin('sports_fixtures as f', 'f.id', 'l.fixture_id')
    .select(sql<Date>`min(f.starts_at)`.as('starts_at'))
    .where('l.bet_id', '=', slipId)
    .executeTakeFirst();
  return { slip, firstKickOff: first?.starts_at ? new Date(first.starts_at) : null };
}

/** Marks every leg of a cancelled slip CANCEL. */
export const cancelLegs = (trx: Transaction<DB>, slipId: number, now: Date) =>
  trx.updateTable('bet_legs').set({ outcome: 'CANCEL', settled_at: now }).where('bet_id', '=', slipId).execute();

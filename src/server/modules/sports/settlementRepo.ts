import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { LegOutcome, SlipStatus } from '../../../shared/bets/slip';
import { FolderBonusRules } from '../../../shared/sports/payout';
import type { MarketRow } from './boardRepo';
import type { SportsFixturesTable } from './tables';
import type { Kysely, Selectable } from 'kysely';

export type FixtureDbRow = Selectable<SportsFixturesTable>;

/** The fixture row, locked: one settlement of a fixture at a time, on any node. */
export const lockFixture = (trx: Transaction<DB>, fixtureId: number) =>
  trx.selectFrom('sports_fixtures').selectAll().where('id', '=', fixtureId).forUpdate().executeTakeFirst();

/** The fixture's markets with their picks' odds (the picks settle from these). */
export async function fixtureMarkets(trx: Transaction<DB>, fixtureId: number): Promise<MarketRow[]> {
  const { rows } = await sql<MarketRow>`
    select m.id, m.fixture_id, m.type, m.line, m.state,
      coalesce(json_agg(json_build_object('pick', o.pick, 'odds', o.odds)) filter (where o.pick is not null), '[]') as odds
    from sports_markets m left join sports_odds o on o.market_id = m.id
    where m.fixture_id = ${fixtureId} group by m.id order by m.id`.execute(trx);
  return rows.map((r) => ({ ...r, id: Number(r.id), fixture_id: Number(r.fixture_id) }));
}

export interface LegDecision {
  marketId: number;
  pick: string;
  outcome: LegOutcome;
}

/**
 * Decides every leg on the fixture's markets in one statement (a re-settlement overwrites the
 * earlier outcome); legs of cancelled slips stay CANCEL. Answers the slips touched.
 */
export async function decideFixtureLegs(
  trx: Transaction<DB>,
  fixtureId: number,
  decisions: readonly LegDecision[],
  now: Date,
): Promise<number[]> {
  if (decisions.length === 0) return [];
  const { rows } = await sql<{ bet_id: number }>`
    update bet_legs l set outcome = v.outcome, settled_at = case when v.outcome = 'PENDING' then null else ${now}::timestamptz end
    from unnest(${decisions.map((d) => d.marketId)}::bigint[], ${decisions.map((d) => d.pick)}::text[], ${decisions.map((d) => d.outcome)}::text[]) as v(market_id, pick, outcome)
    where l.fixture_id = ${fixtureId} and l.market_id = v.market_id and l.pick = v.pick and l.outcome <> 'CANCEL' and l.outcome is distinct from v.outcome
    returning l.bet_id`.execute(trx);
  return [...new Set(rows.map((r) => Number(r.bet_id)))];
}

export interface SportsSlipLegs {
  id: number;
  site_id: string;
  member_id: number;
  stake: number;
  status: SlipStatus;
  payout: number;
  payout_txn_id: number | null;
  outcomes: LegOutcome[];
  odds: number[];
  /** The payout terms stored with the slip when it was placed: the only terms it settles by. */
  terms: FolderBonusRules;
  /** A rollback took it back to open after it was settled (migration 2810). */
  reopened: boolean;
}

/**
 * Slips with every leg's outcome and odds in leg order and the payout terms they were placed under
 * (docs/domains/sportsbook.md#payout-terms). Cancelled, refused and cashed-out slips are left out:
 * they ended before their legs settled, so no result or correction settles, re-opens or re-pays them
 * (docs/domains/sportsbook.md#cash-out); a slip partly cashed out is still open on what is left of
 * its stake and settles on that. A slip in its bet delay is left out too: its acceptance, which
 * waits for this settlement's fixture lock, then finds the market settled and refuses it
 * (docs/domains/sportsbook.md#bet-delay-in-play).
 */
export async function slipsWithLegs(trx: Transaction<DB>, slipIds: readonly number[]): Promise<SportsSlipLegs[]> {
  if (slipIds.length === 0) return [];
  const { rows } = await sql<Omit<SportsSlipLegs, 'terms'> & { terms: unknown }>`
    select b.id, b.site_id, b.member_id, b.stake, b.status, b.payout, b.payout_txn_id, b.detail->'payoutTerms' as terms,
      b.reopened_at is not null as reopened,
      array_agg(l.outcome order by l.leg_no) as outcomes, array_agg(l.odds order by l.leg_no) as odds
    from bets b join bet_legs l on l.bet_id = b.id and l.created_at = b.created_at
    where b.id = any(${[...slipIds]}::bigint[]) and b.status not in ('CANCEL', 'CASHOUT', 'PENDING', 'REFUSED')
    group by b.id, b.created_at order by b.id`.execute(trx);
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    member_id: Number(r.member_id),
    stake: Number(r.stake),
    payout: Number(r.payout),
    payout_txn_id: r.payout_txn_id === null ? null : Number(r.payout_txn_id),
    terms: FolderBonusRules.parse(r.terms),
  }));
}

/** Every slip with a leg on the fixture (open or settled; a preview and liability read them). */
export async function slipIdsOfFixture(trx: Transaction<DB> | Kysely<DB>, fixtureId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('bet_legs')
    .select('bet_id')
    .distinct()
    .where('fixture_id', '=', fixtureId)
    .execute();
  return rows.map((r) => Number(r.bet_id));
}

/**
 * A corrected slip's new result, with its new payout transaction (null when it pays nothing); a
 * slip a rollback took back to open (BET) is no longer settled and is marked reopened.
 */
export async function rewriteSlipResults(
  trx: Transaction<DB>,
  rows: readonly { id: number; status: SlipStatus; payout: number; payoutTxnId: number | null }[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    update bets b set status = v.status, payout = v.payout, payout_txn_id = v.txn,
      settled_at = case when v.status = 'BET' then null else ${now}::timestamptz end,
      reopened_at = case when v.status = 'BET' then ${now}::timestamptz else b.reopened_at end
    from unnest(${rows.map((r) => r.id)}::bigint[], ${rows.map((r) => r.status)}::text[], ${rows.map((r) => r.payout)}::bigint[], ${rows.map((r) => r.payoutTxnId)}::bigint[]) as v(id, status, payout, txn)
    where b.id = v.id`.execute(trx);
}

/** The fixture settled on its current result: its markets settled (or void), the version recorded. */
export async function markSettled(
  trx: Transaction<DB>,
  fixture: FixtureDbRow,
  voided: boolean,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('sports_fixtures')
    .set({ settled_version: fixture.result_version, state: voided ? fixture.state : 'settled', updated_at: now })
    .where('id', '=', fixture.id)
    .execute();
  await trx
    .updateTable('sports_markets')
    .set({ state: voided ? 'void' : 'settled', updated_at: now })
    .where('fixture_id', '=', fixture.id)
    .execute();
}

/**
 * A rolled-back fixture is settled on no result: its markets closed again (they wait for the next
 * result), the version recorded.
 */
export async function markReopened(trx: Transaction<DB>, fixture: FixtureDbRow, now: Date): Promise<void> {
  await trx
    .updateTable('sports_fixtures')
    .set({ settled_version: fixture.result_version, updated_at: now })
    .where('id', '=', fixture.id)
    .execute();
  await trx
    .updateTable('sports_markets')
    .set({ state: 'closed', updated_at: now })
    .where('fixture_id', '=', fixture.id)
    .execute();
}

/**
 * A new result version of the fixture (its score null when postponed, cancelled or rolled back; a
 * rollback takes the fixture back to closed, waiting for its next result).
 */
export async function recordResult(
  trx: Transaction<DB>,
  fixture: FixtureDbRow,
  r: {
    state: 'resulted' | 'postponed' | 'cancelled' | 'rollback';
    home: number | null;
    away: number | null;
    htHome: number | null;
    htAway: number | null;
    enteredBy: string;
  },
  now: Date,
): Promise<number> {
  const version = fixture.result_version + 1;
  await trx
    .insertInto('sports_results')
    .values({
      fixture_id: fixture.id,
      version,
      state: r.state,
      score_home: r.home,
      score_away: r.away,
      ht_home: r.htHome,
      ht_away: r.htAway,
      entered_by: r.enteredBy,
    })
    .execute();
  await trx
    .updateTable('sports_fixtures')
    .set({
      state: r.state === 'rollback' ? 'closed' : r.state,
      score_home: r.home,
      score_away: r.away,
      ht_home: r.htHome,
      ht_away: r.htAway,
      result_version: version,
      updated_at: now,
    })
    .where('id', '=', fixture.id)
    .execute();
  return version;
}

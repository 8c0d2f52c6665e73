import { sql, type Kysely, type Transaction } from 'kysely';
import type { OfficeListQuery } from '../../../shared/api/office';
import type { FixtureState, SportKey } from '../../../shared/sports/sports';
import type { MarketType, SportsPick } from '../../../shared/sports/markets';
import type { DB } from '../../db/schema';
import { runPage } from '../../http/paging';

type Db = Kysely<DB> | Transaction<DB>;

export interface FixtureFilter {
  sport?: SportKey;
  leagueId?: number;
  state?: FixtureState;
  /** Kick-off from (inclusive) to (exclusive). */
  from?: Date;
  to?: Date;
  ids?: readonly number[];
}

const base = (db: Db, siteId: string, f: FixtureFilter) => {
  let q = db
    .selectFrom('sports_fixtures as f')
    .innerJoin('sports_leagues as lg', 'lg.id', 'f.league_id')
    .innerJoin('sports_teams as h', 'h.id', 'f.home_team_id')
    .innerJoin('sports_teams as a', 'a.id', 'f.away_team_id')
    .where('f.site_id', '=', siteId);
  if (f.sport) q = q.where('f.sport', '=', f.sport);
  if (f.leagueId) q = q.where('f.league_id', '=', f.leagueId);
  if (f.state) q = q.where('f.state', '=', f.state);
  if (f.from) q = q.where('f.starts_at', '>=', f.from);
  if (f.to) q = q.where('f.starts_at', '<', f.to);
  if (f.ids) q = q.where('f.id', 'in', f.ids.length ? f.ids : [0]);
  return q;
};

const columns = (q: ReturnType<typeof base>) =>
  q
    .selectAll('f')
    .select([
      'lg.names as league_names',
      'h.names as home_names',
      'a.names as away_names',
      sql<number>`(select count(*) from sports_markets m where m.fixture_id = f.id)::int`.as('market_count'),
    ]);
export type FixtureRow = Awaited<ReturnType<ReturnType<typeof columns>['executeTakeFirstOrThrow']>>;

const SORT = { id: 'f.id', startsAt: 'f.starts_at', state: 'f.state', sport: 'f.sport' } as const;

export const fixturePage = (db: Db, siteId: string, f: FixtureFilter, query: OfficeListQuery) =>
  runPage(base(db, siteId, f), columns, query, SORT, 'f.starts_at', 'f.id');

export const fixturesById = (db: Db, siteId: string, ids: readonly number[]) =>
  columns(base(db, siteId, { ids })).execute();

export const lockFixture = (trx: Transaction<DB>, siteId: string, id: number) =>
  trx
    .selectFrom('sports_fixtures')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const findCatalogueRow = (db: Db, table: 'sports_leagues' | 'sports_teams', siteId: string, id: number) =>
  db.selectFrom(table).select(['id', 'sport']).where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();

export interface NewMarket {
  type: MarketType;
  line: number | null;
  odds: { pick: SportsPick; odds: number }[];
}

/** A fixture staff make, open at once, with its markets marked manual (no feed prices them). */
export async function insertFixture(
  trx: Transaction<DB>,
  siteId: string,
  v: { id: number; sport: SportKey; leagueId: number; homeTeamId: number; awayTeamId: number; startsAt: Date },
  markets: readonly NewMarket[],
): Promise<void> {
  await trx
    .insertInto('sports_fixtures')
    .values({
      id: v.id,
      site_id: siteId,
      ref: `staff:${v.id}`,
      sport: v.sport,
      league_id: v.leagueId,
      home_team_id: v.homeTeamId,
      away_team_id: v.awayTeamId,
      starts_at: v.startsAt,
      state: 'open',
      source: 'staff',
    })
    .execute();
  for (const [ord, m] of markets.entries()) {
    const { id } = await trx
      .insertInto('sports_markets')
      .values({ fixture_id: v.id, type: m.type, line: m.line, state: 'open', manual: true, ord })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('sports_odds')
      .values(m.odds.map((o) => ({ market_id: id, pick: o.pick, odds: o.odds })))
      .execute();
  }
}

/**
 * Staff move a fixture: its kick-off or league changes and is held against the feed; `followFeed`
 * lifts the hold instead (the feed's next pass brings its own values).
 */
export async function moveFixture(
  trx: Transaction<DB>,
  id: number,
  v: { startsAt?: Date; leagueId?: number; followFeed?: boolean },
  now: Date,
): Promise<void> {
  await trx
    .updateTable('sports_fixtures')
    .set({
      ...(v.startsAt && { starts_at: v.startsAt }),
      ...(v.leagueId && { league_id: v.leagueId }),
      staff_held: !v.followFeed,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** Office columns of markets the board's query (boardRepo.marketsOf) leaves out. */
export const marketExtras = (db: Db, ids: readonly number[]) =>
  ids.length
    ? db.selectFrom('sports_markets').select(['id', 'manual', 'updated_at']).where('id', 'in', ids).execute()
    : Promise.resolve([]);

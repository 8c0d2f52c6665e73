import { sql, type Kysely } from 'kysely';
import { LIVE_COLUMNS } from './tables';
import type { DB } from '../../db/schema';
import type { LocalizedNames } from '../../../shared/api/sports';
import type { FixtureState, MarketState, SportKey } from '../../../shared/sports/sports';
import type { MarketType, SportsPick } from '../../../shared/sports/markets';

export interface FixtureRow {
  id: number;
  sport: SportKey;
  league_id: number;
  league_names: LocalizedNames;
  league_country: string;
  home_team_id: number;
  home_names: LocalizedNames;
  away_team_id: number;
  away_names: LocalizedNames;
  starts_at: Date;
  state: FixtureState;
  score_home: number | null;
  score_away: number | null;
  ht_home: number | null;
  ht_away: number | null;
  result_version: number;
  /** Migration 2800: the scoreboard in play. */
  live_period: string | null;
  live_clock_s: number | null;
  live_clock_running: boolean;
  live_home: number | null;
  live_away: number | null;
  live_stopped: boolean;
  live_seen_at: Date | null;
}

export interface MarketRow {
  id: number;
  fixture_id: number;
  type: MarketType;
  line: number | null;
  state: MarketState;
  odds: { pick: SportsPick; odds: number }[];
}

const fixtureColumns = sql`f.id, f.sport, f.league_id, lg.names as league_names, lg.country as league_country, f.home_team_id, h.names as home_names,
  f.away_team_id, a.names as away_names, f.starts_at, f.state, f.score_home, f.score_away, f.ht_home, f.ht_away, f.result_version,
  ${sql.join(LIVE_COLUMNS.map((c) => sql.ref(`f.${c}`)))}`;
const fixtureJoins = sql`from sports_fixtures f join sports_leagues lg on lg.id = f.league_id
  join sports_teams h on h.id = f.home_team_id join sports_teams a on a.id = f.away_team_id`;

const normalise = (r: FixtureRow): FixtureRow => ({
  ...r,
  id: Number(r.id),
  league_id: Number(r.league_id),
  home_team_id: Number(r.home_team_id),
  away_team_id: Number(r.away_team_id),
  starts_at: new Date(r.starts_at),
  live_seen_at: r.live_seen_at === null ? null : new Date(r.live_seen_at),
});

export interface BoardFilter {
  siteId: string;
  sport?: SportKey;
  leagueId?: number;
  from: Date;
  to?: Date;
}

/** Fixtures on the board (open or suspended, not yet kicked off), soonest first. */
export async function boardFixtures(db: Kysely<DB>, f: BoardFilter): Promise<FixtureRow[]> {
  const { rows } = await sql<FixtureRow>`
    select ${fixtureColumns} ${fixtureJoins}
    where f.site_id = ${f.siteId} and f.state in ('open', 'suspended') and f.starts_at > ${f.from} and lg.enabled
      ${f.to ? sql`and f.starts_at < ${f.to}` : sql``}
      ${f.sport ? sql`and f.sport = ${f.sport}` : sql``}
      ${f.leagueId ? sql`and f.league_id = ${f.leagueId}` : sql``}
    order by f.starts_at, f.id limit 500`.execute(db);
  return rows.map(normalise);
}

/** Fixtures in play (docs/domains/sportsbook.md#in-play), soonest kick-off first. */
export async function liveFixtures(
  db: Kysely<DB>,
  f: Pick<BoardFilter, 'siteId' | 'sport' | 'leagueId'>,
): Promise<FixtureRow[]> {
  const { rows } = await sql<FixtureRow>`
    select ${fixtureColumns} ${fixtureJoins}
    where f.site_id = ${f.siteId} and f.state = 'live' and lg.enabled
      ${f.sport ? sql`and f.sport = ${f.sport}` : sql``}
      ${f.leagueId ? sql`and f.league_id = ${f.leagueId}` : sql``}
    order by f.starts_at, f.id limit 500`.execute(db);
  return rows.map(normalise);
}

/** A match's incidents in the feed's order (the match tracker). */
export async function incidentsOf(db: Kysely<DB>, fixtureId: number) {
  return db
    .selectFrom('sports_incidents')
    .select(['seq', 'kind', 'side', 'period', 'clock_s', 'score_home', 'score_away'])
    .where('fixture_id', '=', fixtureId)
    .orderBy('seq')
    .execute();
}

/** The board's fixtures per sport (the sport tabs): those not yet kicked off, or those in play. */
export async function boardCounts(
  db: Kysely<DB>,
  siteId: string,
  from: Date,
  live: boolean,
): Promise<{ sport: SportKey; count: number }[]> {
  const { rows } = await sql<{ sport: SportKey; count: number }>`
    select f.sport, count(*)::int as count from sports_fixtures f join sports_leagues lg on lg.id = f.league_id
    where f.site_id = ${siteId} and lg.enabled
      and ${live ? sql`f.state = 'live'` : sql`f.state in ('open', 'suspended') and f.starts_at > ${from}`}
    group by f.sport order by f.sport`.execute(db);
  return rows;
}

/** The markets of some fixtures with each pick's odds, in display order. */
export async function marketsOf(db: Kysely<DB>, fixtureIds: readonly number[]): Promise<MarketRow[]> {
  if (fixtureIds.length === 0) return [];
  const { rows } = await sql<MarketRow>`
    select m.id, m.fixture_id, m.type, m.line, m.state,
      coalesce(json_agg(json_build_object('pick', o.pick, 'odds', o.odds) order by o.pick) filter (where o.pick is not null), '[]') as odds
    from sports_markets m left join sports_odds o on o.market_id = m.id
    where m.fixture_id = any(${[...fixtureIds]}::bigint[])
    group by m.id order by m.fixture_id, m.ord, m.id`.execute(db);
  return rows.map((r) => ({ ...r, id: Number(r.id), fixture_id: Number(r.fixture_id) }));
}

export interface ResultFilter {
  siteId: string;
  sport?: SportKey;
  leagueId?: number;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

/** Finished fixtures (resulted, settled, postponed, cancelled), newest first, with the total. */
export async function resultFixtures(db: Kysely<DB>, f: ResultFilter): Promise<{ rows: FixtureRow[]; total: number }> {
  const where = sql`where f.site_id = ${f.siteId} and f.state in ('resulted', 'settled', 'postponed', 'cancelled')
      ${f.from ? sql`and f.starts_at >= ${f.from}` : sql``} ${f.to ? sql`and f.starts_at < ${f.to}` : sql``}
      ${f.sport ? sql`and f.sport = ${f.sport}` : sql``} ${f.leagueId ? sql`and f.league_id = ${f.leagueId}` : sql``}`;
  const [{ rows }, count] = await Promise.all([
    sql<FixtureRow>`select ${fixtureColumns} ${fixtureJoins} ${where} order by f.starts_at desc, f.id desc limit ${f.limit} offset ${f.offset}`.execute(
      db,
    ),
    sql<{ n: number }>`select count(*)::int as n ${fixtureJoins} ${where}`.execute(db),
  ]);
  return { rows: rows.map(normalise), total: count.rows[0]?.n ?? 0 };
}

/** One fixture of the site (the match tracker), or undefined. */
export async function fixtureOfSite(db: Kysely<DB>, siteId: string, id: number): Promise<FixtureRow | undefined> {
  const { rows } =
    await sql<FixtureRow>`select ${fixtureColumns} ${fixtureJoins} where f.id = ${id} and f.site_id = ${siteId}`.execute(
      db,
    );
  return rows.map(normalise)[0];
}

/** The fixtures of some sports legs, for the bet list and detail. */
export async function fixturesByIds(db: Kysely<DB>, ids: readonly number[]): Promise<FixtureRow[]> {
  if (ids.length === 0) return [];
  const { rows } =
    await sql<FixtureRow>`select ${fixtureColumns} ${fixtureJoins} where f.id = any(${[...ids]}::bigint[])`.execute(db);
  return rows.map(normalise);
}

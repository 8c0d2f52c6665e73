import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import type { FeedDocument } from './format';
import type { IncidentKind } from '../../../../shared/sports/sports';

export type Trx = Transaction<DB>;

/** Leagues and teams by the feed's reference: inserted, or their names brought up to date. Answers id by ref. */
export async function upsertLeagues(
  trx: Trx,
  siteId: string,
  leagues: FeedDocument['leagues'],
): Promise<Map<string, number>> {
  if (leagues.length === 0) return new Map();
  const { rows } = await sql<{ id: number; ref: string }>`
    insert into sports_leagues (site_id, ref, sport, country, names)
    select ${siteId}, x.ref, x.sport, x.country, x.names from jsonb_to_recordset(${JSON.stringify(leagues)}::jsonb) as x(ref text, sport text, country text, names jsonb)
    on conflict (site_id, ref) do update set names = excluded.names, country = excluded.country
    returning id, ref`.execute(trx);
  return new Map(rows.map((r) => [r.ref, Number(r.id)]));
}

export async function upsertTeams(
  trx: Trx,
  siteId: string,
  teams: FeedDocument['teams'],
): Promise<Map<string, number>> {
  if (teams.length === 0) return new Map();
  const { rows } = await sql<{ id: number; ref: string }>`
    insert into sports_teams (site_id, ref, sport, names)
    select ${siteId}, x.ref, x.sport, x.names from jsonb_to_recordset(${JSON.stringify(teams)}::jsonb) as x(ref text, sport text, names jsonb)
    on conflict (site_id, ref) do update set names = excluded.names
    returning id, ref`.execute(trx);
  return new Map(rows.map((r) => [r.ref, Number(r.id)]));
}

/** Ids of leagues or teams the document names without listing them (known from an earlier document). */
export async function idsByRef(
  trx: Trx,
  table: 'sports_leagues' | 'sports_teams',
  siteId: string,
  refs: readonly string[],
): Promise<Map<string, number>> {
  if (refs.length === 0) return new Map();
  const rows = await trx
    .selectFrom(table)
    .select(['id', 'ref'])
    .where('site_id', '=', siteId)
    .where('ref', 'in', [...refs])
    .execute();
  return new Map(rows.map((r) => [r.ref, Number(r.id)]));
}

/** Ids by ref of those of `refs` that are in play (state live); the live pass reads no more of them. */
export async function liveFixtureIds(trx: Trx, siteId: string, refs: readonly string[]): Promise<Map<string, number>> {
  const rows = await trx
    .selectFrom('sports_fixtures')
    .select(['id', 'ref'])
    .where('site_id', '=', siteId)
    .where('ref', 'in', [...refs])
    .where('state', '=', 'live')
    .execute();
  return new Map(rows.map((r) => [r.ref, Number(r.id)]));
}

export interface FixtureUpsert {
  ref: string;
  sport: string;
  league_id: number;
  home_team_id: number;
  away_team_id: number;
  starts_at: string;
  /** open or suspended while on the board. */
  state: string;
  /** The feed plays it in play (docs/domains/sportsbook.md#in-play). */
  in_play: boolean;
}

/**
 * Fixtures by reference: new ones inserted, the schedule and board state of those still on the
 * board (scheduled, open, suspended) brought up to date; a fixture past kick-off or resulted keeps
 * its state, and one staff moved keeps the kick-off and league staff gave it (staff_held) until
 * staff let it follow the feed again. Answers id by ref of every fixture of the document.
 */
export async function upsertFixtures(
  trx: Trx,
  siteId: string,
  source: string,
  fixtures: readonly FixtureUpsert[],
  now: Date,
): Promise<Map<string, number>> {
  if (fixtures.length === 0) return new Map();
  await sql`
    insert into sports_fixtures (site_id, ref, sport, league_id, home_team_id, away_team_id, starts_at, state, in_play, source, updated_at)
    select ${siteId}, x.ref, x.sport, x.league_id, x.home_team_id, x.away_team_id, x.starts_at, x.state, x.in_play, ${source}, ${now}
    from jsonb_to_recordset(${JSON.stringify(fixtures)}::jsonb) as x(ref text, sport text, league_id bigint, home_team_id bigint, away_team_id bigint, starts_at timestamptz, state text, in_play boolean)
    on conflict (site_id, ref) do update set
      starts_at = case when sports_fixtures.staff_held then sports_fixtures.starts_at else excluded.starts_at end,
      league_id = case when sports_fixtures.staff_held then sports_fixtures.league_id else excluded.league_id end,
      home_team_id = excluded.home_team_id, away_team_id = excluded.away_team_id, state = excluded.state,
      in_play = excluded.in_play, updated_at = excluded.updated_at
    where sports_fixtures.state in ('scheduled', 'open', 'suspended')
      and (sports_fixtures.starts_at, sports_fixtures.state, sports_fixtures.league_id, sports_fixtures.home_team_id, sports_fixtures.away_team_id, sports_fixtures.in_play)
        is distinct from (case when sports_fixtures.staff_held then sports_fixtures.starts_at else excluded.starts_at end, excluded.state,
                          case when sports_fixtures.staff_held then sports_fixtures.league_id else excluded.league_id end,
                          excluded.home_team_id, excluded.away_team_id, excluded.in_play)`.execute(trx);
  const rows = await trx
    .selectFrom('sports_fixtures')
    .select(['id', 'ref'])
    .where('site_id', '=', siteId)
    .where(
      'ref',
      'in',
      fixtures.map((f) => f.ref),
    )
    .execute();
  return new Map(rows.map((r) => [r.ref, Number(r.id)]));
}

export interface MarketUpsert {
  fixture_id: number;
  type: string;
  line: number | null;
  state: string;
  ord: number;
  odds: Record<string, number>;
}

/**
 * Markets and their odds: new markets inserted, the state of open or suspended ones followed (not
 * of a market the liability cap holds, docs/domains/sportsbook.md#liability-cap, nor the reopening
 * in play of one staff priced by hand: that is staff's, docs/domains/sportsbook.md#in-play), odds
 * written where they differ, except on markets staff priced by hand (manual). Answers the fixtures
 * whose markets changed (pushed to open pages).
 */
export async function upsertMarkets(trx: Trx, markets: readonly MarketUpsert[], now: Date): Promise<Set<number>> {
  if (markets.length === 0) return new Set();
  const json = JSON.stringify(markets.map((m) => ({ ...m, line: m.line ?? null })));
  const inserted = await sql<{ fixture_id: number }>`
    insert into sports_markets (fixture_id, type, line, state, ord, updated_at)
    select x.fixture_id, x.type, x.line, x.state, x.ord, ${now} from jsonb_to_recordset(${json}::jsonb) as x(fixture_id bigint, type text, line int, state text, ord int)
    on conflict (fixture_id, type, coalesce(line, -2147483648)) do update set state = excluded.state, updated_at = excluded.updated_at
    where sports_markets.state in ('open', 'suspended') and sports_markets.state <> excluded.state and not sports_markets.cap_hold
      and not (sports_markets.manual and excluded.state = 'open'
               and exists (select 1 from sports_fixtures f where f.id = sports_markets.fixture_id and f.state = 'live'))
    returning fixture_id`.execute(trx);
  const odds = await sql<{ fixture_id: number }>`
    with x as (select * from jsonb_to_recordset(${json}::jsonb) as x(fixture_id bigint, type text, line int, odds jsonb)),
    o as (
      select m.id as market_id, m.fixture_id, k.key as pick, (k.value)::int as odds
      from x join sports_markets m on m.fixture_id = x.fixture_id and m.type = x.type and coalesce(m.line, -2147483648) = coalesce(x.line, -2147483648)
      cross join lateral jsonb_each_text(x.odds) as k
      where not m.manual and m.state in ('open', 'suspended')
    ), w as (
      insert into sports_odds (market_id, pick, odds) select market_id, pick, odds from o
      on conflict (market_id, pick) do update set odds = excluded.odds where sports_odds.odds <> excluded.odds
      returning market_id
    )
    select distinct m.fixture_id from w join sports_markets m on m.id = w.market_id`.execute(trx);
  return new Set([...inserted.rows, ...odds.rows].map((r) => Number(r.fixture_id)));
}

/**
 * Kick-off closes the board: fixtures and their open markets past their start become closed, except
 * those the feed plays in play (goLive). Answers the fixtures closed.
 */
export async function closeStarted(trx: Trx, siteId: string, now: Date): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    update sports_fixtures set state = 'closed', updated_at = ${now}
    where site_id = ${siteId} and state in ('scheduled', 'open', 'suspended') and starts_at <= ${now} and not in_play
    returning id`.execute(trx);
  const ids = rows.map((r) => Number(r.id));
  if (ids.length)
    await sql`update sports_markets set state = 'closed', updated_at = ${now} where fixture_id = any(${ids}::bigint[]) and state in ('open', 'suspended')`.execute(
      trx,
    );
  return ids;
}

/**
 * Kick-off of a fixture the feed plays in play (or the feed's first live word of it, whichever
 * comes first): it goes live with its markets on the board (docs/domains/sportsbook.md#in-play).
 * Answers the fixtures that went live.
 */
export async function goLive(trx: Trx, siteId: string, liveIds: readonly number[], now: Date): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    update sports_fixtures set state = 'live', updated_at = ${now}
    where site_id = ${siteId} and state in ('scheduled', 'open', 'suspended') and in_play
      and (starts_at <= ${now} or id = any(${[...liveIds]}::bigint[]))
    returning id`.execute(trx);
  return rows.map((r) => Number(r.id));
}

export interface LiveUpsert {
  id: number;
  period: string;
  clock_s: number;
  clock_running: boolean;
  home: number;
  away: number;
  stopped: boolean;
}

/** How long a source's word keeps a live fixture fresh without a change: below any silence threshold (min 5 s). */
const SEEN_REFRESH_MS = 2_000;

/**
 * The scoreboard of live fixtures: a row is written only when it changed, or to note that the
 * source still speaks (live_seen_at, which the silence watchdog reads: when the document was
 * written, `seenAt`) every SEEN_REFRESH_MS. Answers the fixtures whose scoreboard changed (pushed).
 */
export async function writeLive(trx: Trx, rows: readonly LiveUpsert[], seenAt: Date, now: Date): Promise<number[]> {
  if (rows.length === 0) return [];
  // One statement: each row against the fixture as it stood (y), written when it differs or the
  // source's word is due again; answers the fixtures whose scoreboard differed.
  const { rows: written } = await sql<{ id: number; differs: boolean }>`
    update sports_fixtures f set live_period = y.period, live_clock_s = y.clock_s, live_clock_running = y.clock_running,
      live_home = y.home, live_away = y.away, live_stopped = y.stopped, live_seen_at = ${seenAt}
    from (
      select x.*, (c.live_period, c.live_clock_s, c.live_clock_running, c.live_home, c.live_away, c.live_stopped)
                    is distinct from (x.period, x.clock_s, x.clock_running, x.home, x.away, x.stopped) as differs,
             c.live_seen_at as seen
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as x(id bigint, period text, clock_s int, clock_running boolean, home int, away int, stopped boolean)
      join sports_fixtures c on c.id = x.id and c.state = 'live'
    ) y
    where f.id = y.id
      and (y.differs or y.seen is null or y.seen > ${seenAt} or y.seen <= ${new Date(now.getTime() - SEEN_REFRESH_MS)})
    returning f.id, y.differs`.execute(trx);
  return written.filter((r) => r.differs).map((r) => Number(r.id));
}

export interface IncidentInsert {
  fixture_id: number;
  seq: number;
  kind: IncidentKind;
  side: 'home' | 'away' | null;
  period: string | null;
  clock_s: number | null;
  score_home: number | null;
  score_away: number | null;
}

/** Incidents by (fixture, seq): one sent again is not written again. Answers the new ones. */
export async function insertIncidents(
  trx: Trx,
  incidents: readonly IncidentInsert[],
  feedMessage: string,
): Promise<IncidentInsert[]> {
  if (incidents.length === 0) return [];
  const { rows } = await sql<IncidentInsert>`
    insert into sports_incidents (fixture_id, seq, kind, side, period, clock_s, score_home, score_away, feed_message)
    select x.fixture_id, x.seq, x.kind, x.side, x.period, x.clock_s, x.score_home, x.score_away, ${feedMessage}
    from jsonb_to_recordset(${JSON.stringify(incidents)}::jsonb)
      as x(fixture_id bigint, seq int, kind text, side text, period text, clock_s int, score_home int, score_away int)
    -- filtered first: a live document repeats its incidents every second, and a row on conflict would still draw an id
    where not exists (select 1 from sports_incidents i where i.fixture_id = x.fixture_id and i.seq = x.seq)
    on conflict (fixture_id, seq) do nothing
    returning fixture_id, seq, kind, side, period, clock_s, score_home, score_away`.execute(trx);
  return rows.map((r) => ({ ...r, fixture_id: Number(r.fixture_id) }));
}

/**
 * The silence rule (docs/domains/sportsbook.md#in-play): the open markets of live fixtures whose
 * source has not spoken since `before` are suspended (the cap's and staff's holds are already
 * suspended). Answers the fixtures touched. The source's next word reopens them (upsertMarkets).
 */
export async function suspendSilent(trx: Trx, siteId: string, before: Date, now: Date): Promise<number[]> {
  const { rows } = await sql<{ fixture_id: number }>`
    update sports_markets m set state = 'suspended', updated_at = ${now}
    from sports_fixtures f
    where f.id = m.fixture_id and f.site_id = ${siteId} and f.state = 'live'
      and coalesce(f.live_seen_at, f.starts_at) < ${before} and m.state = 'open'
    returning m.fixture_id`.execute(trx);
  return [...new Set(rows.map((r) => Number(r.fixture_id)))];
}

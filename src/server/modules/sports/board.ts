import type { z } from 'zod';
import type { LIVE_COLUMNS } from './tables';
import type {
  SportsFixture,
  SportsFixtureDetail,
  SportsFixtureRequest,
  SportsIncident,
  SportsLiveState,
  SportsFixturesRequest,
  SportsFixturesResponse,
  SportsLeague,
  SportsMarket,
  SportsResultRow,
  SportsResults,
  SportsResultsRequest,
  SportsScore,
} from '../../../shared/api/sports';
import { parseDateParam } from '../../../shared/dates';
import { marketKind, type SportsPick } from '../../../shared/sports/markets';
import { legOutcome } from '../../../shared/sports/outcome';
import type { AppDeps } from '../../deps';
import { ResultCode } from '../../../shared/resultCodes';
import { AppError } from '../../http/appError';
import {
  boardCounts,
  boardFixtures,
  fixtureOfSite,
  incidentsOf,
  liveFixtures,
  marketsOf,
  resultFixtures,
  type FixtureRow,
  type MarketRow,
} from './boardRepo';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

export const toMarket = (m: MarketRow): SportsMarket => ({
  marketId: m.id,
  type: m.type,
  kind: marketKind(m.type),
  line: m.line,
  state: m.state,
  odds: m.odds,
});

export const scoreOf = (
  f: Pick<FixtureRow, 'score_home' | 'score_away' | 'ht_home' | 'ht_away'>,
): SportsScore | null =>
  f.score_home === null || f.score_away === null
    ? null
    : { home: f.score_home, away: f.score_away, htHome: f.ht_home, htAway: f.ht_away };

const leagueOf = (f: FixtureRow): SportsLeague => ({
  leagueId: f.league_id,
  sport: f.sport,
  country: f.league_country,
  names: f.league_names,
});

/** A fixture's scoreboard in play (docs/domains/sportsbook.md#in-play). */
export const liveStateOf = (f: Pick<FixtureRow, (typeof LIVE_COLUMNS)[number]>): SportsLiveState => ({
  period: f.live_period,
  clockS: f.live_clock_s,
  clockRunning: f.live_clock_running,
  score: f.live_home === null || f.live_away === null ? null : { home: f.live_home, away: f.live_away },
  betStop: f.live_stopped,
  seenAt: f.live_seen_at?.toISOString() ?? null,
});

const toFixture = (f: FixtureRow, markets: SportsMarket[]): SportsFixture => ({
  fixtureId: f.id,
  sport: f.sport,
  leagueId: f.league_id,
  home: { teamId: f.home_team_id, names: f.home_names },
  away: { teamId: f.away_team_id, names: f.away_names },
  startsAt: f.starts_at.toISOString(),
  state: f.state,
  markets,
  ...(f.state === 'live' ? { live: liveStateOf(f) } : {}),
});

/** The markets a board shows: those that can be bet (open) or are paused (suspended). */
async function boardMarkets(deps: Deps, fixtureIds: readonly number[]): Promise<Map<number, SportsMarket[]>> {
  const byFixture = new Map<number, SportsMarket[]>();
  for (const m of (await marketsOf(deps.db, fixtureIds)).filter((x) => x.state === 'open' || x.state === 'suspended'))
    byFixture.set(m.fixture_id, [...(byFixture.get(m.fixture_id) ?? []), toMarket(m)]);
  return byFixture;
}

/** A site day's bounds in site time. */
function dayBounds(day: string | undefined, tz: number): { from?: Date; to?: Date } {
  if (!day) return {};
  return { from: parseDateParam(day, 'start', tz) ?? undefined, to: parseDateParam(day, 'end', tz) ?? undefined };
}

/**
 * /api/sports/fixtures: fixtures not yet kicked off, or (live Y) the fixtures in play with their
 * scoreboard, with markets that can be bet (open) or are paused (suspended).
 */
export async function sportsFixtures(
  deps: Deps,
  siteId: string,
  q: z.infer<typeof SportsFixturesRequest>,
): Promise<SportsFixturesResponse> {
  const now = deps.clock.now();
  const { from, to } = dayBounds(q.day, deps.config.SITE_TZ_OFFSET_MINUTES);
  const start = from && from > now ? from : now;
  const filter = { siteId, sport: q.sport, leagueId: q.leagueId };
  const [rows, sports] = await Promise.all([
    q.live === 'Y' ? liveFixtures(deps.db, filter) : boardFixtures(deps.db, { ...filter, from: start, to }),
    boardCounts(deps.db, siteId, now, q.live === 'Y'),
  ]);
  const byFixture = await boardMarkets(
    deps,
    rows.map((f) => f.id),
  );
  const leagues = new Map(rows.map((f) => [f.league_id, leagueOf(f)]));
  return { sports, leagues: [...leagues.values()], fixtures: rows.map((f) => toFixture(f, byFixture.get(f.id) ?? [])) };
}

const toIncident = (r: Awaited<ReturnType<typeof incidentsOf>>[number]): SportsIncident => ({
  seq: r.seq,
  kind: r.kind,
  side: r.side,
  period: r.period,
  clockS: r.clock_s,
  score: r.score_home === null || r.score_away === null ? null : { home: r.score_home, away: r.score_away },
});

/** /api/sports/fixture: one fixture of the site with its board markets, scoreboard and incidents. */
export async function sportsFixture(
  deps: Deps,
  siteId: string,
  q: z.infer<typeof SportsFixtureRequest>,
): Promise<SportsFixtureDetail> {
  const row = await fixtureOfSite(deps.db, siteId, q.fixtureId);
  if (!row) throw new AppError(ResultCode.NotFound);
  const [markets, incidents] = await Promise.all([boardMarkets(deps, [row.id]), incidentsOf(deps.db, row.id)]);
  return {
    fixture: toFixture(row, markets.get(row.id) ?? []),
    league: leagueOf(row),
    incidents: incidents.map(toIncident),
  };
}

/** The picks of a market that won (or half-won) on the fixture's score; none for a void fixture. */
function winnersOf(m: MarketRow, score: SportsScore | null): SportsPick[] {
  if (!score) return [];
  return m.odds
    .map((o) => o.pick)
    .filter((pick) => ['WIN', 'HALF_WIN'].includes(legOutcome(m.type, pick, m.line, score)));
}

/** /api/sports/results: finished fixtures with their scores and each market's winning picks. */
export async function sportsResults(
  deps: Deps,
  siteId: string,
  q: z.infer<typeof SportsResultsRequest>,
): Promise<SportsResults> {
  const { from, to } = dayBounds(q.day, deps.config.SITE_TZ_OFFSET_MINUTES);
  const { rows, total } = await resultFixtures(deps.db, {
    siteId,
    sport: q.sport,
    leagueId: q.leagueId,
    from,
    to,
    limit: q.count_per_list,
    offset: (q.page - 1) * q.count_per_list,
  });
  const markets = (
    await marketsOf(
      deps.db,
      rows.map((f) => f.id),
    )
  ).filter((m) => !q.kind || marketKind(m.type) === q.kind);
  const list: SportsResultRow[] = rows.map((f) => {
    const score = scoreOf(f);
    const own = markets
      .filter((m) => m.fixture_id === f.id)
      .map((m) => ({ ...toMarket(m), winners: winnersOf(m, score) }));
    const { markets: _, ...fixture } = toFixture(f, []);
    return { ...fixture, league: leagueOf(f), score, resultVersion: f.result_version, markets: own };
  });
  return { list, pageInfo: { page: q.page, count_per_list: q.count_per_list, tatal_list_count: total } };
}

import type { z } from 'zod';
import type { OfficeList } from '../../../shared/api/office';
import type {
  SportsFixtureCreate,
  SportsFixtureList,
  SportsFixtureRecord,
  SportsFixtureUpdate,
  SportsLiabilityList,
} from '../../../shared/api/office/sports';
import { addDays, siteDayStart } from '../../../shared/dates';
import { MARKET_TYPES, validMarket, winnerMarket, type SportsPick } from '../../../shared/sports/markets';
import { SPORTS, type FixtureState } from '../../../shared/sports/sports';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { StaffCaller } from '../../http/route';
import { writeAudit } from '../audit/repo';
import { nextId } from './officeCatalogueRepo';
import {
  findCatalogueRow,
  fixturePage,
  fixturesById,
  insertFixture,
  lockFixture,
  moveFixture,
  type FixtureRow,
  type NewMarket,
} from './officeFixturesRepo';
import { fixtureLiability } from './index';
import { liabilityPage } from './officeLiabilityRepo';
import { changedBy, staffChange } from './oddsHistoryRepo';

/** Fixtures as staff run them: lists with open slips and liability, a fixture made by hand, a new kick-off. */

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

/** A fixture before its result: staff may still move it, and its markets may still change. */
export const OPEN_STATES: readonly FixtureState[] = ['scheduled', 'open', 'suspended'];

async function toRecords(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  rows: FixtureRow[],
): Promise<SportsFixtureRecord[]> {
  const exposure = new Map(
    (
      await fixtureLiability(
        deps,
        siteId,
        rows.map((r) => r.id),
      )
    ).map((l) => [l.fixtureId, l]),
  );
  return rows.map((r) => {
    const e = exposure.get(r.id);
    return {
      id: r.id,
      ref: r.ref,
      sport: r.sport,
      leagueId: r.league_id,
      league: r.league_names,
      homeTeamId: r.home_team_id,
      home: r.home_names,
      awayTeamId: r.away_team_id,
      away: r.away_names,
      startsAt: r.starts_at.toISOString(),
      state: r.state,
      score:
        r.score_home === null || r.score_away === null
          ? null
          : { home: r.score_home, away: r.score_away, htHome: r.ht_home, htAway: r.ht_away },
      resultVersion: r.result_version,
      source: r.source,
      staffHeld: r.staff_held,
      markets: r.market_count,
      openSlips: e?.slips ?? 0,
      openStake: e?.stake ?? 0,
      // The worst pick: what the open slips would pay if that pick wins.
      liability: Math.max(0, ...(e?.picks ?? []).map((p) => p.potentialPayout)),
      updatedAt: r.updated_at.toISOString(),
    };
  });
}

/** A site day as the kick-off span [start, next day's start). */
const daySpan = (deps: Pick<AppDeps, 'config'>, day: string | undefined) =>
  day
    ? {
        from: siteDayStart(day, deps.config.SITE_TZ_OFFSET_MINUTES),
        to: siteDayStart(addDays(day, 1), deps.config.SITE_TZ_OFFSET_MINUTES),
      }
    : {};

export async function fixtureList(
  deps: Deps,
  siteId: string,
  body: z.output<typeof SportsFixtureList>,
): Promise<OfficeList<SportsFixtureRecord>> {
  const { day, ...filter } = body.filter;
  const { rows, total } = await fixturePage(deps.db, siteId, { ...filter, ...daySpan(deps, day) }, body);
  return { list: await toRecords(deps, siteId, rows), total };
}

export async function fixtureById(deps: Pick<AppDeps, 'db'>, siteId: string, id: number): Promise<SportsFixtureRecord> {
  const [row] = await fixturesById(deps.db, siteId, [id]);
  if (!row) throw new AppError(ResultCode.NotFound);
  return (await toRecords(deps, siteId, [row]))[0]!;
}

/** Fixtures not yet resulted with open slips, riskiest first (or by kick-off when sorted so). */
export async function liabilityList(
  deps: Deps,
  siteId: string,
  body: z.output<typeof SportsLiabilityList>,
): Promise<OfficeList<SportsFixtureRecord>> {
  const { ids, total } = await liabilityPage(
    deps.db,
    siteId,
    { sport: body.filter.sport, ...daySpan(deps, body.filter.day) },
    body,
  );
  const rows = new Map((await fixturesById(deps.db, siteId, ids)).map((r) => [r.id, r]));
  return { list: await toRecords(deps, siteId, ids.map((id) => rows.get(id)!).filter(Boolean)), total };
}

const invalid = (...fields: string[]) => new AppError(ResultCode.InvalidRequest, { fields });

/** The markets of a hand-made fixture, each checked against the sport's rules (shared/sports/markets.ts). */
function marketsOf(data: SportsFixtureCreate): NewMarket[] {
  const { sport } = data;
  const winner = winnerMarket(sport);
  if (SPORTS[sport].draw !== (data.winner.draw !== undefined)) throw invalid('data.winner.draw');
  const markets: NewMarket[] = [
    {
      type: winner,
      line: null,
      odds: MARKET_TYPES[winner].picks.map((pick) => ({ pick, odds: data.winner[pick as 'home' | 'draw' | 'away']! })),
    },
  ];
  if (data.handicap) {
    if (!validMarket(sport, 'handicap', data.handicap.line)) throw invalid('data.handicap.line');
    markets.push({
      type: 'handicap',
      line: data.handicap.line,
      odds: (['home', 'away'] as SportsPick[]).map((pick) => ({ pick, odds: data.handicap![pick as 'home' | 'away'] })),
    });
  }
  if (data.total) {
    if (!validMarket(sport, 'total', data.total.line)) throw invalid('data.total.line');
    markets.push({
      type: 'total',
      line: data.total.line,
      odds: (['over', 'under'] as SportsPick[]).map((pick) => ({ pick, odds: data.total![pick as 'over' | 'under'] })),
    });
  }
  return markets;
}

export async function fixtureCreate(
  deps: Deps,
  caller: StaffCaller,
  data: SportsFixtureCreate,
): Promise<SportsFixtureRecord> {
  const startsAt = new Date(data.startsAt);
  if (startsAt <= deps.clock.now()) throw invalid('data.startsAt');
  if (data.homeTeamId === data.awayTeamId) throw invalid('data.awayTeamId');
  const markets = marketsOf(data);
  const id = await deps.db.transaction().execute(async (trx) => {
    const [league, home, away] = await Promise.all([
      findCatalogueRow(trx, 'sports_leagues', caller.siteId, data.leagueId),
      findCatalogueRow(trx, 'sports_teams', caller.siteId, data.homeTeamId),
      findCatalogueRow(trx, 'sports_teams', caller.siteId, data.awayTeamId),
    ]);
    // A league or team of another sport (or site) is a wrong choice, not a missing record.
    const wrong = [
      league?.sport !== data.sport && 'data.leagueId',
      home?.sport !== data.sport && 'data.homeTeamId',
      away?.sport !== data.sport && 'data.awayTeamId',
    ].filter((f): f is string => !!f);
    if (wrong.length) throw invalid(...wrong);
    const made = await nextId(trx, 'sports_fixtures');
    await changedBy(trx, staffChange(caller.actor.loginId), deps.clock.now());
    await insertFixture(
      trx,
      caller.siteId,
      {
        id: made,
        sport: data.sport,
        leagueId: data.leagueId,
        homeTeamId: data.homeTeamId,
        awayTeamId: data.awayTeamId,
        startsAt,
      },
      markets,
    );
    await writeAudit(trx, caller.actor, 'sportsFixture.create', String(made), null, data);
    return made;
  });
  return fixtureById(deps, caller.siteId, id);
}

/**
 * A new kick-off or league for a fixture that has not started; a finished one stays as it is
 * (B7021). What staff set sticks through the feed's passes until staff send `followFeed`.
 */
export async function fixtureUpdate(
  deps: Deps,
  caller: StaffCaller,
  id: number,
  data: z.output<typeof SportsFixtureUpdate>,
): Promise<SportsFixtureRecord> {
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const before = await lockFixture(trx, caller.siteId, id);
    if (!before) throw new AppError(ResultCode.NotFound);
    if (!OPEN_STATES.includes(before.state)) throw new AppError(ResultCode.SportsFixtureFinished);
    const startsAt = data.startsAt ? new Date(data.startsAt) : undefined;
    if (startsAt && startsAt <= now) throw invalid('data.startsAt');
    if (data.leagueId) {
      const league = await findCatalogueRow(trx, 'sports_leagues', caller.siteId, data.leagueId);
      if (league?.sport !== before.sport) throw invalid('data.leagueId');
    }
    await moveFixture(trx, id, { startsAt, leagueId: data.leagueId, followFeed: data.followFeed }, now);
    await writeAudit(
      trx,
      caller.actor,
      'sportsFixture.update',
      String(id),
      { startsAt: before.starts_at.toISOString(), leagueId: before.league_id, staffHeld: before.staff_held },
      data,
    );
  });
  return fixtureById(deps, caller.siteId, id);
}

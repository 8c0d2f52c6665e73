import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ResultCode } from '../../../../shared/resultCodes';
import { validMarket } from '../../../../shared/sports/markets';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import { publishChanges } from '../trading';
import { enterFixtureResult } from '../settlement';
import {
  closeStarted,
  goLive,
  idsByRef,
  insertIncidents,
  liveFixtureIds,
  suspendSilent,
  upsertFixtures,
  upsertLeagues,
  upsertMarkets,
  upsertTeams,
  writeLive,
  type MarketUpsert,
  type Trx,
} from './feedRepo';
import type { FeedDocument } from './format';
import { changedBy } from '../oddsHistoryRepo';
import { readOptions } from '../../site/options/service';

type Deps = Pick<AppDeps, 'db' | 'bus' | 'clock' | 'config'>;

/** The message the odds history names: the document's own id, else the first 16 hex digits of its SHA-256. */
const messageIdOf = (doc: FeedDocument): string =>
  doc.messageId ?? createHash('sha256').update(JSON.stringify(doc)).digest('hex').slice(0, 16);

export interface ApplySummary {
  fixtures: number;
  changed: number;
  closed: number;
  /** Fixtures in play whose scoreboard or incidents changed. */
  live: number;
  results: number;
  skipped: string[];
}

/** The silence threshold when the document's live part is older than it (docs/domains/sportsbook.md#silence), else null. */
async function lagOf(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  doc: FeedDocument,
  seenAt: Date,
  now: Date,
): Promise<{ thresholdMs: number } | null> {
  if (!doc.sentAt || !doc.fixtures.some((f) => f.live)) return null;
  const thresholdMs = (await readOptions(deps, siteId)).sportsLiveSilenceS * 1000;
  return now.getTime() - seenAt.getTime() > thresholdMs ? { thresholdMs } : null;
}

/**
 * The live pass's usual document (livePart: matches in play, nothing of the schedule) when every
 * fixture it names is live already: their ids, with nothing to write of them but the scoreboard,
 * odds and incidents; else null. Kick-offs and the closing of started fixtures are then the next
 * whole pass's (the schedule pass's, or a live pass meeting a fixture not yet live).
 */
async function liveOnly(trx: Trx, siteId: string, doc: FeedDocument) {
  if (doc.leagues.length || doc.teams.length || doc.fixtures.some((f) => f.live === null)) return null;
  const fixtureIds = await liveFixtureIds(
    trx,
    siteId,
    doc.fixtures.map((f) => f.ref),
  );
  if (fixtureIds.size < new Set(doc.fixtures.map((f) => f.ref)).size) return null;
  return { fixtureIds, usable: doc.fixtures, wentLive: [] as number[] };
}

/**
 * Leagues, teams and fixtures of the document by reference, and kick-off of the fixtures the feed
 * plays in play. A fixture naming an unknown league or team is skipped (named in `skipped`).
 */
async function scheduleFixtures(
  trx: Trx,
  siteId: string,
  source: string,
  doc: FeedDocument,
  now: Date,
  skipped: string[],
) {
  const leagues = new Map([
    ...(await idsByRef(
      trx,
      'sports_leagues',
      siteId,
      doc.fixtures.map((f) => f.league),
    )),
    ...(await upsertLeagues(trx, siteId, doc.leagues)),
  ]);
  const teams = new Map([
    ...(await idsByRef(
      trx,
      'sports_teams',
      siteId,
      doc.fixtures.flatMap((f) => [f.home, f.away]),
    )),
    ...(await upsertTeams(trx, siteId, doc.teams)),
  ]);
  const usable = doc.fixtures.filter((f) => {
    const ok = leagues.has(f.league) && teams.has(f.home) && teams.has(f.away) && f.home !== f.away;
    if (!ok) skipped.push(f.ref);
    return ok;
  });
  const fixtureIds = await upsertFixtures(
    trx,
    siteId,
    source,
    usable.map((f) => ({
      ref: f.ref,
      sport: f.sport,
      league_id: leagues.get(f.league)!,
      home_team_id: teams.get(f.home)!,
      away_team_id: teams.get(f.away)!,
      starts_at: f.startsAt,
      state: f.state === 'suspended' ? 'suspended' : 'open',
      in_play: f.inPlay || f.live !== null,
    })),
    now,
  );
  const wentLive = await goLive(
    trx,
    siteId,
    usable.filter((f) => f.live !== null).map((f) => fixtureIds.get(f.ref)!),
    now,
  );
  return { fixtureIds, usable, wentLive };
}

/**
 * Brings the site's sportsbook in line with a feed document (format.ts): leagues, teams and
 * fixtures by reference, markets and odds (what changed is pushed on /topic/sports/<siteId>), the
 * board closed at kick-off or, for a fixture the feed plays in play, taken live with its scoreboard,
 * bet stop and incidents (docs/domains/sportsbook.md#in-play), and results entered and settled (a
 * changed result is a correction, a rollback withdraws it). A fixture naming an unknown league or
 * team, or a market a sport cannot have, is skipped and named in the answer; a result a member
 * cannot cover is left for staff and named too.
 */
export async function applyFeed(
  deps: Deps,
  siteId: string,
  source: string,
  doc: FeedDocument,
  log?: FastifyBaseLogger,
): Promise<ApplySummary> {
  const now = deps.clock.now();
  const skipped: string[] = [];
  const message = messageIdOf(doc);
  const seenAt = doc.sentAt ? new Date(Math.min(now.getTime(), Date.parse(doc.sentAt))) : now;
  const lagging = await lagOf(deps, siteId, doc, seenAt, now);
  const silenced: number[] = [];
  const { fixtureIds, changed, closed, scoreboards, incidents } = await deps.db.transaction().execute(async (trx) => {
    await changedBy(trx, { cause: 'feed', feedSource: source, feedMessage: message }, now, { durable: false });
    // The live pass's document of matches already in play touches only them; anything else (a
    // fixture new or not yet live, a league or team) takes the whole path, kick-off included.
    const inPlay = await liveOnly(trx, siteId, doc);
    const { fixtureIds, usable, wentLive } = inPlay ?? (await scheduleFixtures(trx, siteId, source, doc, now, skipped));
    const live = usable.filter((f) => f.live !== null);
    const scoreboards = await writeLive(
      trx,
      live.map((f) => ({
        id: fixtureIds.get(f.ref)!,
        period: f.live!.period,
        clock_s: f.live!.clockS,
        clock_running: f.live!.clockRunning,
        home: f.live!.score.home,
        away: f.live!.score.away,
        stopped: f.live!.betStop,
      })),
      seenAt,
      now,
    );
    if (lagging) {
      // A lagging source is a silent one: its live markets suspended under the silence rule's name.
      await changedBy(trx, { cause: 'feed_silence' }, now, { durable: false });
      silenced.push(...(await suspendSilent(trx, siteId, new Date(now.getTime() - lagging.thresholdMs), now)));
      await changedBy(trx, { cause: 'feed', feedSource: source, feedMessage: message }, now, { durable: false });
    }
    const markets: MarketUpsert[] = usable.flatMap((f) =>
      f.markets.flatMap((m, ord) => {
        if (!validMarket(f.sport, m.type, m.line)) {
          skipped.push(`${f.ref}:${m.type}`);
          return [];
        }
        return [
          {
            fixture_id: fixtureIds.get(f.ref)!,
            type: m.type,
            line: m.line,
            // A bet stop suspends every market of the fixture until the bet start; a lagging feed all its live ones.
            state: f.state === 'suspended' || f.live?.betStop || (lagging && f.live) ? 'suspended' : m.state,
            ord,
            odds: m.odds as Record<string, number>,
          },
        ];
      }),
    );
    const changed = await upsertMarkets(trx, markets, now);
    const incidents = await insertIncidents(
      trx,
      live.flatMap((f) =>
        f.live!.incidents.map((i) => ({
          fixture_id: fixtureIds.get(f.ref)!,
          seq: i.seq,
          kind: i.kind,
          side: i.side,
          period: i.period,
          clock_s: i.clockS,
          score_home: i.score?.home ?? null,
          score_away: i.score?.away ?? null,
        })),
      ),
      message,
    );
    const closed = inPlay ? [] : await closeStarted(trx, siteId, now);
    return { fixtureIds, changed: new Set([...changed, ...wentLive, ...silenced]), closed, scoreboards, incidents };
  });
  const liveChanged = [...new Set([...scoreboards, ...incidents.map((i) => i.fixture_id)])];
  await publishChanges(deps, siteId, { markets: [...changed, ...closed], live: liveChanged, incidents });

  let results = 0;
  for (const f of doc.fixtures) {
    const id = fixtureIds.get(f.ref);
    const result =
      f.result ?? (f.state === 'postponed' || f.state === 'cancelled' ? { state: f.state, score: null } : null);
    if (!id || !result || (result.state === 'resulted' && !result.score)) continue;
    try {
      if (
        await enterFixtureResult(deps, siteId, id, {
          state: result.state,
          score: result.state === 'resulted' ? result.score : null,
          enteredBy: `feed:${source}`,
        })
      )
        results++;
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== ResultCode.SportsResettleShortfall) throw error;
      skipped.push(`${f.ref}:result`);
      log?.warn(
        { fixture: f.ref },
        'sports feed: a correction would take back more than a member holds; left for staff',
      );
    }
  }
  return {
    fixtures: fixtureIds.size,
    changed: changed.size,
    closed: closed.length,
    live: liveChanged.length,
    results,
    skipped,
  };
}

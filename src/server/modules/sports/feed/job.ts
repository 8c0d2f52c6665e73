import type { FastifyBaseLogger } from 'fastify';
import type { SportKey } from '../../../../shared/sports/sports';
import type { AppDeps } from '../../../deps';
import type { Job } from '../../../jobs';
import { readOptions } from '../../site/options/service';
import { applyFeed } from './apply';
import { livePart, type FeedSource } from './format';
import { suspendSilent } from './feedRepo';
import { changedBy } from '../oddsHistoryRepo';
import { publishMarkets } from '../trading';
import { demoSource, fileSource, httpSource } from './sources';
import { AdvisoryLock } from '../../../db/advisoryLocks';

/**
 * SPORTS_FEED: `demo` (the built-in feed), `file:<path>`, an http(s) URL, or `off`. `live`: the
 * live pass's own source (the demo then plays only the fixtures in play).
 */
function feedSourceOf(deps: Pick<AppDeps, 'db'>, setting: string, siteId: string, live = false): FeedSource | null {
  if (setting === 'off') return null;
  if (setting === 'demo') {
    return demoSource(async () => {
      const [options, rows] = await Promise.all([
        readOptions(deps, siteId),
        deps.db.selectFrom('sports_margins').select(['sport', 'margin_bp']).where('site_id', '=', siteId).execute(),
      ]);
      const own = new Map(rows.map((r) => [r.sport, r.margin_bp]));
      return {
        marginOf: (sport: SportKey) => own.get(sport) ?? options.sportsMarginBp,
        speed: options.sportsDemoLiveSpeed,
      };
    }, live);
  }
  if (setting.startsWith('file:')) return fileSource(setting.slice('file:'.length));
  return httpSource(setting);
}

/**
 * The sports feed on the job runner, on one node at a time (leader lock): each pass takes the
 * source's document and applies it to the site (apply.ts), which also closes the board at kick-off
 * and settles what the results decide.
 */
export function sportsFeedJob(deps: AppDeps, log: FastifyBaseLogger): Job | null {
  const siteId = deps.config.SPORTS_FEED_SITE;
  const source = feedSourceOf(deps, deps.config.SPORTS_FEED, siteId);
  if (!source) return null;
  return {
    name: 'sportsFeed',
    everyMs: deps.config.SPORTS_FEED_EVERY_S * 1000,
    lockKey: AdvisoryLock.sportsFeed,
    async run() {
      const site = await deps.db.selectFrom('sites').select('id').where('id', '=', siteId).executeTakeFirst();
      if (!site) return;
      const doc = await source.next(deps.clock.now());
      if (!doc) return;
      const summary = await applyFeed(deps, siteId, source.name, doc, log);
      if (summary.results || summary.skipped.length)
        log.info({ siteId, ...summary, skipped: summary.skipped.slice(0, 20) }, 'sports feed applied');
    },
  };
}

/** The live pass's cadence: in play, odds and bet stops move by the second. */
const LIVE_EVERY_MS = 1_000;

/**
 * The live pass (docs/domains/sportsbook.md#in-play): every second, on one node (its own leader
 * lock), a source of its own hands its document and only the fixtures in play are applied, so a
 * pass writes only the scoreboards, odds and incidents that changed.
 */
export function sportsLiveJob(deps: AppDeps, log: FastifyBaseLogger): Job | null {
  const siteId = deps.config.SPORTS_FEED_SITE;
  const source = feedSourceOf(deps, deps.config.SPORTS_FEED, siteId, true);
  if (!source) return null;
  return {
    name: 'sportsLive',
    everyMs: LIVE_EVERY_MS,
    lockKey: AdvisoryLock.sportsLive,
    async run() {
      const doc = await source.next(deps.clock.now());
      if (!doc) return;
      const live = livePart(doc);
      if (live.fixtures.length === 0) return;
      const summary = await applyFeed(deps, siteId, source.name, live, log);
      if (summary.results || summary.skipped.length)
        log.info({ siteId, ...summary, skipped: summary.skipped.slice(0, 20) }, 'sports live feed applied');
    },
  };
}

/**
 * The silence rule (docs/domains/sportsbook.md#in-play): the live markets of fixtures whose source
 * has been silent past the site option sportsLiveSilenceS are suspended (odds history cause
 * feed_silence) and pushed; the source's next word reopens them.
 */
export async function suspendSilentMarkets(deps: Pick<AppDeps, 'db' | 'bus' | 'clock'>, siteId: string) {
  const now = deps.clock.now();
  const { sportsLiveSilenceS } = await readOptions(deps, siteId);
  const fixtures = await deps.db.transaction().execute(async (trx) => {
    await changedBy(trx, { cause: 'feed_silence' }, now);
    return suspendSilent(trx, siteId, new Date(now.getTime() - sportsLiveSilenceS * 1000), now);
  });
  await publishMarkets(deps, siteId, fixtures);
  return fixtures;
}

/** The silence watchdog on the job runner, on one node at a time, beside the feed it watches. */
export function sportsSilenceJob(deps: AppDeps, log: FastifyBaseLogger): Job | null {
  const siteId = deps.config.SPORTS_FEED_SITE;
  if (deps.config.SPORTS_FEED === 'off') return null;
  return {
    name: 'sportsSilence',
    everyMs: 2_000,
    lockKey: AdvisoryLock.sportsSilence,
    async run() {
      const suspended = await suspendSilentMarkets(deps, siteId);
      if (suspended.length) log.warn({ siteId, fixtures: suspended }, 'sports feed silent: live markets suspended');
    },
  };
}

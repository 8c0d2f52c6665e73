import type { FastifyBaseLogger } from 'fastify';
import type { SportKey } from '../../../../shared/sports/sports';
import type { AppDeps } from '../../../deps';
import type { Job } from '../../../jobs';
import { readOptions } from '../../site/options/service';
import { applyFeed } from './apply';
import type { FeedSource } from './format';
import { demoSource, fileSource, httpSource } from './sources';
import { AdvisoryLock } from '../../../db/advisoryLocks';

/** SPORTS_FEED: `demo` (the built-in feed), `file:<path>`, an http(s) URL, or `off`. */
function feedSourceOf(deps: Pick<AppDeps, 'db'>, setting: string, siteId: string): FeedSource | null {
  if (setting === 'off') return null;
  if (setting === 'demo') {
    return demoSource(async () => {
      const [options, rows] = await Promise.all([
        readOptions(deps, siteId),
        deps.db.selectFrom('sports_margins').select(['sport', 'margin_bp']).where('site_id', '=', siteId).execute(),
      ]);
      const own = new Map(rows.map((r) => [r.sport, r.margin_bp]));
      return (sport: SportKey) => own.get(sport) ?? options.sportsMarginBp;
    });
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

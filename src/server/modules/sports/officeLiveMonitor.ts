import type { z } from 'zod';
import type { OfficeList } from '../../../shared/api/office';
import type { SportsLiveMonitorList, SportsLiveMonitorRecord } from '../../../shared/api/office/sportsLive';
import type { AppDeps } from '../../deps';
import { fixtureLiabilities } from './officeLiabilityRepo';
import { liveFixturesPage, marketCounts, slipCounts } from './officeLiveMonitorRepo';

/**
 * The live monitor (docs/domains/sportsbook.md#live-monitor): each fixture in play with the feed's
 * last word on it (period, clock, score, bet stop), how long its source has been silent, its
 * markets open and suspended, and the house's risk on it (open slips, their stake, the worst
 * market's liability as the liability monitor counts it, and slips still in their bet delay).
 */
export async function liveMonitorList(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  siteId: string,
  body: z.output<typeof SportsLiveMonitorList>,
): Promise<OfficeList<SportsLiveMonitorRecord>> {
  const { rows, total } = await liveFixturesPage(deps.db, siteId, body.filter, body);
  const ids = rows.map((r) => Number(r.id));
  const [markets, slips, liability] = await Promise.all([
    marketCounts(deps.db, ids),
    slipCounts(deps.db, ids),
    fixtureLiabilities(deps.db, siteId, ids),
  ]);
  const now = deps.clock.now().getTime();
  return {
    list: rows.map((r) => {
      const id = Number(r.id);
      const m = markets.get(id);
      const s = slips.get(id);
      return {
        id,
        sport: r.sport,
        league: r.league,
        home: r.home,
        away: r.away,
        startsAt: r.starts_at.toISOString(),
        period: r.live_period,
        clockS: r.live_clock_s,
        clockRunning: r.live_clock_running,
        scoreHome: r.live_home,
        scoreAway: r.live_away,
        stopped: r.live_stopped,
        silentS: r.live_seen_at ? Math.max(0, Math.floor((now - new Date(r.live_seen_at).getTime()) / 1000)) : null,
        marketsOpen: m?.open ?? 0,
        marketsSuspended: m?.suspended ?? 0,
        slips: s?.slips ?? 0,
        stake: s?.stake ?? 0,
        liability: liability.get(id) ?? 0,
        pendingSlips: s?.pendingSlips ?? 0,
        pendingStake: s?.pendingStake ?? 0,
      };
    }),
    total,
  };
}

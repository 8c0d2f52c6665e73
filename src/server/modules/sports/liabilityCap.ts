import type { SiteOptions } from '../../../shared/api/site';
import type { AppDeps } from '../../deps';
import { marketLiabilities } from './officeLiabilityRepo';
import { changedBy } from './oddsHistoryRepo';
import { publishMarkets } from './trading';

/**
 * The liability cap (docs/domains/sportsbook.md#liability-cap): once a placed slip takes a market's
 * liability over the site option sportsMarketLiabilityCap (0: no cap), the market is suspended and
 * held (cap_hold: the feed leaves its state alone) until staff reopen it; the next slip on it is
 * refused B7003. Run after either placement path commits the slip, so it weighs every slip
 * committed so far, and pushed as any market change is.
 */
export async function suspendOverCap(
  deps: Pick<AppDeps, 'db' | 'bus' | 'clock'>,
  siteId: string,
  options: Pick<SiteOptions, 'sportsMarketLiabilityCap'>,
  marketIds: readonly number[],
): Promise<void> {
  const cap = options.sportsMarketLiabilityCap;
  if (cap <= 0 || marketIds.length === 0) return;
  const over = (await marketLiabilities(deps.db, siteId, marketIds))
    .filter((m) => m.liability > cap)
    .map((m) => m.marketId);
  if (over.length === 0) return;
  const now = deps.clock.now();
  const suspended = await deps.db.transaction().execute(async (trx) => {
    await changedBy(trx, { cause: 'cap' }, now);
    return trx
      .updateTable('sports_markets')
      .set({ state: 'suspended', cap_hold: true, updated_at: now })
      .where('id', 'in', over)
      .where('state', '=', 'open')
      .returning('fixture_id')
      .execute();
  });
  await publishMarkets(deps, siteId, [...new Set(suspended.map((r) => Number(r.fixture_id)))]);
}

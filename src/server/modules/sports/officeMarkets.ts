import type { z } from 'zod';
import type { OfficeList } from '../../../shared/api/office';
import type { SportsMarketList, SportsMarketOddsUpdate, SportsMarketRecord } from '../../../shared/api/office/sports';
import { marketKind, MARKET_TYPES } from '../../../shared/sports/markets';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { StaffCaller } from '../../http/route';
import { writeAudit } from '../audit/repo';
import { marketsOf, type MarketRow } from './boardRepo';
import { fixtureLiability, setMarketOdds, setMarketState } from './index';
import { fixtureById, OPEN_STATES } from './officeFixtures';
import { marketExtras } from './officeFixturesRepo';
import { staffChange } from './oddsHistoryRepo';

/**
 * A fixture's markets as staff run them: each pick's odds with its open slips
 * and liability; odds set by hand and markets suspended or reopened through the sportsbook's own
 * setMarketOdds / setMarketState (which push the change to open pages). Slips read a market's
 * state and odds when placed, so a change here takes effect on the next /api/bet/betProc.
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'bus'>;

async function toRecords(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  fixtureId: number,
  rows: MarketRow[],
): Promise<SportsMarketRecord[]> {
  const [liability, extras] = await Promise.all([
    fixtureLiability(deps, siteId, [fixtureId]),
    marketExtras(
      deps.db,
      rows.map((r) => r.id),
    ),
  ]);
  const byPick = new Map((liability[0]?.picks ?? []).map((p) => [`${p.marketId}:${p.pick}`, p]));
  const extra = new Map(extras.map((e) => [Number(e.id), e]));
  return rows.map((m) => {
    const order: readonly string[] = MARKET_TYPES[m.type].picks;
    const odds = [...m.odds]
      .sort((a, b) => order.indexOf(a.pick) - order.indexOf(b.pick))
      .map((o) => {
        const p = byPick.get(`${m.id}:${o.pick}`);
        return {
          pick: o.pick,
          odds: o.odds,
          slips: p?.slips ?? 0,
          stake: p?.stake ?? 0,
          liability: p?.potentialPayout ?? 0,
        };
      });
    return {
      id: m.id,
      fixtureId: m.fixture_id,
      type: m.type,
      kind: marketKind(m.type),
      line: m.line,
      state: m.state,
      manual: extra.get(m.id)?.manual ?? false,
      odds,
      liability: Math.max(0, ...odds.map((o) => o.liability)),
      updatedAt: new Date(extra.get(m.id)?.updated_at ?? 0).toISOString(),
    };
  });
}

/** The markets of one fixture of the site (without a fixture the list is empty: markets are read per fixture). */
export async function marketList(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  body: z.output<typeof SportsMarketList>,
): Promise<OfficeList<SportsMarketRecord>> {
  const fixtureId = body.filter.fixtureId;
  if (!fixtureId) return { list: [], total: 0 };
  await fixtureById(deps, siteId, fixtureId);
  const rows = await marketsOf(deps.db, [fixtureId]);
  const page = rows.slice((body.page - 1) * body.perPage, body.page * body.perPage);
  return { list: await toRecords(deps, siteId, fixtureId, page), total: rows.length };
}

/** One market of the site with its fixture's state. */
async function marketOfSite(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  id: number,
): Promise<{ market: SportsMarketRecord; fixtureState: string }> {
  const found = await deps.db
    .selectFrom('sports_markets as m')
    .innerJoin('sports_fixtures as f', 'f.id', 'm.fixture_id')
    .select(['m.fixture_id', 'f.state'])
    .where('m.id', '=', id)
    .where('f.site_id', '=', siteId)
    .executeTakeFirst();
  if (!found) throw new AppError(ResultCode.NotFound);
  const fixtureId = Number(found.fixture_id);
  const rows = (await marketsOf(deps.db, [fixtureId])).filter((m) => m.id === id);
  return { market: (await toRecords(deps, siteId, fixtureId, rows))[0]!, fixtureState: found.state };
}

/** A market may be changed before kick-off and in play (docs/domains/sportsbook.md#in-play). */
const MARKET_CHANGE_STATES: readonly string[] = [...OPEN_STATES, 'live'];

/**
 * A change to a market that still takes bets (B7021 once its fixture closed at kick-off or has a
 * result), made by the sportsbook's service, then an audit line with the market before and after.
 */
async function changeMarket(
  deps: Deps,
  caller: StaffCaller,
  id: number,
  action: string,
  change: (before: SportsMarketRecord) => Promise<void>,
): Promise<SportsMarketRecord> {
  const { market: before, fixtureState } = await marketOfSite(deps, caller.siteId, id);
  if (!MARKET_CHANGE_STATES.includes(fixtureState) || (before.state !== 'open' && before.state !== 'suspended'))
    throw new AppError(ResultCode.SportsFixtureFinished);
  await change(before);
  const { market: after } = await marketOfSite(deps, caller.siteId, id);
  const snapshot = (m: SportsMarketRecord) => ({
    state: m.state,
    manual: m.manual,
    odds: m.odds.map(({ pick, odds }) => ({ pick, odds })),
  });
  await writeAudit(deps.db, caller.actor, action, String(id), snapshot(before), snapshot(after));
  return after;
}

/** Manual odds of some picks; the market is marked manual so the feed keeps its hands off. */
export function marketOdds(
  deps: Deps,
  caller: StaffCaller,
  id: number,
  data: z.output<typeof SportsMarketOddsUpdate>,
): Promise<SportsMarketRecord> {
  return changeMarket(deps, caller, id, 'sportsMarket.odds', async (market) => {
    const order: readonly string[] = MARKET_TYPES[market.type].picks;
    const wrong = data.odds.filter((o) => !order.includes(o.pick));
    if (wrong.length)
      throw new AppError(ResultCode.InvalidRequest, { fields: wrong.map((o) => `data.odds.${o.pick}`) });
    await setMarketOdds(deps, caller.siteId, id, data.odds, staffChange(caller.actor.loginId));
  });
}

/** Suspends (no slip takes the market) or reopens a market. */
export function marketState(
  deps: Deps,
  caller: StaffCaller,
  id: number,
  state: 'open' | 'suspended',
): Promise<SportsMarketRecord> {
  return changeMarket(deps, caller, id, state === 'open' ? 'sportsMarket.open' : 'sportsMarket.suspend', () =>
    setMarketState(deps, caller.siteId, id, state, staffChange(caller.actor.loginId)),
  );
}

import { LIVE_COLUMNS } from './tables';
import { sql } from 'kysely';
import type { SportsPush, SportsScore } from '../../../shared/api/sports';
import { sportsTopic } from '../../../shared/api/sports';
import type { SlipStatus } from '../../../shared/bets/slip';
import { ResultCode } from '../../../shared/resultCodes';
import { isPickOf, type SportsPick } from '../../../shared/sports/markets';
import { settleSportsSlip } from '../../../shared/sports/payout';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { liveStateOf, toMarket } from './board';
import { marketsOf } from './boardRepo';
import type { ROLLBACK } from './settlement';
import { decisionsFor } from './settlement';
import { fixtureMarkets, slipIdsOfFixture, slipsWithLegs } from './settlementRepo';
import { changedBy, type OddsChangedBy } from './oddsHistoryRepo';
import type { IncidentInsert } from './feed/feedRepo';

type Deps = Pick<AppDeps, 'db' | 'bus' | 'clock' | 'config'>;

export interface SlipPreview {
  betIdx: number;
  memberId: number;
  stake: number;
  /** As the slip stands now. */
  status: SlipStatus;
  payout: number;
  /** What the proposed result would make of it: null status while another leg still waits. */
  newStatus: SlipStatus | null;
  newPayout: number | null;
}

/**
 * What each slip with a leg on the fixture would get if the fixture took this result (null score:
 * postponed or cancelled; ROLLBACK: the result in force withdrawn, its legs waiting again), before
 * anything is written: the legs of this fixture decided on the proposed score, the slip's other
 * legs as they stand.
 */
export async function settlementPreview(
  deps: Deps,
  siteId: string,
  fixtureId: number,
  score: SportsScore | null | typeof ROLLBACK,
): Promise<SlipPreview[]> {
  return deps.db.transaction().execute(async (trx) => {
    const fixture = await trx
      .selectFrom('sports_fixtures')
      .select(['id', 'site_id'])
      .where('id', '=', fixtureId)
      .executeTakeFirst();
    if (!fixture || fixture.site_id !== siteId) throw new AppError(ResultCode.NotFound);
    const decided = new Map(
      decisionsFor(await fixtureMarkets(trx, fixtureId), score).map((d) => [`${d.marketId}:${d.pick}`, d.outcome]),
    );
    const ids = await slipIdsOfFixture(trx, fixtureId);
    const legs = await trx
      .selectFrom('bet_legs')
      .select(['bet_id', 'leg_no', 'market_id', 'pick'])
      .where('bet_id', 'in', ids.length ? ids : [0])
      .orderBy('bet_id')
      .orderBy('leg_no')
      .execute();
    const slips = await slipsWithLegs(trx, ids);
    return slips.map((s) => {
      const own = legs.filter((l) => Number(l.bet_id) === s.id);
      const outcomes = s.outcomes.map((o, i) => decided.get(`${own[i]?.market_id}:${own[i]?.pick}`) ?? o);
      const r = settleSportsSlip(
        s.stake,
        outcomes.map((outcome, i) => ({ outcome, odds: s.odds[i]! })),
        s.terms,
      );
      return {
        betIdx: s.id,
        memberId: s.member_id,
        stake: s.stake,
        status: s.status,
        payout: s.payout,
        newStatus: r?.status ?? null,
        newPayout: r?.payout ?? null,
      };
    });
  });
}

interface PickLiability {
  marketId: number;
  pick: SportsPick;
  slips: number;
  stake: number;
  /** Sum of the potential payouts of the open slips holding this pick. */
  potentialPayout: number;
}

export interface FixtureLiability {
  fixtureId: number;
  slips: number;
  stake: number;
  potentialPayout: number;
  picks: PickLiability[];
}

/** Staff's risk before kick-off: the open slips' potential payouts per fixture and per market pick. */
export async function fixtureLiability(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  fixtureIds: readonly number[],
): Promise<FixtureLiability[]> {
  if (fixtureIds.length === 0) return [];
  const { rows } = await sql<{
    fixture_id: number;
    market_id: number;
    pick: SportsPick;
    slips: number;
    stake: string;
    potential: string;
  }>`
    select l.fixture_id, l.market_id, l.pick, count(*)::int as slips, sum(b.stake) as stake, sum(b.potential_payout) as potential
    from bet_legs l join bets b on b.id = l.bet_id and b.created_at = l.created_at
    where l.fixture_id = any(${[...fixtureIds]}::bigint[]) and b.site_id = ${siteId} and b.status = 'BET'
    group by l.fixture_id, l.market_id, l.pick order by l.fixture_id, l.market_id, l.pick`.execute(deps.db);
  const totals = await sql<{ fixture_id: number; slips: number; stake: string; potential: string }>`
    select x.fixture_id, count(*)::int as slips, sum(b.stake) as stake, sum(b.potential_payout) as potential
    from (select distinct fixture_id, bet_id from bet_legs where fixture_id = any(${[...fixtureIds]}::bigint[])) x
    join bets b on b.id = x.bet_id where b.site_id = ${siteId} and b.status = 'BET' group by x.fixture_id`.execute(
    deps.db,
  );
  const byFixture = new Map(totals.rows.map((t) => [Number(t.fixture_id), t]));
  return fixtureIds.map((id) => {
    const t = byFixture.get(id);
    return {
      fixtureId: id,
      slips: t?.slips ?? 0,
      stake: Number(t?.stake ?? 0),
      potentialPayout: Number(t?.potential ?? 0),
      picks: rows
        .filter((r) => Number(r.fixture_id) === id)
        .map((r) => ({
          marketId: Number(r.market_id),
          pick: r.pick,
          slips: r.slips,
          stake: Number(r.stake),
          potentialPayout: Number(r.potential),
        })),
    };
  });
}

/** Pushes a market's state and odds to open pages. */
export const publishMarkets = (deps: Pick<AppDeps, 'db' | 'bus'>, siteId: string, fixtureIds: readonly number[]) =>
  publishChanges(deps, siteId, { markets: fixtureIds });

/**
 * Pushes what one change moved, in one message to every page watching the board
 * (docs/domains/sportsbook.md#in-play): the markets' states and odds of `markets`, and the
 * scoreboard of the fixtures in play of `live` with their new incidents. Event `live` when it
 * carries a scoreboard, else `odds`. One message, so a live pass that moves a match's prices and
 * its clock costs one fan-out.
 */
export async function publishChanges(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  siteId: string,
  changes: { markets: readonly number[]; live?: readonly number[]; incidents?: readonly IncidentInsert[] },
): Promise<void> {
  const live = new Set(changes.live ?? []);
  const ids = [...new Set([...changes.markets, ...live])];
  if (ids.length === 0) return;
  const withMarkets = new Set(changes.markets);
  const incidents = changes.incidents ?? [];
  const [fixtures, markets] = await Promise.all([
    deps.db
      .selectFrom('sports_fixtures')
      .select(['id', 'state', ...LIVE_COLUMNS])
      .where('id', 'in', ids)
      .execute(),
    withMarkets.size ? marketsOf(deps.db, [...withMarkets]) : [],
  ]);
  const body: SportsPush = {
    event: live.size ? 'live' : 'odds',
    fixtures: fixtures.map((f) => {
      const id = Number(f.id);
      const shown = {
        fixtureId: id,
        state: f.state,
        score: null,
        markets: markets
          .filter((m) => m.fixture_id === id)
          .map((m) => {
            const { marketId, state, odds } = toMarket(m);
            return { marketId, state, odds };
          }),
      };
      if (!live.has(id)) return shown;
      const scoreboard = liveStateOf({ ...f, live_seen_at: f.live_seen_at && new Date(f.live_seen_at) });
      return {
        ...shown,
        score: scoreboard.score && { ...scoreboard.score, htHome: null, htAway: null },
        live: scoreboard,
        incidents: incidents
          .filter((i) => i.fixture_id === id)
          .sort((x, y) => x.seq - y.seq)
          .map((i) => ({
            seq: i.seq,
            kind: i.kind,
            side: i.side,
            period: i.period,
            clockS: i.clock_s,
            score: i.score_home === null || i.score_away === null ? null : { home: i.score_home, away: i.score_away },
          })),
      };
    }),
  };
  deps.bus.publish({ type: 'topic', topic: sportsTopic(siteId), body });
}

async function marketOfSite(deps: Pick<AppDeps, 'db'>, siteId: string, marketId: number) {
  const market = await deps.db
    .selectFrom('sports_markets as m')
    .innerJoin('sports_fixtures as f', 'f.id', 'm.fixture_id')
    .select(['m.id', 'm.type', 'm.state', 'm.fixture_id', 'f.site_id', 'f.state as fixture_state'])
    .where('m.id', '=', marketId)
    .executeTakeFirst();
  if (!market || market.site_id !== siteId) throw new AppError(ResultCode.NotFound);
  return market;
}

/**
 * Suspends or reopens a market of a fixture not yet kicked off or in play; pushed to open pages.
 * Reopening lifts the liability cap's hold (docs/domains/sportsbook.md#liability-cap). `by` names
 * the change in the odds history.
 */
export async function setMarketState(
  deps: Pick<AppDeps, 'db' | 'bus' | 'clock'>,
  siteId: string,
  marketId: number,
  state: 'open' | 'suspended',
  by: OddsChangedBy = { cause: 'system' },
): Promise<void> {
  const market = await marketOfSite(deps, siteId, marketId);
  if (
    !['open', 'suspended'].includes(market.state) ||
    !['scheduled', 'open', 'suspended', 'live'].includes(market.fixture_state)
  )
    throw new AppError(ResultCode.InvalidRequest, { fields: ['state'] });
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await changedBy(trx, by, now);
    await trx
      .updateTable('sports_markets')
      .set(state === 'open' ? { state, cap_hold: false, updated_at: now } : { state, updated_at: now })
      .where('id', '=', marketId)
      .execute();
  });
  await publishMarkets(deps, siteId, [Number(market.fixture_id)]);
}

/**
 * Sets a market's odds by hand (odds × 100 per pick). The market is marked manual, so the feed no
 * longer overwrites them; slips already placed keep the odds they were placed at. `by` names the
 * change in the odds history.
 */
export async function setMarketOdds(
  deps: Pick<AppDeps, 'db' | 'bus' | 'clock'>,
  siteId: string,
  marketId: number,
  odds: readonly { pick: string; odds: number }[],
  by: OddsChangedBy = { cause: 'system' },
): Promise<void> {
  const market = await marketOfSite(deps, siteId, marketId);
  if (odds.some((o) => !isPickOf(market.type, o.pick) || !Number.isSafeInteger(o.odds) || o.odds < 100))
    throw new AppError(ResultCode.InvalidRequest, { fields: ['odds'] });
  await deps.db.transaction().execute(async (trx) => {
    await changedBy(trx, by, deps.clock.now());
    for (const o of odds) {
      await trx
        .insertInto('sports_odds')
        .values({ market_id: marketId, pick: o.pick as SportsPick, odds: o.odds })
        .onConflict((c) => c.columns(['market_id', 'pick']).doUpdateSet({ odds: o.odds }))
        .execute();
    }
    await trx
      .updateTable('sports_markets')
      .set({ manual: true, updated_at: deps.clock.now() })
      .where('id', '=', marketId)
      .execute();
  });
  await publishMarkets(deps, siteId, [Number(market.fixture_id)]);
}

import { sql, type AliasedSelectQueryBuilder, type Kysely } from 'kysely';
import type { OfficeListQuery } from '../../../shared/api/office';
import type { SportKey } from '../../../shared/sports/sports';
import type { DB } from '../../db/schema';
import { pageOffset } from '../../http/paging';

/**
 * The house's risk on open sports slips, as the sportsbook's fixtureLiability
 * counts it: a pick's liability is the sum of the potential payouts of the open slips holding it (a
 * combo counts in full on each of its picks, since any one may be the last to win); a market's and
 * a fixture's is its worst pick's. This ranks the fixtures and the markets by it, and the liability
 * cap (liabilityCap.ts) weighs a market by it.
 */

/** States in which a fixture still carries risk: not yet resulted (in play among them). */
const AT_RISK_STATES = ['scheduled', 'open', 'suspended', 'live', 'closed'] as const;

interface RiskFilter {
  sport?: SportKey;
  from?: Date;
  to?: Date;
  marketIds?: readonly number[];
  fixtureIds?: readonly number[];
}

/** The legs of open slips on the site's fixtures still at risk: the one definition of liability's rows. */
function openLegs(db: Kysely<DB>, siteId: string, filter: RiskFilter) {
  let picks = db
    .selectFrom('sports_fixtures as f')
    .innerJoin('bet_legs as l', 'l.fixture_id', 'f.id')
    .innerJoin('bets as b', 'b.id', 'l.bet_id')
    .where('f.site_id', '=', siteId)
    .where('f.state', 'in', AT_RISK_STATES)
    .where('b.status', '=', 'BET');
  if (filter.sport) picks = picks.where('f.sport', '=', filter.sport);
  if (filter.from) picks = picks.where('f.starts_at', '>=', filter.from);
  if (filter.to) picks = picks.where('f.starts_at', '<', filter.to);
  if (filter.marketIds) picks = picks.where('l.market_id', 'in', filter.marketIds.length ? filter.marketIds : [0]);
  if (filter.fixtureIds) picks = picks.where('f.id', 'in', filter.fixtureIds.length ? filter.fixtureIds : [0]);
  return picks;
}

/** Each pick's liability: the potential payouts of its open slips. */
const perPick = (db: Kysely<DB>, siteId: string, filter: RiskFilter) =>
  openLegs(db, siteId, filter)
    .select([
      sql<number>`f.id`.as('fixture_id'),
      sql<number>`l.market_id`.as('market_id'),
      sql<number>`sum(b.potential_payout)`.as('pay'),
      sql<number>`sum(b.stake)`.as('stake'),
      sql<number>`count(*)`.as('slips'),
      sql<Date>`min(f.starts_at)`.as('starts_at'),
    ])
    .groupBy(['f.id', 'l.market_id', 'l.pick']);

/** Each market's liability (its worst pick's), with its open slips' stake and count over every pick. */
const perMarket = (db: Kysely<DB>, siteId: string, filter: RiskFilter) =>
  db
    .selectFrom(perPick(db, siteId, filter).as('p'))
    .select([
      sql<number>`p.market_id`.as('market_id'),
      sql<number>`min(p.fixture_id)`.as('fixture_id'),
      sql<number>`max(p.pay)`.as('liability'),
      sql<number>`sum(p.stake)`.as('stake'),
      sql<number>`sum(p.slips)::int`.as('slips'),
      sql<Date>`min(p.starts_at)`.as('starts_at'),
    ])
    .groupBy('p.market_id');

/** How many rows a ranking holds (the total beside its page). */
async function countOf<O>(db: Kysely<DB>, ranked: AliasedSelectQueryBuilder<O, 'x'>): Promise<number> {
  const { total } = await db
    .selectFrom(ranked)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return total;
}

/** Each fixture's liability (its worst pick's); a fixture without open slips is not in the answer. */
const perFixture = (db: Kysely<DB>, siteId: string, filter: RiskFilter) =>
  db
    .selectFrom(perPick(db, siteId, filter).as('p'))
    .select([
      sql<number>`p.fixture_id`.as('fixture_id'),
      sql<number>`max(p.pay)`.as('liability'),
      sql<Date>`min(p.starts_at)`.as('starts_at'),
    ])
    .groupBy('p.fixture_id');

/** The liability of these fixtures of the site, by fixture id. */
export async function fixtureLiabilities(
  db: Kysely<DB>,
  siteId: string,
  fixtureIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await perFixture(db, siteId, { fixtureIds }).execute();
  return new Map(rows.map((r) => [Number(r.fixture_id), Number(r.liability)]));
}

/** Fixtures not yet resulted that carry open slips, largest liability first: one page of ids and the total. */
export async function liabilityPage(
  db: Kysely<DB>,
  siteId: string,
  filter: { sport?: SportKey; from?: Date; to?: Date },
  query: OfficeListQuery,
): Promise<{ ids: number[]; total: number }> {
  const fixtures = perFixture(db, siteId, filter);
  const { limit, offset } = pageOffset(query);
  const ascending = query.sort?.field === 'startsAt';
  const [rows, total] = await Promise.all([
    db
      .selectFrom(fixtures.as('x'))
      .select(sql<number>`x.fixture_id`.as('id'))
      .orderBy(
        ascending ? sql`x.starts_at` : sql`x.liability`,
        ascending ? (query.sort?.order === 'DESC' ? 'desc' : 'asc') : 'desc',
      )
      .orderBy(sql`x.fixture_id`)
      .limit(limit)
      .offset(offset)
      .execute(),
    countOf(db, fixtures.as('x')),
  ]);
  return { ids: rows.map((r) => Number(r.id)), total };
}

export interface MarketLiabilityRow {
  marketId: number;
  fixtureId: number;
  liability: number;
  stake: number;
  slips: number;
  startsAt: Date;
}

const toMarketRow = (r: {
  market_id: number;
  fixture_id: number;
  liability: number;
  stake: number;
  slips: number;
  starts_at: Date;
}): MarketLiabilityRow => ({
  marketId: Number(r.market_id),
  fixtureId: Number(r.fixture_id),
  liability: Number(r.liability),
  stake: Number(r.stake),
  slips: Number(r.slips),
  startsAt: new Date(r.starts_at),
});

/** The liability of these markets of the site (a market without open slips is not in the answer). */
export async function marketLiabilities(
  db: Kysely<DB>,
  siteId: string,
  marketIds: readonly number[],
): Promise<MarketLiabilityRow[]> {
  const rows = await perMarket(db, siteId, { marketIds }).execute();
  return rows.map(toMarketRow);
}

/** Markets of fixtures not yet resulted that carry open slips, largest liability first: one page and the total. */
export async function marketLiabilityPage(
  db: Kysely<DB>,
  siteId: string,
  filter: { sport?: SportKey },
  query: OfficeListQuery,
): Promise<{ rows: MarketLiabilityRow[]; total: number }> {
  const markets = perMarket(db, siteId, filter);
  const { limit, offset } = pageOffset(query);
  const [rows, total] = await Promise.all([
    db
      .selectFrom(markets.as('x'))
      .selectAll()
      .orderBy(sql`x.liability`, 'desc')
      .orderBy(sql`x.market_id`)
      .limit(limit)
      .offset(offset)
      .execute(),
    countOf(db, markets.as('x')),
  ]);
  return { rows: rows.map(toMarketRow), total };
}

import { sql, type Kysely } from 'kysely';
import type { OfficeListQuery } from '../../../shared/api/office';
import type { SportKey } from '../../../shared/sports/sports';
import type { DB } from '../../db/schema';
import { pageOffset } from '../../http/paging';

/**
 * The house's risk on open sports slips, as the sportsbook's fixtureLiability
 * counts it: a pick's liability is the sum of the potential payouts of the open slips holding it (a
 * combo counts in full on each of its picks, since any one may be the last to win); a fixture's
 * is its worst pick's. This ranks the fixtures by it.
 */

/** States in which a fixture still carries risk: not yet resulted. */
const AT_RISK_STATES = ['scheduled', 'open', 'suspended', 'closed'] as const;

/** Fixtures not yet resulted that carry open slips, largest liability first: one page of ids and the total. */
export async function liabilityPage(
  db: Kysely<DB>,
  siteId: string,
  filter: { sport?: SportKey; from?: Date; to?: Date },
  query: OfficeListQuery,
): Promise<{ ids: number[]; total: number }> {
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
  const perPick = picks
    .select([
      sql<number>`f.id`.as('fixture_id'),
      sql<number>`sum(b.potential_payout)`.as('pay'),
      sql<Date>`min(f.starts_at)`.as('starts_at'),
    ])
    .groupBy(['f.id', 'l.market_id', 'l.pick']);
  const perFixture = db
    .selectFrom(perPick.as('p'))
    .select([
      sql<number>`p.fixture_id`.as('fixture_id'),
      sql<number>`max(p.pay)`.as('liability'),
      sql<Date>`min(p.starts_at)`.as('starts_at'),
    ])
    .groupBy('p.fixture_id');
  const { limit, offset } = pageOffset(query);
  const ascending = query.sort?.field === 'startsAt';
  const [rows, count] = await Promise.all([
    db
      .selectFrom(perFixture.as('x'))
      .select(sql<number>`x.fixture_id`.as('id'))
      .orderBy(
        ascending ? sql`x.starts_at` : sql`x.liability`,
        ascending ? (query.sort?.order === 'DESC' ? 'desc' : 'asc') : 'desc',
      )
      .orderBy(sql`x.fixture_id`)
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom(perFixture.as('x'))
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((r) => Number(r.id)), total: count.total };
}

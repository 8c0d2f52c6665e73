import { sql, type Kysely } from 'kysely';
import { LIVE_COLUMNS } from './tables';
import type { OfficeListQuery } from '../../../shared/api/office';
import type { SportKey } from '../../../shared/sports/sports';
import type { DB } from '../../db/schema';
import { pageOffset } from '../../http/paging';

/** The site's fixtures in play, earliest kick-off first: one page with their teams and league, and the total. */
export async function liveFixturesPage(
  db: Kysely<DB>,
  siteId: string,
  filter: { sport?: SportKey },
  query: OfficeListQuery,
) {
  let live = db.selectFrom('sports_fixtures as f').where('f.site_id', '=', siteId).where('f.state', '=', 'live');
  if (filter.sport) live = live.where('f.sport', '=', filter.sport);
  const { limit, offset } = pageOffset(query);
  const [rows, { total }] = await Promise.all([
    live
      .innerJoin('sports_leagues as lg', 'lg.id', 'f.league_id')
      .innerJoin('sports_teams as h', 'h.id', 'f.home_team_id')
      .innerJoin('sports_teams as a', 'a.id', 'f.away_team_id')
      .select([
        'f.id',
        'f.sport',
        'f.starts_at',
        ...LIVE_COLUMNS.map((c) => `f.${c}` as const),
        'lg.names as league',
        'h.names as home',
        'a.names as away',
      ])
      .orderBy('f.starts_at')
      .orderBy('f.id')
      .limit(limit)
      .offset(offset)
      .execute(),
    live.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total };
}

/** Per fixture: its markets open and suspended. */
export async function marketCounts(db: Kysely<DB>, fixtureIds: readonly number[]) {
  if (fixtureIds.length === 0) return new Map<number, { open: number; suspended: number }>();
  const rows = await db
    .selectFrom('sports_markets')
    .select([
      'fixture_id',
      sql<number>`count(*) filter (where state = 'open')::int`.as('open'),
      sql<number>`count(*) filter (where state = 'suspended')::int`.as('suspended'),
    ])
    .where('fixture_id', 'in', [...fixtureIds])
    .groupBy('fixture_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.fixture_id), { open: r.open, suspended: r.suspended }]));
}

/** Per fixture: the open slips holding it and those waiting out their bet delay, each slip once. */
export async function slipCounts(db: Kysely<DB>, fixtureIds: readonly number[]) {
  if (fixtureIds.length === 0)
    return new Map<number, { slips: number; stake: number; pendingSlips: number; pendingStake: number }>();
  const held = db
    .selectFrom('bet_legs as l')
    .innerJoin('bets as b', 'b.id', 'l.bet_id')
    .select(['l.fixture_id', 'b.id', 'b.stake', 'b.status'])
    .distinct()
    .where('l.fixture_id', 'in', [...fixtureIds])
    .where('b.status', 'in', ['BET', 'PENDING']);
  const rows = await db
    .selectFrom(held.as('s'))
    .select([
      's.fixture_id',
      sql<number>`count(*) filter (where s.status = 'BET')::int`.as('slips'),
      sql<number>`coalesce(sum(s.stake) filter (where s.status = 'BET'), 0)`.as('stake'),
      sql<number>`count(*) filter (where s.status = 'PENDING')::int`.as('pending_slips'),
      sql<number>`coalesce(sum(s.stake) filter (where s.status = 'PENDING'), 0)`.as('pending_stake'),
    ])
    .groupBy('s.fixture_id')
    .execute();
  return new Map(
    rows.map((r) => [
      Number(r.fixture_id),
      {
        slips: r.slips,
        stake: Number(r.stake),
        pendingSlips: r.pending_slips,
        pendingStake: Number(r.pending_stake),
      },
    ]),
  );
}

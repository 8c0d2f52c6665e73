import { sql, type Kysely, type Transaction } from 'kysely';
import type { OfficeListQuery } from '../../../shared/api/office';
import type { LocalizedNames } from '../../../shared/api/sports';
import type { SportKey } from '../../../shared/sports/sports';
import type { DB } from '../../db/schema';
import { likeContains, runPage } from '../../http/paging';

type Db = Kysely<DB> | Transaction<DB>;
export type CatalogueTable = 'sports_leagues' | 'sports_teams';

export interface CatalogueFilter {
  sport?: SportKey;
  /** Contained in the name of any language. */
  q?: string;
}

const namesMatch = (q: string) =>
  sql<boolean>`exists (select 1 from jsonb_each_text(c.names) n where n.value ilike ${likeContains(q)})`;

// The fixtures a league or team appears in: a count per row of the page, on the fixtures' own columns.
const leagueFixtures = sql<number>`(select count(*) from sports_fixtures f where f.league_id = c.id)::int`;
const teamFixtures = sql<number>`(select count(*) from sports_fixtures f where f.home_team_id = c.id or f.away_team_id = c.id)::int`;

const leagueBase = (db: Db, siteId: string, f: CatalogueFilter) => {
  let q = db.selectFrom('sports_leagues as c').where('c.site_id', '=', siteId);
  if (f.sport) q = q.where('c.sport', '=', f.sport);
  if (f.q) q = q.where(namesMatch(f.q));
  return q;
};
const leagueColumns = (q: ReturnType<typeof leagueBase>) => q.selectAll('c').select(leagueFixtures.as('fixtures'));
export type LeagueRow = Awaited<ReturnType<ReturnType<typeof leagueColumns>['executeTakeFirstOrThrow']>>;

const teamBase = (db: Db, siteId: string, f: CatalogueFilter) => {
  let q = db.selectFrom('sports_teams as c').where('c.site_id', '=', siteId);
  if (f.sport) q = q.where('c.sport', '=', f.sport);
  if (f.q) q = q.where(namesMatch(f.q));
  return q;
};
const teamColumns = (q: ReturnType<typeof teamBase>) => q.selectAll('c').select(teamFixtures.as('fixtures'));
export type TeamRow = Awaited<ReturnType<ReturnType<typeof teamColumns>['executeTakeFirstOrThrow']>>;

const LEAGUE_SORT = { id: 'c.id', sport: 'c.sport', ord: 'c.ord', country: 'c.country' } as const;
const TEAM_SORT = { id: 'c.id', sport: 'c.sport' } as const;

export const leaguePage = (db: Db, siteId: string, f: CatalogueFilter, query: OfficeListQuery) =>
  runPage(leagueBase(db, siteId, f), leagueColumns, query, LEAGUE_SORT, 'c.id', 'c.id');
export const leaguesById = (db: Db, siteId: string, ids: readonly number[]) =>
  ids.length
    ? leagueColumns(leagueBase(db, siteId, {}))
        .where('c.id', 'in', ids)
        .orderBy('c.id')
        .execute()
    : Promise.resolve([]);

export const teamPage = (db: Db, siteId: string, f: CatalogueFilter, query: OfficeListQuery) =>
  runPage(teamBase(db, siteId, f), teamColumns, query, TEAM_SORT, 'c.id', 'c.id');
export const teamsById = (db: Db, siteId: string, ids: readonly number[]) =>
  ids.length
    ? teamColumns(teamBase(db, siteId, {}))
        .where('c.id', 'in', ids)
        .orderBy('c.id')
        .execute()
    : Promise.resolve([]);

/** The next id of a table, so a row staff make gets the reference `staff:<id>` in the same insert. */
export async function nextId(trx: Transaction<DB>, table: CatalogueTable | 'sports_fixtures'): Promise<number> {
  const { rows } = await sql<{ id: string }>`select nextval(pg_get_serial_sequence(${table}, 'id')) as id`.execute(trx);
  return Number(rows[0]!.id);
}

export async function insertLeague(
  trx: Transaction<DB>,
  siteId: string,
  v: { sport: SportKey; names: LocalizedNames; country: string; ord: number; enabled: boolean },
): Promise<number> {
  const id = await nextId(trx, 'sports_leagues');
  await trx
    .insertInto('sports_leagues')
    .values({
      id,
      site_id: siteId,
      sport: v.sport,
      ref: `staff:${id}`,
      names: JSON.stringify(v.names),
      country: v.country,
      ord: v.ord,
      enabled: v.enabled,
    })
    .execute();
  return id;
}

export const lockLeague = (trx: Transaction<DB>, siteId: string, id: number) =>
  trx
    .selectFrom('sports_leagues')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export async function updateLeague(
  trx: Transaction<DB>,
  id: number,
  v: { names?: LocalizedNames; country?: string; ord?: number; enabled?: boolean },
): Promise<void> {
  await trx
    .updateTable('sports_leagues')
    .set({
      ...(v.names && { names: JSON.stringify(v.names) }),
      ...(v.country !== undefined && { country: v.country }),
      ...(v.ord !== undefined && { ord: v.ord }),
      ...(v.enabled !== undefined && { enabled: v.enabled }),
    })
    .where('id', '=', id)
    .execute();
}

export async function insertTeam(
  trx: Transaction<DB>,
  siteId: string,
  v: { sport: SportKey; names: LocalizedNames },
): Promise<number> {
  const id = await nextId(trx, 'sports_teams');
  await trx
    .insertInto('sports_teams')
    .values({ id, site_id: siteId, sport: v.sport, ref: `staff:${id}`, names: JSON.stringify(v.names) })
    .execute();
  return id;
}

export const lockTeam = (trx: Transaction<DB>, siteId: string, id: number) =>
  trx
    .selectFrom('sports_teams')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const updateTeamNames = (trx: Transaction<DB>, id: number, names: LocalizedNames) =>
  trx
    .updateTable('sports_teams')
    .set({ names: JSON.stringify(names) })
    .where('id', '=', id)
    .execute();

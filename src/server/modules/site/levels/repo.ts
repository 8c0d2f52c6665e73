import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { OfficeListQuery } from '../../../../shared/api/office';
import type { DB } from '../../../db/schema';
import { runPage } from '../../../http/paging';
import type { LevelsTable } from '../tables';

type Db = Kysely<DB> | Transaction<DB>;
export type LevelRow = Selectable<LevelsTable> & { members: string | number };

const SORT = {
  id: 'l.level',
  level: 'l.level',
  name: 'l.name',
  betMin: 'l.bet_min',
  betMax: 'l.bet_max',
  winMax: 'l.win_max',
};

const levelsQuery = (db: Db, siteId: string) => db.selectFrom('levels as l').where('l.site_id', '=', siteId);
/** Each level with the number of members on it. */
const withMembers = (q: ReturnType<typeof levelsQuery>) =>
  q
    .selectAll('l')
    .select((eb) =>
      eb
        .selectFrom('members as m')
        .whereRef('m.site_id', '=', 'l.site_id')
        .whereRef('m.level', '=', 'l.level')
        .select(eb.fn.countAll<string>().as('n'))
        .as('members'),
    );

export const levelPage = (db: Db, siteId: string, query: OfficeListQuery) =>
  runPage(levelsQuery(db, siteId), withMembers, query, SORT, 'l.level', 'l.level') as Promise<{
    rows: LevelRow[];
    total: number;
  }>;

export const findLevels = (db: Db, siteId: string, levels: readonly number[]): Promise<LevelRow[]> =>
  levels.length
    ? (withMembers(levelsQuery(db, siteId)).where('l.level', 'in', levels).execute() as Promise<LevelRow[]>)
    : Promise.resolve([]);

export const lockLevel = (trx: Transaction<DB>, siteId: string, level: number) =>
  trx
    .selectFrom('levels')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('level', '=', level)
    .forUpdate()
    .executeTakeFirst();

export const insertLevel = (trx: Db, row: Insertable<LevelsTable>) => trx.insertInto('levels').values(row).execute();

export const updateLevel = (trx: Db, siteId: string, level: number, values: Updateable<LevelsTable>) =>
  trx.updateTable('levels').set(values).where('site_id', '=', siteId).where('level', '=', level).execute();

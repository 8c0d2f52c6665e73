import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Every code, or one group's; group codes are stored upper-case ('BANK', 'BCATEGORY'). */
export const listCodes = (db: Kysely<DB>, groupCode?: string) => {
  let query = db.selectFrom('common_codes').selectAll().orderBy('group_code').orderBy('ord').orderBy('code');
  if (groupCode) query = query.where('group_code', '=', groupCode.toUpperCase());
  return query.execute();
};

export const listProducts = (db: Kysely<DB>, groupCode?: string) => {
  let query = db.selectFrom('products').selectAll().where('enabled', '=', true).orderBy('group_code').orderBy('ord').orderBy('proc_id');
  if (groupCode) query = query.where('group_code', '=', groupCode);
  return query.execute();
};

export const findProducts = (db: Kysely<DB>, procId: number, groupCode?: string) => {
  let query = db.selectFrom('products').select(['proc_id', 'group_code']).where('proc_id', '=', procId).where('enabled', '=', true);
  if (groupCode) query = query.where('group_code', '=', groupCode);
  return query.execute();
};

export const listGames = (db: Kysely<DB>, procId: number, groupCode: string) =>
  db.selectFrom('games').selectAll().where('proc_id', '=', procId).where('group_code', '=', groupCode).orderBy('ord').orderBy('code').execute();

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Every code, or one group's; group codes are stored upper-case ('BANK', 'BCATEGORY'). */
export const listCodes = (db: Kysely<DB>, groupCode?: string) => {
  let query = db.selectFrom('common_codes').selectAll().orderBy('group_code').orderBy('ord').orderBy('code');
  if (groupCode) query = query.where('group_code', '=', groupCode.toUpperCase());
  return query.execute();
};


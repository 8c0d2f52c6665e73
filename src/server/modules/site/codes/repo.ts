import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { OfficeListQuery } from '../../../../shared/api/office';
import type { DB } from '../../../db/schema';
import { runPage } from '../../../http/paging';
import type { CommonCodesTable } from '../tables';

type Db = Kysely<DB> | Transaction<DB>;

const SORT = { id: 'group_code', groupCode: 'group_code', code: 'code', codeName: 'code_name', ord: 'ord' };

export function codePage(db: Db, f: { groupCode?: string; code?: string }, query: OfficeListQuery) {
  let base = db.selectFrom('common_codes');
  if (f.groupCode) base = base.where('group_code', '=', f.groupCode);
  if (f.code) base = base.where('code', '=', f.code);
  return runPage(base, (q) => q.selectAll().orderBy('ord').orderBy('code'), query, SORT, 'group_code');
}

export const findCode = (db: Db, group: string, code: string, lock = false) => {
  const q = db.selectFrom('common_codes').selectAll().where('group_code', '=', group).where('code', '=', code);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
};

export const insertCode = (trx: Db, row: Insertable<CommonCodesTable>) =>
  trx.insertInto('common_codes').values(row).returningAll().executeTakeFirstOrThrow();

export const updateCode = (trx: Db, group: string, code: string, values: Updateable<CommonCodesTable>) =>
  trx
    .updateTable('common_codes')
    .set(values)
    .where('group_code', '=', group)
    .where('code', '=', code)
    .returningAll()
    .executeTakeFirstOrThrow();

export const deleteCode = (trx: Db, group: string, code: string) =>
  trx.deleteFrom('common_codes').where('group_code', '=', group).where('code', '=', code).execute();

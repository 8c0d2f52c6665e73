import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { OfficeListQuery } from '../../../../shared/api/office';
import type { DB } from '../../../db/schema';
import { runPage } from '../../../http/paging';
import type { SiteChecksTable } from '../tables';

type Db = Kysely<DB> | Transaction<DB>;

const checksQuery = (db: Db, siteId: string, f: { checkType?: string; checking?: boolean }) => {
  let q = db.selectFrom('site_checks').where('site_id', '=', siteId);
  if (f.checkType) q = q.where('check_type', '=', f.checkType);
  if (f.checking !== undefined) q = q.where('checking', '=', f.checking);
  return q;
};

const SORT = { id: 'id', checkType: 'check_type', startAt: 'start_at', endAt: 'end_at' };

export const checkPage = (
  db: Db,
  siteId: string,
  f: { checkType?: string; checking?: boolean },
  query: OfficeListQuery,
) => runPage(checksQuery(db, siteId, f), (q) => q.selectAll(), query, SORT, 'id', 'id');

export const findChecks = (db: Db, siteId: string, ids: readonly number[]) =>
  ids.length ? checksQuery(db, siteId, {}).selectAll().where('id', 'in', ids).execute() : Promise.resolve([]);

export const findCheck = (db: Db, siteId: string, id: number, lock = false) => {
  const q = db.selectFrom('site_checks').selectAll().where('site_id', '=', siteId).where('id', '=', id);
  return (lock ? q.forUpdate() : q).executeTakeFirst();
};

export const insertCheck = (trx: Db, row: Insertable<SiteChecksTable>) =>
  trx.insertInto('site_checks').values(row).returningAll().executeTakeFirstOrThrow();

export const updateCheck = (trx: Db, siteId: string, id: number, values: Updateable<SiteChecksTable>) =>
  trx
    .updateTable('site_checks')
    .set(values)
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();

export const deleteCheck = (trx: Db, siteId: string, id: number) =>
  trx.deleteFrom('site_checks').where('site_id', '=', siteId).where('id', '=', id).returningAll().executeTakeFirst();

/** Whole-site maintenance on right now (a `site` check switched on inside its window). */
export const siteInspectOn = async (db: Db, siteId: string, now: Date): Promise<boolean> =>
  !!(await checksQuery(db, siteId, { checkType: 'site', checking: true })
    .select('id')
    .where('game_code', 'is', null)
    .where((eb) => eb.or([eb('start_at', 'is', null), eb('start_at', '<=', now)]))
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', now)]))
    .executeTakeFirst());

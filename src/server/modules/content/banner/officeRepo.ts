import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import { AdvisoryLockClass } from '../../../db/advisoryLocks';
import type { DB } from '../../../db/schema';
import type { BannersTable } from '../../site/tables';
import { dayText } from './repo';
import { pageWithTotal } from '../../../http/paging';

type Db = Kysely<DB> | Transaction<DB>;

export const OFFICE_BANNER_SORT = {
  id: 'id',
  ord: 'ord',
  kind: 'kind',
  startDay: 'start_day',
  endDay: 'end_day',
  createdAt: 'created_at',
} as const;
export type OfficeBannerSort = (typeof OFFICE_BANNER_SORT)[keyof typeof OFFICE_BANNER_SORT];

const COLUMNS = [
  'id',
  'kind',
  'image',
  'link',
  'location',
  'title',
  'ord',
  'enabled',
  'created_at',
  'updated_at',
] as const;

function scoped(db: Db, siteId: string, f: { kind?: string; enabled?: boolean }) {
  let q = db.selectFrom('banners').where('site_id', '=', siteId);
  if (f.kind) q = q.where('kind', '=', f.kind);
  if (f.enabled !== undefined) q = q.where('enabled', '=', f.enabled);
  return q;
}

const withDays = <Q extends ReturnType<typeof scoped>>(q: Q) =>
  q.select(COLUMNS).select([dayText('start_day').as('start_day'), dayText('end_day').as('end_day')]);

export async function listOfficeBanners(
  db: Db,
  siteId: string,
  f: { kind?: string; enabled?: boolean },
  sort: { column: OfficeBannerSort; direction: 'asc' | 'desc' },
  window: { limit: number; offset: number },
) {
  return pageWithTotal(scoped(db, siteId, f), (q) =>
    withDays(q)
      .orderBy(sort.column, sort.direction)
      .orderBy('id', sort.direction)
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

export const findOfficeBanners = (db: Db, siteId: string, ids: number[]) =>
  withDays(scoped(db, siteId, {}))
    .where('id', 'in', ids)
    .execute();

export const insertBanner = (trx: Transaction<DB>, row: Insertable<BannersTable>) =>
  trx.insertInto('banners').values(row).returning('id').executeTakeFirstOrThrow();

export const updateBanner = (trx: Transaction<DB>, siteId: string, id: number, set: Updateable<BannersTable>) =>
  trx
    .updateTable('banners')
    .set(set)
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .returning('id')
    .executeTakeFirst();

export const deleteBanner = (trx: Transaction<DB>, siteId: string, id: number) =>
  trx.deleteFrom('banners').where('id', '=', id).where('site_id', '=', siteId).returning('id').executeTakeFirst();

/** Serialises limit checks of one site and family, so two staff cannot both add the 6th banner. */
export const lockBannerFamily = (trx: Transaction<DB>, siteId: string, family: string) =>
  sql`select pg_advisory_xact_lock(${AdvisoryLockClass.bannerFamily}, hashtext(${`${siteId}:${family}`}))`.execute(trx);

/** Enabled banners of these kinds not yet past their end day, other than `exceptId`. */
export async function countLiveBanners(
  trx: Transaction<DB>,
  siteId: string,
  kinds: readonly string[],
  today: string,
  exceptId: number | null,
): Promise<number> {
  let q = trx
    .selectFrom('banners')
    .where('site_id', '=', siteId)
    .where('kind', 'in', kinds)
    .where('enabled', '=', true)
    .where((eb) => eb.or([eb('end_day', 'is', null), eb('end_day', '>=', sql<string>`${today}::date`)]));
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  const row = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export const findBannerForUpdate = (trx: Transaction<DB>, siteId: string, id: number) =>
  trx
    .selectFrom('banners')
    .select(['id', 'kind', 'link', 'location', 'title', 'ord', 'enabled'])
    .select([dayText('start_day').as('start_day'), dayText('end_day').as('end_day')])
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .forUpdate()
    .executeTakeFirst();

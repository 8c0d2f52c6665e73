import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import type { BannersTable } from '../../site/tables';

export type BannerRow = Selectable<BannersTable>;
type Db = Kysely<DB> | Transaction<DB>;

/** `date` columns as YYYY-MM-DD text on both drivers. */
export const dayText = (column: 'start_day' | 'end_day') => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/**
 * Banners of these kinds showing on `today` (site day): enabled, inside their dates. The image
 * itself stays in the table: a list only says whether it is an address (kept) or stored data.
 */
export const showingBanners = (db: Db, siteId: string, kinds: readonly string[], today: string, limit: number) =>
  db
    .selectFrom('banners')
    .select(['id', 'kind', 'link', 'location', 'title', 'updated_at'])
    .select([
      dayText('start_day').as('start_day'),
      dayText('end_day').as('end_day'),
      sql<string>`case when image like 'http%' then image else '' end`.as('image_url'),
    ])
    .where('site_id', '=', siteId)
    .where('kind', 'in', kinds)
    .where('enabled', '=', true)
    .where((eb) => eb.or([eb('start_day', 'is', null), eb('start_day', '<=', sql<string>`${today}::date`)]))
    .where((eb) => eb.or([eb('end_day', 'is', null), eb('end_day', '>=', sql<string>`${today}::date`)]))
    .orderBy('ord')
    .orderBy('id')
    .limit(limit)
    .execute();

export const findBannerImage = (db: Db, id: number) => db.selectFrom('banners').select('image').where('id', '=', id).executeTakeFirst();

import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import { DEFAULT_LANGUAGE, type Language } from '../../../../shared/locales';

type Db = Kysely<DB> | Transaction<DB>;

/** `date` columns as YYYY-MM-DD text on both drivers. */
export const dayText = (column: 'start_day' | 'end_day') =>
  sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/**
 * Banners of these kinds showing on `today` (site day): enabled, inside their dates, with the
 * title and image of `lang` where it has its own (else the Korean ones). The image itself stays in
 * the table: a list only says whether it is an address (kept), or stored data, and of which language.
 */
export const showingBanners = (
  db: Db,
  siteId: string,
  kinds: readonly string[],
  today: string,
  limit: number,
  lang: Language,
) =>
  db
    .selectFrom('banners as b')
    .leftJoin('banner_texts as t', (join) =>
      join.onRef('t.banner_id', '=', 'b.id').on('t.lang', '=', lang === DEFAULT_LANGUAGE ? '' : lang),
    )
    .select(['b.id', 'b.kind', 'b.link', 'b.location'])
    .select([
      sql<string>`coalesce(nullif(t.title, ''), b.title)`.as('title'),
      dayText('start_day').as('start_day'),
      dayText('end_day').as('end_day'),
      sql<string>`case when coalesce(nullif(t.image, ''), b.image) like 'http%' then coalesce(nullif(t.image, ''), b.image) else '' end`.as(
        'image_url',
      ),
      // the stored image of the language, when it has one: its own address and version
      sql<boolean>`coalesce(t.image, '') <> ''`.as('own_image'),
      sql<Date>`case when coalesce(t.image, '') <> '' then t.updated_at else b.updated_at end`.as('image_at'),
    ])
    .where('b.site_id', '=', siteId)
    .where('b.kind', 'in', kinds)
    .where('b.enabled', '=', true)
    .where((eb) => eb.or([eb('b.start_day', 'is', null), eb('b.start_day', '<=', sql<string>`${today}::date`)]))
    .where((eb) => eb.or([eb('b.end_day', 'is', null), eb('b.end_day', '>=', sql<string>`${today}::date`)]))
    .orderBy('b.ord')
    .orderBy('b.id')
    .limit(limit)
    .execute();

/** The image of a banner in `lang`: its own when it has one, else the Korean one. */
export const findBannerImage = (db: Db, id: number, lang: Language) =>
  db
    .selectFrom('banners as b')
    .leftJoin('banner_texts as t', (join) =>
      join.onRef('t.banner_id', '=', 'b.id').on('t.lang', '=', lang === DEFAULT_LANGUAGE ? '' : lang),
    )
    .select(sql<string>`coalesce(nullif(t.image, ''), b.image)`.as('image'))
    .where('b.id', '=', id)
    .executeTakeFirst();

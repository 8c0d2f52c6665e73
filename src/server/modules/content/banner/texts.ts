import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import type { BannerText, BannerTexts } from '../../../../shared/api/main';
import { TEXT_LANGUAGES, type TextLanguage } from '../../../../shared/api/contentTexts';
import { sanitizeTitle } from '../sanitize';

type Db = Kysely<DB> | Transaction<DB>;

/** Every translation of one banner, images as stored, for the office editor. */
export async function bannerTextsOf(db: Db, bannerId: number): Promise<BannerTexts> {
  const rows = await db
    .selectFrom('banner_texts')
    .select(['lang', 'title', 'image'])
    .where('banner_id', '=', bannerId)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.lang, { title: r.title, image: r.image }])) as BannerTexts;
}

/** Writes the languages sent: one with a title or an image is kept, one left empty is removed (Korean shows). */
export async function saveBannerTexts(
  trx: Transaction<DB>,
  bannerId: number,
  sent: Partial<Record<TextLanguage, BannerText>>,
  now: Date,
): Promise<void> {
  for (const lang of TEXT_LANGUAGES) {
    const raw = sent[lang];
    if (!raw) continue;
    const text = { title: raw.title && sanitizeTitle(raw.title), image: raw.image };
    if (!text.title && !text.image) {
      await trx.deleteFrom('banner_texts').where('banner_id', '=', bannerId).where('lang', '=', lang).execute();
      continue;
    }
    await trx
      .insertInto('banner_texts')
      .values({ banner_id: bannerId, lang, ...text, updated_at: now })
      .onConflict((oc) => oc.columns(['banner_id', 'lang']).doUpdateSet({ ...text, updated_at: now }))
      .execute();
  }
}

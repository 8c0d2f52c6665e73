import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import type { BoardText, BoardTexts } from '../../../../shared/api/board';
import { DEFAULT_LANGUAGE, type Language } from '../../../../shared/locales';
import { TEXT_LANGUAGES, type TextLanguage } from '../../../../shared/api/contentTexts';
import { sanitizeContent, sanitizeTitle } from '../sanitize';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * A post's title or content in `lang`, read beside the `boards` row: the translation when it has
 * one (board_texts' primary key answers it), else the Korean text of the row.
 */
export const boardText = (lang: Language, column: 'title' | 'content') =>
  lang === DEFAULT_LANGUAGE
    ? sql<string>`boards.${sql.ref(column)}`
    : sql<string>`coalesce((select nullif(t.${sql.ref(column)}, '') from board_texts t where t.board_id = boards.id and t.lang = ${lang}), boards.${sql.ref(column)})`;

/** Every translation of these posts, for the office editor. */
export async function boardTextsOf(db: Db, boardIds: number[]): Promise<Map<number, BoardTexts>> {
  const byBoard = new Map<number, BoardTexts>();
  if (boardIds.length === 0) return byBoard;
  const rows = await db
    .selectFrom('board_texts')
    .select(['board_id', 'lang', 'title', 'content'])
    .where('board_id', 'in', boardIds)
    .execute();
  for (const r of rows) {
    const texts = byBoard.get(Number(r.board_id)) ?? {};
    texts[r.lang as TextLanguage] = { title: r.title, content: r.content };
    byBoard.set(Number(r.board_id), texts);
  }
  return byBoard;
}

/**
 * Writes the languages sent, cleaned as the Korean text is: one with text is kept (replacing the
 * old), one left empty is removed (the post then shows its Korean text in that language).
 */
export async function saveBoardTexts(
  trx: Transaction<DB>,
  boardId: number,
  sent: Partial<Record<TextLanguage, BoardText>>,
  imageOrigins: readonly string[],
): Promise<void> {
  for (const lang of TEXT_LANGUAGES) {
    const raw = sent[lang];
    if (!raw) continue;
    const text = {
      title: raw.title && sanitizeTitle(raw.title),
      content: raw.content && sanitizeContent(raw.content, imageOrigins),
    };
    if (!text.title && !text.content) {
      await trx.deleteFrom('board_texts').where('board_id', '=', boardId).where('lang', '=', lang).execute();
      continue;
    }
    await trx
      .insertInto('board_texts')
      .values({ board_id: boardId, lang, title: text.title, content: text.content })
      .onConflict((oc) => oc.columns(['board_id', 'lang']).doUpdateSet({ title: text.title, content: text.content }))
      .execute();
  }
}

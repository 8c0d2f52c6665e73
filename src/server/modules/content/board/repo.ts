import { sql, type Kysely, type Selectable, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import type { BoardsTable } from '../tables';
import { likeContains } from '../../../http/paging';
import type { Language } from '../../../../shared/locales';
import { boardText } from './texts';

export type BoardRow = Selectable<BoardsTable>;
type Db = Kysely<DB> | Transaction<DB>;

export interface BoardListFilter {
  siteId: string;
  boardType: string;
  category?: string;
  from?: Date;
  to?: Date;
  search?: string;
}

const LIST_COLUMNS = [
  'id',
  'board_type',
  'category',
  'writer',
  'member_id',
  'views',
  'comment_count',
  'created_at',
] as const;

/** This board's live posts; the partial indexes (list, search) are built on exactly these conditions. */
const visibleOf = <O>(q: SelectQueryBuilder<DB, 'boards', O>, f: Pick<BoardListFilter, 'siteId' | 'boardType'>) =>
  q
    .where('site_id', '=', f.siteId)
    .where('board_type', '=', f.boardType)
    .where('deleted_at', 'is', null)
    .where('enabled', '=', true);

/** Visible rows of one board; served by boards_list_idx (site, type, newest first). */
function visible(db: Db, f: BoardListFilter) {
  let q = visibleOf(db.selectFrom('boards'), f);
  if (f.category) q = q.where('category', '=', f.category);
  if (f.from) q = q.where('created_at', '>=', f.from);
  if (f.to) q = q.where('created_at', '<=', f.to);
  if (f.search) {
    const pattern = likeContains(f.search);
    // The trigram indexes (0203, 0821) answer each branch of the union. One OR of the posts' columns
    // with an EXISTS over their translations used neither: PostgreSQL read every post of the board.
    // A member reading in English searches the English text too: any language's text matches.
    q = q.where('id', 'in', () =>
      visibleOf(db.selectFrom('boards'), f)
        .select('id')
        .where((eb) =>
          eb.or([eb('title', 'ilike', pattern), eb('content', 'ilike', pattern), eb('writer', 'ilike', pattern)]),
        )
        .unionAll(
          db
            .selectFrom('board_texts as t')
            .select('t.board_id as id')
            .where((t) => t.or([t('t.title', 'ilike', pattern), t('t.content', 'ilike', pattern)])),
        ),
    );
  }
  return q;
}

/** Title, and content when the list shows it, in the reader's language. */
const texts = (lang: Language, withContent: boolean) => [
  boardText(lang, 'title').as('title'),
  (withContent ? boardText(lang, 'content') : sql<string>`''`).as('content'),
];

/**
 * The ids of one page of an unfiltered board. OFFSET alone walks every newer post (50,000 of them
 * at page 5,000); board_day_counts (0820) tells how many posts each day holds, so the walk starts at
 * the day holding the page's first row and skips only posts of that day. Newer posts are counted
 * from the days newest first, in the same statement (one snapshot) as the page.
 */
function unfilteredPageIds(db: Db, f: BoardListFilter, window: { limit: number; offset: number }) {
  const days = db
    .selectFrom('board_day_counts')
    .select(['day', 'n', sql<number>`sum(n) over (order by day desc) - n`.as('newer')])
    .where('site_id', '=', f.siteId)
    .where('board_type', '=', f.boardType);
  return (
    db
      .with('start', () =>
        db
          .selectFrom(days.as('d'))
          .select(['d.day', 'd.newer'])
          .where(sql<number>`d.newer + d.n`, '>', window.offset)
          .orderBy('d.day', 'desc')
          .limit(1),
      )
      .selectFrom('boards')
      .select('id')
      .$call((q) => visibleOf(q, f))
      // No such day (a page past the end) leaves the bound null: no rows.
      .where('created_at', '<', sql<Date>`(select (day + 1)::timestamp at time zone 'UTC' from start)`)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(sql<number>`(select ${window.offset} - newer from start)`)
  );
}

export async function listBoards(
  db: Db,
  f: BoardListFilter,
  window: { limit: number; offset: number },
  withContent: boolean,
  lang: Language,
) {
  // Only the page's own rows are fetched whole; the ids are found in the indexes.
  const page = (ids: SelectQueryBuilder<DB, 'boards', { id: number }> | number[]) =>
    db
      .selectFrom('boards')
      .select(LIST_COLUMNS)
      .select(texts(lang, withContent))
      .where('id', 'in', ids)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  if (f.category || f.from || f.to || f.search) {
    // The page's ids carry the filter's total, so the search (the costly part) runs once, not once
    // for the page and again for its count. A page past the end has no row to carry it: counted then.
    const found = await visible(db, f)
      .select(['id', sql<number | string>`count(*) over ()`.as('total')])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute();
    if (found.length === 0) {
      const count = await visible(db, f)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      return { rows: [], total: Number(count.total) };
    }
    return { rows: await page(found.map((r) => r.id)), total: Number(found[0]!.total) };
  }
  // Unfiltered, the most common view: the total is the board's kept count, not a count of its rows.
  const [rows, count] = await Promise.all([
    page(unfilteredPageIds(db, f, window)),
    db
      .selectFrom('board_counts')
      .select('n')
      .where('site_id', '=', f.siteId)
      .where('board_type', '=', f.boardType)
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** The newest rows of a board, for the main page (no count). */
export const latestBoards = (
  db: Db,
  siteId: string,
  boardType: string,
  limit: number,
  withContent: boolean,
  lang: Language,
) =>
  visible(db, { siteId, boardType })
    .select(LIST_COLUMNS)
    .select(texts(lang, withContent))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** Opens a post: counts the view and answers the row, its text in the reader's language, in one statement. */
export const openBoard = (db: Db, siteId: string, boardType: string, id: number, lang: Language) =>
  db
    .updateTable('boards')
    .set((eb) => ({ views: eb('views', '+', 1) }))
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .where('board_type', '=', boardType)
    .where('deleted_at', 'is', null)
    .where('enabled', '=', true)
    .returning(LIST_COLUMNS)
    .returning('event_action')
    .returning(texts(lang, true))
    .executeTakeFirst();

export const findVisibleBoard = (db: Db, siteId: string, id: number) =>
  db
    .selectFrom('boards')
    .select(['id', 'board_type', 'member_id'])
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .where('deleted_at', 'is', null)
    .where('enabled', '=', true)
    .executeTakeFirst();

export const insertBoard = (
  db: Db,
  row: Pick<
    BoardRow,
    | 'site_id'
    | 'board_type'
    | 'category'
    | 'title'
    | 'content'
    | 'member_id'
    | 'staff_id'
    | 'writer'
    | 'enabled'
    | 'created_at'
  > &
    Partial<Pick<BoardRow, 'event_action'>>,
) =>
  db
    .insertInto('boards')
    .values({ ...row, updated_at: row.created_at })
    .returning('id')
    .executeTakeFirstOrThrow();

/** A member's edit or delete touches only its own live post of that board. */
export const updateOwnBoard = (
  db: Db,
  where: { siteId: string; boardType: string; id: number; memberId: number },
  set: Partial<Pick<BoardRow, 'category' | 'title' | 'content' | 'updated_at' | 'deleted_at'>>,
) =>
  db
    .updateTable('boards')
    .set(set)
    .where('id', '=', where.id)
    .where('site_id', '=', where.siteId)
    .where('board_type', '=', where.boardType)
    .where('member_id', '=', where.memberId)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();

export const listComments = (db: Db, boardId: number) =>
  db
    .selectFrom('board_comments')
    .select(['id', 'member_id', 'writer', 'content', 'created_at'])
    .where('board_id', '=', boardId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .limit(500)
    .execute();

export const insertComment = (
  trx: Transaction<DB>,
  row: { board_id: number; member_id: number; writer: string; content: string; created_at: Date },
) => trx.insertInto('board_comments').values(row).returning('id').executeTakeFirstOrThrow();

export const softDeleteOwnComment = (trx: Transaction<DB>, id: number, memberId: number, now: Date) =>
  trx
    .updateTable('board_comments')
    .set({ deleted_at: now })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .returning('board_id')
    .executeTakeFirst();

/** Keeps boards.comment_count (shown in every list) in step with the comments. */
export const addCommentCount = (trx: Transaction<DB>, boardId: number, delta: 1 | -1) =>
  trx
    .updateTable('boards')
    .set((eb) => ({ comment_count: eb('comment_count', '+', delta) }))
    .where('id', '=', boardId)
    .execute();

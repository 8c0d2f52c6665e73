import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import type { BoardsTable } from '../tables';
import { likeContains, pageWithTotal } from '../../../http/paging';

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

const LIST_COLUMNS = ['id', 'board_type', 'category', 'title', 'writer', 'member_id', 'views', 'comment_count', 'created_at'] as const;

/** Visible rows of one board; served by boards_list_idx (site, type, newest first). */
function visible(db: Db, f: BoardListFilter) {
  let q = db
    .selectFrom('boards')
    .where('site_id', '=', f.siteId)
    .where('board_type', '=', f.boardType)
    .where('deleted_at', 'is', null)
    .where('enabled', '=', true);
  if (f.category) q = q.where('category', '=', f.category);
  if (f.from) q = q.where('created_at', '>=', f.from);
  if (f.to) q = q.where('created_at', '<=', f.to);
  if (f.search) {
    const pattern = likeContains(f.search);
    q = q.where((eb) => eb.or([eb('title', 'ilike', pattern), eb('content', 'ilike', pattern), eb('writer', 'ilike', pattern)]));
  }
  return q;
}

export async function listBoards(db: Db, f: BoardListFilter, window: { limit: number; offset: number }, withContent: boolean) {
  const page = (q: ReturnType<typeof visible>) =>
    q
      .select(LIST_COLUMNS)
      .select((eb) => (withContent ? eb.ref('content') : eb.val('')).as('content'))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute();
  if (f.category || f.from || f.to || f.search) return pageWithTotal(visible(db, f), page);
  // Unfiltered, the most common view: the total is the board's kept count, not a count of its rows.
  const [rows, count] = await Promise.all([
    page(visible(db, f)),
    db.selectFrom('board_counts').select('n').where('site_id', '=', f.siteId).where('board_type', '=', f.boardType).executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** The newest rows of a board, for the main page (no count). */
export const latestBoards = (db: Db, siteId: string, boardType: string, limit: number, withContent: boolean) =>
  visible(db, { siteId, boardType })
    .select(LIST_COLUMNS)
    .select((eb) => (withContent ? eb.ref('content') : eb.val('')).as('content'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** Opens a post: counts the view and answers the row in one statement. */
export const openBoard = (db: Db, siteId: string, boardType: string, id: number) =>
  db
    .updateTable('boards')
    .set((eb) => ({ views: eb('views', '+', 1) }))
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .where('board_type', '=', boardType)
    .where('deleted_at', 'is', null)
    .where('enabled', '=', true)
    .returningAll()
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

export const insertBoard = (db: Db, row: Pick<BoardRow, 'site_id' | 'board_type' | 'category' | 'title' | 'content' | 'member_id' | 'staff_id' | 'writer' | 'enabled' | 'created_at'>) =>
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

export const insertComment = (trx: Transaction<DB>, row: { board_id: number; member_id: number; writer: string; content: string; created_at: Date }) =>
  trx.insertInto('board_comments').values(row).returning('id').executeTakeFirstOrThrow();

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

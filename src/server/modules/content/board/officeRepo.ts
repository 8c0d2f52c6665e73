import type { Kysely, Transaction, Updateable } from 'kysely';
import type { DB } from '../../../db/schema';
import type { BoardsTable } from '../tables';
import { likeContains, pageWithTotal } from '../../../http/paging';

type Db = Kysely<DB> | Transaction<DB>;

export interface OfficeBoardQuery {
  siteId: string;
  boardType?: string;
  category?: string;
  enabled?: boolean;
  q?: string;
}

export const OFFICE_BOARD_SORT = {
  id: 'b.id',
  createdAt: 'b.created_at',
  views: 'b.views',
  title: 'b.title',
  boardType: 'b.board_type',
} as const;
export type OfficeBoardSort = (typeof OFFICE_BOARD_SORT)[keyof typeof OFFICE_BOARD_SORT];

const COLUMNS = [
  'b.id',
  'b.board_type',
  'b.category',
  'b.title',
  'b.writer',
  'b.views',
  'b.comment_count',
  'b.enabled',
  'b.event_action',
  'b.created_at',
  'b.updated_at',
  'm.mem_id',
] as const;

/** Live posts of the staff's site, with the member id of a member's post. */
function scoped(db: Db, f: OfficeBoardQuery) {
  let q = db
    .selectFrom('boards as b')
    .leftJoin('members as m', 'm.id', 'b.member_id')
    .where('b.site_id', '=', f.siteId)
    .where('b.deleted_at', 'is', null);
  if (f.boardType) q = q.where('b.board_type', '=', f.boardType);
  if (f.category) q = q.where('b.category', '=', f.category);
  if (f.enabled !== undefined) q = q.where('b.enabled', '=', f.enabled);
  if (f.q) q = q.where('b.title', 'ilike', likeContains(f.q));
  return q;
}

export async function listOfficeBoards(
  db: Db,
  f: OfficeBoardQuery,
  sort: { column: OfficeBoardSort; direction: 'asc' | 'desc' },
  window: { limit: number; offset: number },
) {
  return pageWithTotal(scoped(db, f), (q) =>
    q
      .select(COLUMNS)
      .orderBy(sort.column, sort.direction)
      .orderBy('b.id', sort.direction)
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

export const findOfficeBoards = (db: Db, f: OfficeBoardQuery, ids: number[]) =>
  scoped(db, f).select(COLUMNS).select('b.content').where('b.id', 'in', ids).execute();

export const updateOfficeBoard = (
  trx: Transaction<DB>,
  f: OfficeBoardQuery,
  id: number,
  set: Updateable<BoardsTable>,
) => {
  let q = trx
    .updateTable('boards')
    .set(set)
    .where('id', '=', id)
    .where('site_id', '=', f.siteId)
    .where('deleted_at', 'is', null);
  if (f.boardType) q = q.where('board_type', '=', f.boardType);
  return q.returning('id').executeTakeFirst();
};

/** The live post a staff write is about to change, locked until the write commits (its audit `before`). */
export const lockOfficeBoard = (trx: Transaction<DB>, f: OfficeBoardQuery, id: number) => {
  let q = trx
    .selectFrom('boards')
    .select(['board_type', 'category', 'title', 'content', 'enabled', 'event_action'])
    .where('id', '=', id)
    .where('site_id', '=', f.siteId)
    .where('deleted_at', 'is', null);
  if (f.boardType) q = q.where('board_type', '=', f.boardType);
  return q.forUpdate().executeTakeFirst();
};

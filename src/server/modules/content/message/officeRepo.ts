import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import { likeContains, pageWithTotal } from '../../../http/paging';
import { inScope } from '../../../http/officeScope';

type Db = Kysely<DB> | Transaction<DB>;

export interface OfficeMessageQuery {
  siteId: string;
  /** A partner's subtree path: only messages to its members (null or absent: the whole site). */
  path?: string | null;
  q?: string;
  memId?: string;
  unread?: boolean;
  from?: Date;
  to?: Date;
}

export const OFFICE_MESSAGE_SORT = { id: 'g.id', sentAt: 'g.sent_at', readAt: 'g.read_at' } as const;
export type OfficeMessageSort = (typeof OFFICE_MESSAGE_SORT)[keyof typeof OFFICE_MESSAGE_SORT];

const COLUMNS = [
  'g.id',
  'g.title',
  'g.content',
  'g.sent_at',
  'g.read_at',
  'm.mem_id',
  'm.mem_nick',
  's.staff_id as sent_by',
] as const;

/** Every message row of the site (one per recipient), deleted ones included: the office keeps the record. */
function scoped(db: Db, f: OfficeMessageQuery) {
  let q = db
    .selectFrom('messages as g')
    .innerJoin('members as m', 'm.id', 'g.member_id')
    .leftJoin('staff as s', 's.id', 'g.staff_id')
    .where('g.site_id', '=', f.siteId);
  if (f.path) q = q.where(inScope({ siteId: f.siteId, path: f.path, self: null }, 'm'));
  if (f.memId) q = q.where('m.mem_id', '=', f.memId);
  if (f.unread !== undefined) q = q.where('g.read_at', f.unread ? 'is' : 'is not', null);
  if (f.from) q = q.where('g.sent_at', '>=', f.from);
  if (f.to) q = q.where('g.sent_at', '<=', f.to);
  if (f.q) q = q.where('g.title', 'ilike', likeContains(f.q));
  return q;
}

export async function listOfficeMessages(
  db: Db,
  f: OfficeMessageQuery,
  sort: { column: OfficeMessageSort; direction: 'asc' | 'desc' },
  window: { limit: number; offset: number },
) {
  return pageWithTotal(scoped(db, f), (q) =>
    q
      .select(COLUMNS)
      .orderBy(sort.column, sort.direction)
      .orderBy('g.id', sort.direction)
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

export const findOfficeMessages = (db: Db, siteId: string, ids: number[]) =>
  scoped(db, { siteId }).select(COLUMNS).where('g.id', 'in', ids).execute();

export const findMemberIdByMemId = (db: Db, siteId: string, memId: string) =>
  db.selectFrom('members').select('id').where('site_id', '=', siteId).where('mem_id', '=', memId).executeTakeFirst();

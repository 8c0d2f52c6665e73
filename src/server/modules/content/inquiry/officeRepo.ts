import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import { likeContains, pageWithTotal } from '../../../http/paging';

type Db = Kysely<DB> | Transaction<DB>;

export interface OfficeInquiryQuery {
  siteId: string;
  q?: string;
  memId?: string;
  status?: string;
  qnaType?: string;
  from?: Date;
  to?: Date;
}

export const OFFICE_INQUIRY_SORT = {
  id: 'i.id',
  createdAt: 'i.created_at',
  status: 'i.status',
  answerDate: 'i.answered_at',
} as const;
export type OfficeInquirySort = (typeof OFFICE_INQUIRY_SORT)[keyof typeof OFFICE_INQUIRY_SORT];

const COLUMNS = [
  'i.id',
  'i.qna_type',
  'i.title',
  'i.content',
  'i.status',
  'i.answer',
  'i.answered_at',
  'i.created_at',
  'm.mem_id',
  'm.mem_nick',
  's.staff_id as answered_by',
] as const;

function scoped(db: Db, f: OfficeInquiryQuery) {
  let q = db
    .selectFrom('inquiries as i')
    .innerJoin('members as m', 'm.id', 'i.member_id')
    .leftJoin('staff as s', 's.id', 'i.staff_id')
    .where('i.site_id', '=', f.siteId)
    .where('i.deleted_at', 'is', null);
  if (f.status) q = q.where('i.status', '=', f.status);
  if (f.qnaType) q = q.where('i.qna_type', '=', f.qnaType);
  if (f.memId) q = q.where('m.mem_id', '=', f.memId);
  if (f.from) q = q.where('i.created_at', '>=', f.from);
  if (f.to) q = q.where('i.created_at', '<=', f.to);
  if (f.q) q = q.where('i.title', 'ilike', likeContains(f.q));
  return q;
}

export async function listOfficeInquiries(
  db: Db,
  f: OfficeInquiryQuery,
  sort: { column: OfficeInquirySort; direction: 'asc' | 'desc' },
  window: { limit: number; offset: number },
) {
  return pageWithTotal(scoped(db, f), (q) =>
    q
      .select(COLUMNS)
      .orderBy(sort.column, sort.direction)
      .orderBy('i.id', sort.direction)
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

export const findOfficeInquiries = (db: Db, siteId: string, ids: number[]) =>
  scoped(db, { siteId }).select(COLUMNS).where('i.id', 'in', ids).execute();

/** The inquiry an answer is about to change, locked until it commits (its audit `before`). */
export const lockInquiry = (trx: Transaction<DB>, siteId: string, id: number) =>
  trx
    .selectFrom('inquiries')
    .select(['status', 'answer'])
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();

/** §4 wait → answer (an answer may be corrected later: it stays answered, with the new date). */
export const answerInquiry = (
  trx: Transaction<DB>,
  siteId: string,
  id: number,
  answer: { text: string; staffId: number; at: Date },
) =>
  trx
    .updateTable('inquiries')
    .set({ status: 'answer', answer: answer.text, staff_id: answer.staffId, answered_at: answer.at })
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .where('deleted_at', 'is', null)
    .returning(['member_id', 'title'])
    .executeTakeFirst();

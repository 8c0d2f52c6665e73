import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import type { InquiriesTable } from '../tables';
import { likeContains, pageWithTotal } from '../../../http/paging';

export type InquiryRow = Selectable<InquiriesTable>;
type Db = Kysely<DB> | Transaction<DB>;

export interface OwnInquiryFilter {
  memberId: number;
  status?: string;
  from?: Date;
  to?: Date;
  search?: string;
}

/** A member's own inquiries only: every member-side query starts from its member id. */
function own(db: Db, f: OwnInquiryFilter) {
  let q = db.selectFrom('inquiries').where('member_id', '=', f.memberId).where('deleted_at', 'is', null);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.from) q = q.where('created_at', '>=', f.from);
  if (f.to) q = q.where('created_at', '<=', f.to);
  if (f.search) {
    const pattern = likeContains(f.search);
    q = q.where((eb) => eb.or([eb('title', 'ilike', pattern), eb('content', 'ilike', pattern)]));
  }
  return q;
}

export async function listOwnInquiries(db: Db, f: OwnInquiryFilter, window: { limit: number; offset: number }) {
  return pageWithTotal(own(db, f), (q) =>
    q
      .select(['id', 'qna_type', 'title', 'status', 'created_at', 'answered_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),
  );
}

export const findOwnInquiry = (db: Db, memberId: number, id: number) =>
  own(db, { memberId }).selectAll().where('id', '=', id).executeTakeFirst();

export const insertInquiry = (
  db: Db,
  row: Pick<InquiryRow, 'site_id' | 'member_id' | 'qna_type' | 'title' | 'content' | 'created_at'>,
) => db.insertInto('inquiries').values(row).returning('id').executeTakeFirstOrThrow();

export const softDeleteOwnInquiry = (db: Db, memberId: number, id: number, now: Date) =>
  db
    .updateTable('inquiries')
    .set({ deleted_at: now })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();

export const isCommonCode = async (db: Db, groupCode: string, code: string): Promise<boolean> =>
  !!(await db
    .selectFrom('common_codes')
    .select('code')
    .where('group_code', '=', groupCode)
    .where('code', '=', code)
    .executeTakeFirst());

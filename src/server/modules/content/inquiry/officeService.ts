import type { z } from 'zod';
import { ResultCode } from '../../../../shared/resultCodes';
import { dateRange } from '../../../../shared/dates';
import type { OfficeList } from '../../../../shared/api/office';
import type { InquiryStatus, OfficeInquiry, OfficeInquiryListBody } from '../../../../shared/api/inquiry';
import { TITLE_MAX } from '../../../../shared/api/board';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import { orderBy, pageOffset } from '../../../http/officeAccess';
import { cleanText } from '../cleanText';
import { auditStaff, type StaffActor } from '../office/staffActor';
import { insertMessages } from '../message/repo';
import { publishUnread } from '../message/unread';
import { answerInquiry, findOfficeInquiries, listOfficeInquiries, OFFICE_INQUIRY_SORT } from './officeRepo';

type Row = Awaited<ReturnType<typeof listOfficeInquiries>>['rows'][number];

const toRecord = (r: Row): OfficeInquiry => ({
  id: r.id,
  memId: r.mem_id,
  memNick: r.mem_nick,
  qnaType: r.qna_type,
  title: r.title,
  content: r.content,
  status: r.status as InquiryStatus,
  answer: r.answer,
  answeredBy: r.answered_by ?? null,
  answerDate: r.answered_at?.toISOString() ?? null,
  createdAt: r.created_at.toISOString(),
});

export async function listOfficeInquiryRecords(deps: AppDeps, actor: StaffActor, query: z.infer<typeof OfficeInquiryListBody>): Promise<OfficeList<OfficeInquiry>> {
  const f = query.filter;
  const { from, to } = dateRange(f.dateFrom, f.dateTo, deps.config.SITE_TZ_OFFSET_MINUTES);
  const { rows, total } = await listOfficeInquiries(
    deps.db,
    { siteId: actor.siteId, q: f.q || undefined, memId: f.memId || undefined, status: f.status, qnaType: f.qnaType, from, to },
    orderBy(query, OFFICE_INQUIRY_SORT, OFFICE_INQUIRY_SORT.createdAt),
    pageOffset(query),
  );
  return { list: rows.map(toRecord), total };
}

export const getOfficeInquiries = async (deps: AppDeps, actor: StaffActor, ids: number[]): Promise<OfficeInquiry[]> =>
  (await findOfficeInquiries(deps.db, actor.siteId, ids)).map(toRecord);

export async function getOfficeInquiry(deps: AppDeps, actor: StaffActor, id: number): Promise<OfficeInquiry> {
  const [record] = await getOfficeInquiries(deps, actor, [id]);
  if (!record) throw new AppError(ResultCode.NotFound);
  return record;
}

/**
 * Answering sets the answer and its date, tells the member by message, and is audited, all in one
 * transaction; the member's unread count is pushed after the commit.
 */
export async function answerOfficeInquiry(deps: AppDeps, actor: StaffActor, id: number, answer: string): Promise<OfficeInquiry> {
  const { content } = cleanText({ content: answer });
  const now = deps.clock.now();
  const memberId = await deps.db.transaction().execute(async (trx) => {
    const inquiry = await answerInquiry(trx, actor.siteId, id, { text: content, staffId: actor.staffId, at: now });
    if (!inquiry) throw new AppError(ResultCode.NotFound);
    await insertMessages(trx, actor.siteId, { memberId: inquiry.member_id }, {
      title: `[답변] ${inquiry.title}`.slice(0, TITLE_MAX),
      content,
      staffId: actor.staffId,
      sentAt: now,
    });
    await auditStaff(trx, actor, 'inquiry.answer', `inquiry:${id}`, { memberId: inquiry.member_id });
    return inquiry.member_id;
  });
  await publishUnread(deps, memberId);
  return getOfficeInquiry(deps, actor, id);
}

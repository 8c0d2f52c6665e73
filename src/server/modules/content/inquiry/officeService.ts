import type { z } from 'zod';
import { ResultCode } from '../../../../shared/resultCodes';
import { dateRange } from '../../../../shared/dates';
import type { OfficeList } from '../../../../shared/api/office';
import { InquiryStatus, type OfficeInquiry, type OfficeInquiryListBody } from '../../../../shared/api/inquiry';
import { TITLE_MAX } from '../../../../shared/api/board';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import { orderBy, pageOffset } from '../../../http/paging';
import { cleanText } from '../cleanText';
import type { StaffCaller } from '../../../http/route';
import { writeAudit } from '../../audit/repo';
import { insertMessages } from '../message/repo';
import { publishUnread } from '../message/unread';
import {
  answerInquiry,
  findOfficeInquiries,
  lockInquiry,
  listOfficeInquiries,
  OFFICE_INQUIRY_SORT,
} from './officeRepo';

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

export async function listOfficeInquiryRecords(
  deps: AppDeps,
  caller: StaffCaller,
  query: z.infer<typeof OfficeInquiryListBody>,
): Promise<OfficeList<OfficeInquiry>> {
  const f = query.filter;
  const { from, to } = dateRange(f.dateFrom, f.dateTo, deps.config.SITE_TZ_OFFSET_MINUTES);
  const { rows, total } = await listOfficeInquiries(
    deps.db,
    {
      siteId: caller.siteId,
      q: f.q || undefined,
      memId: f.memId || undefined,
      status: f.status,
      qnaType: f.qnaType,
      from,
      to,
    },
    orderBy(query, OFFICE_INQUIRY_SORT, OFFICE_INQUIRY_SORT.createdAt),
    pageOffset(query),
  );
  return { list: rows.map(toRecord), total };
}

export const getOfficeInquiries = async (deps: AppDeps, caller: StaffCaller, ids: number[]): Promise<OfficeInquiry[]> =>
  (await findOfficeInquiries(deps.db, caller.siteId, ids)).map(toRecord);

export async function getOfficeInquiry(deps: AppDeps, caller: StaffCaller, id: number): Promise<OfficeInquiry> {
  const [record] = await getOfficeInquiries(deps, caller, [id]);
  if (!record) throw new AppError(ResultCode.NotFound);
  return record;
}

/**
 * Answering sets the answer and its date, tells the member by message, and is audited, all in one
 * transaction; the member's unread count is pushed after the commit.
 */
export async function answerOfficeInquiry(
  deps: AppDeps,
  caller: StaffCaller,
  id: number,
  answer: string,
): Promise<OfficeInquiry> {
  const { content } = cleanText({ content: answer }, deps.config.IMAGE_ORIGINS);
  const now = deps.clock.now();
  const memberId = await deps.db.transaction().execute(async (trx) => {
    const before = await lockInquiry(trx, caller.siteId, id);
    if (!before) throw new AppError(ResultCode.NotFound);
    const inquiry = await answerInquiry(trx, caller.siteId, id, { text: content, staffId: caller.staff.id, at: now });
    if (!inquiry) throw new AppError(ResultCode.NotFound);
    await insertMessages(
      trx,
      caller.siteId,
      { memberId: inquiry.member_id },
      {
        title: `[답변] ${inquiry.title}`.slice(0, TITLE_MAX),
        content,
        staffId: caller.staff.id,
        sentAt: now,
      },
    );
    await writeAudit(
      trx,
      caller.actor,
      'inquiry.answer',
      `inquiry:${id}`,
      { status: before.status, answer: before.answer },
      { status: InquiryStatus.Answer, answer: content, memberId: inquiry.member_id },
    );
    return inquiry.member_id;
  });
  await publishUnread(deps, memberId);
  return getOfficeInquiry(deps, caller, id);
}

import { alertStaff } from '../../realtime/staffAlerts';
import type { z } from 'zod';
import { ResultCode } from '../../../../shared/resultCodes';
import { dateRange } from '../../../../shared/dates';
import { BoardAction, type BoardSaveResponse } from '../../../../shared/api/board';
import {
  QNA_TYPE_GROUP,
  type InquiryDetailResponse,
  type InquiryListItem,
  type InquiryListRequest,
  type InquiryListResponse,
  type InquirySaveRequest,
  type InquiryStatus,
} from '../../../../shared/api/inquiry';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import { pageInfo, pageWindow } from '../../../http/paging';
import { cleanText } from '../cleanText';
import type { MemberViewer } from '../viewer';
import {
  findOwnInquiry,
  insertInquiry,
  isCommonCode,
  listOwnInquiries,
  softDeleteOwnInquiry,
  type InquiryRow,
} from './repo';

type ItemRow = Pick<InquiryRow, 'id' | 'qna_type' | 'title' | 'status' | 'created_at' | 'answered_at'>;

const toItem = (row: ItemRow): InquiryListItem => ({
  boardIdx: row.id,
  qnaType: row.qna_type,
  title: row.title,
  status: row.status as InquiryStatus,
  regDate: row.created_at.toISOString(),
  answerDate: row.answered_at?.toISOString() ?? null,
});

/** §2 Q&A list: a member sees only its own inquiries. */
export async function listInquiries(
  deps: AppDeps,
  viewer: MemberViewer,
  q: z.infer<typeof InquiryListRequest>,
): Promise<InquiryListResponse> {
  const { from, to } = dateRange(q.startDate, q.endDate, deps.config.SITE_TZ_OFFSET_MINUTES);
  const { rows, total } = await listOwnInquiries(
    deps.db,
    { memberId: viewer.member.id, status: q.status || undefined, from, to, search: q.searchValue },
    pageWindow(q),
  );
  const list = rows.map(toItem);
  return { list, pageInfo: pageInfo(q, total), idxList: list.map((i) => i.boardIdx) };
}

/** Another member's inquiry answers E007, exactly like one that does not exist. */
export async function readInquiry(
  deps: AppDeps,
  viewer: MemberViewer,
  boardIdx: number,
): Promise<InquiryDetailResponse> {
  const row = await findOwnInquiry(deps.db, viewer.member.id, boardIdx);
  if (!row) throw new AppError(ResultCode.NotFound);
  return { board: { ...toItem(row), content: row.content, answer: row.answer } };
}

export async function saveInquiry(
  deps: AppDeps,
  viewer: MemberViewer,
  body: z.infer<typeof InquirySaveRequest>,
): Promise<BoardSaveResponse> {
  const now = deps.clock.now();
  if (body.actionKind === BoardAction.Delete) {
    const done = await softDeleteOwnInquiry(deps.db, viewer.member.id, body.boardIdx, now);
    if (!done) throw new AppError(ResultCode.NotFound);
    return { boardIdx: done.id };
  }
  if (!(await isCommonCode(deps.db, QNA_TYPE_GROUP, body.qnaType)))
    throw new AppError(ResultCode.InvalidRequest, { fields: ['qnaType'] });
  const post = cleanText({ title: body.title, content: body.content }, deps.config.IMAGE_ORIGINS);
  const { id } = await insertInquiry(deps.db, {
    site_id: viewer.siteId,
    member_id: viewer.member.id,
    qna_type: body.qnaType,
    ...post,
    created_at: now,
  });
  alertStaff(deps, viewer.siteId, { kind: 'inquiry', id, at: now.toISOString() });
  return { boardIdx: id };
}

import { z } from 'zod';
import { DateParam } from '../dates';
import type { PagedList } from './common';
import { OfficeId } from './office';
import { listBody, TextFilter } from './office/common';
import { BoardAction, BoardIdx, BoardListRequest, CONTENT_MAX, TITLE_MAX } from './board';

/** §4 inquiry states: wait until staff answers. */
export const InquiryStatus = { Wait: 'wait', Answer: 'answer' } as const;
export type InquiryStatus = (typeof InquiryStatus)[keyof typeof InquiryStatus];

/** Common code group of the inquiry types (bankaccount, deposit, …). */
export const QNA_TYPE_GROUP = 'QNA_TYPE';

/** `/api/board/qna/list`: the board list request; a member only ever sees its own inquiries. */
export const InquiryListRequest = BoardListRequest.extend({ status: z.enum(InquiryStatus).or(z.literal('')).optional() });

export interface InquiryListItem {
  boardIdx: number;
  qnaType: string;
  title: string;
  status: InquiryStatus;
  regDate: string;
  answerDate: string | null;
}
export type InquiryListResponse = PagedList<InquiryListItem> & { idxList: number[] };

export interface InquiryDetail extends InquiryListItem {
  content: string;
  /** Sanitised HTML; empty while waiting. */
  answer: string;
}
export interface InquiryDetailResponse {
  board: InquiryDetail;
}

/** `/api/board/qna/save`: write (type from common codes QNA_TYPE) or delete one's own. */
export const InquirySaveRequest = z.discriminatedUnion('actionKind', [
  z.object({
    actionKind: z.literal(BoardAction.Upload),
    qnaType: z.string().trim().min(1).max(40),
    title: z.string().trim().min(1).max(TITLE_MAX),
    content: z.string().trim().min(1).max(CONTENT_MAX),
  }),
  z.object({ actionKind: z.literal(BoardAction.Delete), boardIdx: BoardIdx }),
]);
export type InquirySaveRequest = z.input<typeof InquirySaveRequest>;

// ---- Office: /api/admin/inquiries/list|get|getMany|answer ----

export const OfficeInquiryFilter = z.object({
  q: TextFilter.optional(),
  memId: TextFilter.optional(),
  status: z.enum(InquiryStatus).optional(),
  qnaType: z.string().max(40).optional(),
  dateFrom: DateParam,
  dateTo: DateParam,
});
export const OfficeInquiryListBody = listBody(OfficeInquiryFilter);
export const InquiryAnswerBody = OfficeId.extend({ answer: z.string().trim().min(1).max(CONTENT_MAX) });

export interface OfficeInquiry {
  id: number;
  memId: string;
  memNick: string;
  qnaType: string;
  title: string;
  content: string;
  status: InquiryStatus;
  answer: string;
  answeredBy: string | null;
  answerDate: string | null;
  createdAt: string;
}

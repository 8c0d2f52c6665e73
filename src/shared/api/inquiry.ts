import { z } from 'zod';
import { DateParam } from '../dates';
import { pagedList } from './common';
import { OfficeId } from './office';
import { listBody, TextFilter } from './office/common';
import { BoardAction, BoardIdx, BoardListRequest, CONTENT_MAX, TITLE_MAX } from './board';

/** §4 inquiry states: wait until staff answers. */
export const InquiryStatus = { Wait: 'wait', Answer: 'answer' } as const;
export type InquiryStatus = (typeof InquiryStatus)[keyof typeof InquiryStatus];

/** Common code group of the inquiry types (bankaccount, deposit, …). */
export const QNA_TYPE_GROUP = 'QNA_TYPE';

/** Q&A list: the board list request; a member only ever sees its own inquiries. */
export const InquiryListRequest = BoardListRequest.extend({
  status: z.enum(InquiryStatus).or(z.literal('')).optional(),
});

const InquiryStatusSchema = z.enum(InquiryStatus);

export const InquiryListItem = z.object({
  boardIdx: z.number().int(),
  qnaType: z.string(),
  title: z.string(),
  status: InquiryStatusSchema,
  regDate: z.string(),
  answerDate: z.string().nullable(),
});
export type InquiryListItem = z.infer<typeof InquiryListItem>;
export const InquiryListResponse = pagedList(InquiryListItem).extend({ idxList: z.array(z.number().int()) });
export type InquiryListResponse = z.infer<typeof InquiryListResponse>;

export const InquiryDetail = InquiryListItem.extend({
  content: z.string(),
  /** Sanitised HTML; empty while waiting. */
  answer: z.string(),
});
export type InquiryDetail = z.infer<typeof InquiryDetail>;
export const InquiryDetailResponse = z.object({ board: InquiryDetail });
export type InquiryDetailResponse = z.infer<typeof InquiryDetailResponse>;

/** Q&A save: write (type from common codes QNA_TYPE) or delete one's own. */
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

const OfficeInquiryFilter = z.object({
  q: TextFilter.optional(),
  memId: TextFilter.optional(),
  status: z.enum(InquiryStatus).optional(),
  qnaType: z.string().max(40).optional(),
  dateFrom: DateParam,
  dateTo: DateParam,
});
export const OfficeInquiryListBody = listBody(OfficeInquiryFilter);
export const InquiryAnswerBody = OfficeId.extend({ answer: z.string().trim().min(1).max(CONTENT_MAX) });

export const OfficeInquiry = z.object({
  id: z.number().int(),
  memId: z.string(),
  memNick: z.string(),
  qnaType: z.string(),
  title: z.string(),
  content: z.string(),
  status: InquiryStatusSchema,
  answer: z.string(),
  answeredBy: z.string().nullable(),
  answerDate: z.string().nullable(),
  createdAt: z.string(),
});
export type OfficeInquiry = z.infer<typeof OfficeInquiry>;

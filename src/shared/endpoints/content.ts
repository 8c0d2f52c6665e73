import { z } from 'zod';
import {
  BoardDetailRequest,
  BoardDetailResponse,
  BoardListRequest,
  BoardListResponse,
  BoardSaveRequest,
  BoardSaveResponse,
  CommentSaveRequest,
  CommentSaveResponse,
  OfficeBoard,
  OfficeBoardCreateBody,
  OfficeBoardListBody,
  OfficeBoardRow,
  OfficeBoardUpdateBody,
} from '../api/board';
import { InquiryAnswerBody, InquiryDetailResponse, InquiryListRequest, InquiryListResponse, InquirySaveRequest, OfficeInquiry, OfficeInquiryListBody } from '../api/inquiry';
import {
  MessageListRequest,
  MessageListResponse,
  MessageReadRequest,
  MessageReadResponse,
  MessageUpdateRequest,
  MessageUpdateResponse,
  OfficeMessage,
  OfficeMessageCreateBody,
  OfficeMessageListBody,
  OfficeMessageSent,
} from '../api/message';
import { BannerListResponse, MainCashListResponse, MainInfoResponse, MainResponse, OfficeBanner, OfficeBannerCreateBody, OfficeBannerListBody, OfficeBannerUpdateBody } from '../api/main';
import { OfficeArea, OfficeId, OfficeIds, officeList } from '../api/office';
import { endpoint, guest, member, staff } from './endpoint';

/** §3 boards; `boardType` in the path decides the board (a body's boardType is ignored). */
export const board = {
  list: endpoint({ path: '/api/board/:boardType/list', body: BoardListRequest, response: BoardListResponse, access: guest, summary: 'A page of posts of one board' }),
  // `datail`: the spec's spelling (§7).
  detail: endpoint({ path: '/api/board/:boardType/datail', body: BoardDetailRequest, response: BoardDetailResponse, access: guest, summary: 'One post with its replies' }),
  save: endpoint({ path: '/api/board/:boardType/save', body: BoardSaveRequest, response: BoardSaveResponse, access: member, summary: "Write, edit or delete one's own post" }),
  commentSave: endpoint({ path: '/api/board/cmtSave', body: CommentSaveRequest, response: CommentSaveResponse, access: member, summary: "Write a reply or delete one's own" }),
};

/** §4 Q&A keeps the board paths under the type `qna`: a member's own inquiries only (these static paths win over `:boardType`). */
export const qna = {
  list: endpoint({ path: '/api/board/qna/list', body: InquiryListRequest, response: InquiryListResponse, access: member, summary: "A page of the member's inquiries" }),
  detail: endpoint({ path: '/api/board/qna/datail', body: BoardDetailRequest, response: InquiryDetailResponse, access: member, summary: 'One inquiry with its answer' }),
  save: endpoint({ path: '/api/board/qna/save', body: InquirySaveRequest, response: BoardSaveResponse, access: member, summary: "Ask a question or delete one's own" }),
};

/** §2 message box: a member's own inbox only. */
export const messages = {
  list: endpoint({ path: '/api/board/msgList', body: MessageListRequest, response: MessageListResponse, access: member, summary: 'A page of messages, with the unread count' }),
  read: endpoint({ path: '/api/board/msgRead', body: MessageReadRequest, response: MessageReadResponse, access: member, summary: 'Open one message (marks it read)' }),
  update: endpoint({ path: '/api/board/msgUpdate', body: MessageUpdateRequest, response: MessageUpdateResponse, access: member, summary: 'Mark read, read all, or delete read messages' }),
};

/** `userPageType` (desktop / mobile page) is accepted and does not change the answer. */
const MainPageBody = z.object({ userPageType: BoardListRequest.shape.userPageType });

/** §7 start-up and main-page calls, open to guests and answered from the site's 2-second cache. */
export const main = {
  banners: endpoint({ path: '/api/etc/banner', body: MainPageBody, response: BannerListResponse, access: guest, summary: 'Main banners in effect' }),
  popups: endpoint({ path: '/api/etc/popupList', body: MainPageBody, response: BannerListResponse, access: guest, summary: 'Pop-ups in effect (after-login ones for a member)' }),
  mainPopups: endpoint({ path: '/api/main/popupList', body: MainPageBody, response: BannerListResponse, access: guest, summary: 'Pop-ups of the main page (same answer as /api/etc/popupList)' }),
  info: endpoint({ path: '/api/etc/mainInfo', body: MainPageBody, response: MainInfoResponse, access: guest, summary: 'Latest events and notices, cash-in and cash-out tickers' }),
  page: endpoint({ path: '/api/main', body: MainPageBody, response: MainResponse, access: guest, summary: 'What the main page shows, in one call' }),
  cashList: endpoint({ path: '/api/main/cashList', body: MainPageBody, response: MainCashListResponse, access: guest, summary: 'Best withdrawals of today and the week, live deposits and withdrawals' }),
  notices: endpoint({ path: '/api/main/nt/list', body: BoardListRequest, response: BoardListResponse, access: guest, summary: 'A page of notices' }),
};

const Deleted = z.object({ id: z.number().int() });

/** One office resource's reads by the convention of ../api/office.ts: list (rows), get and getMany (records). */
const officeReads = <N extends string, A extends OfficeArea, L extends z.ZodType, R extends z.ZodType, W extends z.ZodType>(
  name: N,
  area: A,
  what: string,
  schemas: { listBody: L; record: R; row: W },
) => {
  const access = staff(area);
  const base = `/api/admin/${name}` as const;
  return {
    list: endpoint({ path: `${base}/list`, body: schemas.listBody, response: officeList(schemas.row), access, summary: `${what}, paged` }),
    get: endpoint({ path: `${base}/get`, body: OfficeId, response: schemas.record, access, summary: `One of ${what}` }),
    getMany: endpoint({ path: `${base}/getMany`, body: OfficeIds, response: z.array(schemas.record), access, summary: `Several of ${what} by id` }),
  };
};

/** A resource staff also create, update and delete. */
const officeCrud = <N extends string, A extends OfficeArea, L extends z.ZodType, R extends z.ZodType, W extends z.ZodType, C extends z.ZodType, U extends z.ZodType>(
  name: N,
  area: A,
  what: string,
  schemas: { listBody: L; record: R; row: W; createBody: C; updateBody: U },
) => {
  const access = staff(area);
  const base = `/api/admin/${name}` as const;
  return {
    ...officeReads(name, area, what, schemas),
    create: endpoint({ path: `${base}/create`, body: schemas.createBody, response: schemas.record, access, summary: `Add to ${what}` }),
    update: endpoint({ path: `${base}/update`, body: schemas.updateBody, response: schemas.record, access, summary: `Change the fields sent of one of ${what}` }),
    delete: endpoint({ path: `${base}/delete`, body: OfficeId, response: Deleted, access, summary: `Remove one of ${what}` }),
  };
};

/** Posts in the office: notices, events and faq fix their board type, `boards` reaches every type. */
const boardResource = <N extends string>(name: N, what: string) =>
  officeCrud(name, OfficeArea.Content, what, { listBody: OfficeBoardListBody, record: OfficeBoard, row: OfficeBoardRow, createBody: OfficeBoardCreateBody, updateBody: OfficeBoardUpdateBody });
export type OfficeBoardGroup = ReturnType<typeof boardResource<string>>;

/** The staff office's content resources (react-admin name `admin/<key>`). */
export const contentOffice = {
  notices: boardResource('notices', 'notices'),
  events: boardResource('events', 'events'),
  faq: boardResource('faq', 'FAQ entries'),
  boards: boardResource('boards', 'posts of any board'),
  inquiries: {
    ...officeReads('inquiries', OfficeArea.Content, 'Q&A inquiries', { listBody: OfficeInquiryListBody, record: OfficeInquiry, row: OfficeInquiry }),
    answer: endpoint({
      path: '/api/admin/inquiries/answer',
      body: InquiryAnswerBody,
      response: OfficeInquiry,
      access: staff(OfficeArea.Content),
      summary: 'Answer (or correct the answer of) an inquiry; the member gets a message',
    }),
  },
  // A sent message is never edited.
  messages: {
    ...officeReads('messages', OfficeArea.Messages, 'sent messages', { listBody: OfficeMessageListBody, record: OfficeMessage, row: OfficeMessage }),
    create: endpoint({
      path: '/api/admin/messages/create',
      body: OfficeMessageCreateBody,
      response: OfficeMessageSent,
      access: staff(OfficeArea.Messages),
      summary: 'Send a message to one member, a level or everyone',
    }),
  },
  banners: officeCrud('banners', OfficeArea.Content, 'banners and pop-ups', {
    listBody: OfficeBannerListBody,
    record: OfficeBanner,
    row: OfficeBanner,
    createBody: OfficeBannerCreateBody,
    updateBody: OfficeBannerUpdateBody,
  }),
};

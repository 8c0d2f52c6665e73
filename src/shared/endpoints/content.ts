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
} from '../api/board';
import { InquiryDetailResponse, InquiryListRequest, InquiryListResponse, InquirySaveRequest } from '../api/inquiry';
import {
  MessageListRequest,
  MessageListResponse,
  MessageReadRequest,
  MessageReadResponse,
  MessageUpdateRequest,
  MessageUpdateResponse,
} from '../api/message';
import {
  BannerListResponse,
  MainCashListResponse,
  MainHighlightsResponse,
  MainInfoResponse,
  MainResponse,
} from '../api/main';
import { endpoint, guest, member } from './endpoint';

/** §3 boards; `boardType` in the path decides the board (a body's boardType is ignored). */
export const board = {
  list: endpoint({
    path: '/api/board/:boardType/list',
    body: BoardListRequest,
    response: BoardListResponse,
    access: guest,
    summary: 'A page of posts of one board',
  }),
  // `datail`: the spec's spelling (§7).
  detail: endpoint({
    path: '/api/board/:boardType/datail',
    body: BoardDetailRequest,
    response: BoardDetailResponse,
    access: guest,
    summary: 'One post with its replies',
  }),
  save: endpoint({
    path: '/api/board/:boardType/save',
    body: BoardSaveRequest,
    response: BoardSaveResponse,
    access: member,
    summary: "Write, edit or delete one's own post",
  }),
  commentSave: endpoint({
    path: '/api/board/cmtSave',
    body: CommentSaveRequest,
    response: CommentSaveResponse,
    access: member,
    summary: "Write a reply or delete one's own",
  }),
};

/** §4 Q&A keeps the board paths under the type `qna`: a member's own inquiries only (these static paths win over `:boardType`). */
export const qna = {
  list: endpoint({
    path: '/api/board/qna/list',
    body: InquiryListRequest,
    response: InquiryListResponse,
    access: member,
    summary: "A page of the member's inquiries",
  }),
  detail: endpoint({
    path: '/api/board/qna/datail',
    body: BoardDetailRequest,
    response: InquiryDetailResponse,
    access: member,
    summary: 'One inquiry with its answer',
  }),
  save: endpoint({
    path: '/api/board/qna/save',
    body: InquirySaveRequest,
    response: BoardSaveResponse,
    access: member,
    summary: "Ask a question or delete one's own",
  }),
};

/** §2 message box: a member's own inbox only. */
export const messages = {
  list: endpoint({
    path: '/api/board/msgList',
    body: MessageListRequest,
    response: MessageListResponse,
    access: member,
    summary: 'A page of messages, with the unread count',
  }),
  read: endpoint({
    path: '/api/board/msgRead',
    body: MessageReadRequest,
    response: MessageReadResponse,
    access: member,
    summary: 'Open one message (marks it read)',
  }),
  update: endpoint({
    path: '/api/board/msgUpdate',
    body: MessageUpdateRequest,
    response: MessageUpdateResponse,
    access: member,
    summary: 'Mark read, read all, or delete read messages',
  }),
};

/** `userPageType` (desktop / mobile page) is accepted and does not change the answer. */
const MainPageBody = z.object({ userPageType: BoardListRequest.shape.userPageType });

/** §7 start-up and main-page calls, open to guests and answered from the site's 2-second cache. */
export const main = {
  banners: endpoint({
    path: '/api/etc/banner',
    body: MainPageBody,
    response: BannerListResponse,
    access: guest,
    summary: 'Main banners in effect',
  }),
  popups: endpoint({
    path: '/api/etc/popupList',
    body: MainPageBody,
    response: BannerListResponse,
    access: guest,
    summary: 'Pop-ups in effect (after-login ones for a member)',
  }),
  mainPopups: endpoint({
    path: '/api/main/popupList',
    body: MainPageBody,
    response: BannerListResponse,
    access: guest,
    summary: 'Pop-ups of the main page (same answer as /api/etc/popupList)',
  }),
  info: endpoint({
    path: '/api/etc/mainInfo',
    body: MainPageBody,
    response: MainInfoResponse,
    access: guest,
    summary: 'Latest events and notices, cash-in and cash-out tickers',
  }),
  page: endpoint({
    path: '/api/main',
    body: MainPageBody,
    response: MainResponse,
    access: guest,
    summary: 'What the main page shows, in one call',
  }),
  cashList: endpoint({
    path: '/api/main/cashList',
    body: MainPageBody,
    response: MainCashListResponse,
    access: guest,
    summary: 'Best withdrawals of today and the week, live deposits and withdrawals',
  }),
  highlights: endpoint({
    path: '/api/main/highlights',
    body: MainPageBody,
    response: MainHighlightsResponse,
    access: guest,
    summary: "The week's most played games and the live video address",
  }),
  notices: endpoint({
    path: '/api/main/nt/list',
    body: BoardListRequest,
    response: BoardListResponse,
    access: guest,
    summary: 'A page of notices',
  }),
};

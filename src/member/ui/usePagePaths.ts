import { useLocation } from 'react-router-dom';
import { useDevice } from '../device/useDevice';

/** Where a page's links go: the same page component serves the desktop, /winner and mobile trees (§2). */
export interface PagePaths {
  messageList: string;
  messageRead(msgIdx: number): string;
  qnaList: string;
  qnaWrite: string;
  qnaRead(boardIdx: number): string;
  noticeRead(boardIdx: number): string;
  eventRead(boardIdx: number): string;
  boardList: string;
  boardWrite: string;
  boardRead(boardIdx: number): string;
  deposit: string;
  pointChangeList: string;
  betList: string;
  betDetail(betIdx: number): string;
  /** "My bonuses": each bonus's wagering, expiry and forfeit (docs/domains/bonuses.md). */
  bonuses: string;
}

const desktop: PagePaths = {
  messageList: '/mypage/message/list',
  messageRead: (id) => `/mypage/message/read/${id}`,
  qnaList: '/cscenter/qna/list',
  qnaWrite: '/cscenter/qna/write',
  qnaRead: (id) => `/cscenter/qna/read/${id}`,
  noticeRead: (id) => `/cscenter/notice/read/${id}`,
  eventRead: (id) => `/winner/eventdetail/${id}`,
  boardList: '/member/board/list',
  boardWrite: '/member/board/write',
  boardRead: (id) => `/member/board/read/${id}`,
  deposit: '/winner/cash/deposit',
  pointChangeList: '/mypage/point/change',
  betList: '/mypage/betting/list',
  betDetail: (id) => `/mypage/betting/detail/${id}`,
  bonuses: '/mypage/bonus/list',
};

const winner: PagePaths = {
  ...desktop,
  qnaList: '/winner/qnaList',
  qnaWrite: '/winner/qnawrite',
  qnaRead: (id) => `/winner/qnadetail/${id}`,
  noticeRead: (id) => `/winner/noticedetail/${id}`,
  betList: '/winner/betlist',
};

const mobile: PagePaths = {
  messageList: '/member/msgMain/msg',
  messageRead: (id) => `/member/msgMain/msgRead/${id}`,
  qnaList: '/member/csMain/qnaList',
  qnaWrite: '/member/csMain/qnaWrite',
  qnaRead: (id) => `/member/csMain/qna/read/${id}`,
  noticeRead: (id) => `/member/csMain/notice/read/${id}`,
  eventRead: (id) => `/member/csMain/event/read/${id}`,
  boardList: '/member/board',
  boardWrite: '/member/board/write',
  boardRead: (id) => `/member/board/read/${id}`,
  deposit: '/member/chargeMain/charge',
  // The mobile point page holds the conversion history under its form.
  pointChangeList: '/member/pointMain',
  betList: '/member/betList',
  betDetail: (id) => `/member/betDetail/${id}`,
  bonuses: '/member/bonusMain',
};

export function usePagePaths(): PagePaths {
  const { device } = useDevice();
  const { pathname } = useLocation();
  if (device === 'mobile') return mobile;
  return pathname.startsWith('/winner/') ? winner : desktop;
}

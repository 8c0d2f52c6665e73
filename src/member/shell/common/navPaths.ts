/** §2 menu destinations: the desktop menus use the /winner group, the mobile ones the /member tree. */
export const desktopPaths = {
  betList: '/winner/betlist?mode=betting',
  qna: '/winner/qnaList',
  message: '/winner/messagelist',
  notice: '/winner/noticelist',
  event: '/winner/eventlist',
  point: '/winner/point',
  mypage: '/winner/mypage',
  limits: '/winner/limits',
  deposit: '/winner/cash/deposit',
  withdraw: '/winner/cash/withdraw',
} as const;

export const mobilePaths = {
  betList: '/member/betList',
  gameResult: '/member/resultMain',
  qna: '/member/csMain/qnaList',
  message: '/member/msgMain/msg',
  notice: '/member/csMain/noticeList',
  event: '/member/csMain/eventList',
  point: '/member/pointMain',
  info: '/member/info',
  limits: '/member/limits',
  deposit: '/member/chargeMain/charge',
  withdraw: '/member/exchangeMain/exchange',
  home: '/',
} as const;

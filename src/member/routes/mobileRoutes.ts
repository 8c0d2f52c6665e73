import { areaPage as p } from './areaPages';
import { minigameRoutes } from './minigameRoutes';
import { MainPage, MobileLoginPage, PartnerRedirect, PreloadPage, SignupPage, WarningPage } from './ownPages';
import type { MemberRoute } from './routeTypes';

const betList = p('mypage', 'BetListPage', 'front.nav.betList');
const myInfo = p('mypage', 'MyInfoPage', 'front.nav.info');
const messageRead = p('messages', 'MessageReadPage', 'front.nav.message');
const result = p('results', 'GameResultPage', 'front.nav.gameResult');
const cs = (path: string, name: string, titleKey: string, access: MemberRoute['access'] = 'member'): MemberRoute => ({
  path: `/member/csMain/${path}`,
  page: p('cs', name, titleKey),
  access,
});

/** §2 mobile routes; anything else goes to the mobile main (the router's catch-all). */
export const mobileRoutes: MemberRoute[] = [
  { path: '/', page: MainPage, access: 'open' },
  { path: '/login', page: MobileLoginPage, access: 'guest', layout: 'empty' },
  { path: '/preload', page: PreloadPage, access: 'open', layout: 'empty' },
  { path: '/warning', page: WarningPage, access: 'open', layout: 'empty' },
  { path: '/signup', page: SignupPage, access: 'guest' },

  { path: '/member/betList', page: betList, access: 'member' },
  { path: '/member/betList/:gameType', page: betList, access: 'member' },
  { path: '/member/chargeMain', redirect: '/member/chargeMain/charge', access: 'member' },
  { path: '/member/chargeMain/charge', page: p('cash', 'DepositPage', 'front.nav.deposit'), access: 'member' },
  { path: '/member/chargeMain/charge/list', page: p('cash', 'DepositListPage', 'front.nav.depositList'), access: 'member' },
  { path: '/member/exchangeMain', redirect: '/member/exchangeMain/exchange', access: 'member' },
  { path: '/member/exchangeMain/exchange', page: p('cash', 'WithdrawPage', 'front.nav.withdraw'), access: 'member' },
  { path: '/member/exchangeMain/exchange/list', page: p('cash', 'WithdrawListPage', 'front.nav.withdrawList'), access: 'member' },
  { path: '/member/pointMain', page: p('points', 'PointPage', 'front.nav.point'), access: 'member' },
  { path: '/member/couponMain', page: p('mypage', 'CouponPages', 'front.nav.coupon'), access: 'member' },
  { path: '/member/msgMain', redirect: '/member/msgMain/msg', access: 'member' },
  { path: '/member/msgMain/msg', page: p('messages', 'MessageListPage', 'front.nav.message'), access: 'member' },
  { path: '/member/msgMain/msgRead', page: messageRead, access: 'member' },
  { path: '/member/msgMain/msgRead/:msgIdx', page: messageRead, access: 'member' },
  { path: '/member/csMain', redirect: '/member/csMain/qnaList', access: 'member' },
  cs('qnaList', 'QnaListPage', 'front.nav.qna'),
  cs('qna/read/:boardIdx', 'QnaReadPage', 'front.nav.qna'),
  cs('qnaWrite', 'QnaWritePage', 'front.nav.qnaWrite'),
  cs('noticeList', 'NoticeListPage', 'front.nav.notice', 'open'),
  cs('notice/read/:boardIdx', 'NoticeReadPage', 'front.nav.notice', 'open'),
  cs('eventList', 'EventListPage', 'front.nav.event'),
  cs('event/read/:boardIdx', 'EventReadPage', 'front.nav.event'),
  cs('faq', 'FaqPage', 'front.nav.faq'),
  cs('rule', 'RulePage', 'front.nav.rule'),
  { path: '/member/attendance', page: p('attendance', 'AttendancePage', 'front.nav.attendance'), access: 'member' },
  { path: '/member/winlose', page: p('mypage', 'WinLosePage', 'front.nav.winlose'), access: 'member' },
  { path: '/member/info', page: myInfo, access: 'member' },
  { path: '/member/myinfo', page: myInfo, access: 'member' },
  { path: '/member/stributor', page: p('mypage', 'StributorPage', 'front.nav.stributor'), access: 'member' },
  { path: '/member/resultMain', page: p('minigame', 'MiniResultPage', 'front.nav.gameResult'), access: 'member' },
  { path: '/member/board', page: p('board', 'BoardListPage', 'front.nav.board'), access: 'member' },
  { path: '/member/board/read/:boardIdx', page: p('board', 'BoardReadPage', 'front.nav.board'), access: 'member' },
  { path: '/member/board/write', page: p('board', 'BoardWritePage', 'front.nav.board'), access: 'member' },
  { path: '/member/give', page: p('mypage', 'GivePage', 'front.nav.give'), access: 'member' },
  { path: '/member/partner', page: PartnerRedirect, access: 'member' },
  { path: '/sports/history', page: result, access: 'member' },
  { path: '/slot/game', page: p('slot', 'SlotGamePage', 'front.nav.slot'), access: 'member', layout: 'empty' },
  ...minigameRoutes,
];

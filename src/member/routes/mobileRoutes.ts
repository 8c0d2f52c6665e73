import { areas } from './areas';
import { lazyPage as p, type LazyPage } from './lazyPage';
import { gameRoutes } from './gameRoutes';
import { minigameRoutes } from './minigameRoutes';
import { MainPage, MobileLoginPage, PartnerRedirect, PreloadPage, SignupPage, WarningPage } from './ownPages';
import type { MemberRoute } from './routeTypes';

const betList = p(areas.mypage, 'BetListPage');
const myInfo = p(areas.mypage, 'MyInfoPage');
const messageRead = p(areas.messages, 'MessageReadPage');
const result = p(areas.sports, 'SportsResultPage');
const cs = (path: string, page: LazyPage, access: MemberRoute['access'] = 'member'): MemberRoute => ({
  path: `/member/csMain/${path}`,
  page,
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
  { path: '/member/betDetail/:betIdx', page: p(areas.mypage, 'BetDetailPage'), access: 'member' },
  { path: '/member/chargeMain', redirect: '/member/chargeMain/charge', access: 'member' },
  { path: '/member/chargeMain/charge', page: p(areas.cash, 'DepositPage'), access: 'member' },
  { path: '/member/chargeMain/charge/list', page: p(areas.cash, 'DepositListPage'), access: 'member' },
  { path: '/member/exchangeMain', redirect: '/member/exchangeMain/exchange', access: 'member' },
  { path: '/member/exchangeMain/exchange', page: p(areas.cash, 'WithdrawPage'), access: 'member' },
  { path: '/member/exchangeMain/exchange/list', page: p(areas.cash, 'WithdrawListPage'), access: 'member' },
  { path: '/member/pointMain', page: p(areas.points, 'PointPage'), access: 'member' },
  { path: '/member/couponMain', page: p(areas.coupons, 'CouponPages'), access: 'member' },
  { path: '/member/bonusMain', page: p(areas.bonuses, 'MyBonusesPage'), access: 'member' },
  { path: '/member/msgMain', redirect: '/member/msgMain/msg', access: 'member' },
  { path: '/member/msgMain/msg', page: p(areas.messages, 'MessageListPage'), access: 'member' },
  { path: '/member/msgMain/msgRead', page: messageRead, access: 'member' },
  { path: '/member/msgMain/msgRead/:msgIdx', page: messageRead, access: 'member' },
  { path: '/member/csMain', redirect: '/member/csMain/qnaList', access: 'member' },
  cs('qnaList', p(areas.cs, 'QnaListPage')),
  cs('qna/read/:boardIdx', p(areas.cs, 'QnaReadPage')),
  cs('qnaWrite', p(areas.cs, 'QnaWritePage')),
  cs('noticeList', p(areas.cs, 'NoticeListPage'), 'open'),
  cs('notice/read/:boardIdx', p(areas.cs, 'NoticeReadPage'), 'open'),
  cs('eventList', p(areas.cs, 'EventListPage')),
  cs('event/read/:boardIdx', p(areas.cs, 'EventReadPage')),
  cs('faq', p(areas.cs, 'FaqPage')),
  cs('rule', p(areas.cs, 'RulePage')),
  { path: '/member/attendance', page: p(areas.attendance, 'AttendancePage'), access: 'member' },
  // §2 names the roulette on the desktop tree only; the phone reaches the same page at the same address.
  { path: '/member/rotary', page: p(areas.rotary, 'RotaryPage'), access: 'member' },
  { path: '/member/winlose', page: p(areas.mypage, 'WinLosePage'), access: 'member' },
  { path: '/member/limits', page: p(areas.responsible, 'LimitsPage'), access: 'member' },
  { path: '/member/info', page: myInfo, access: 'member' },
  { path: '/member/myinfo', page: myInfo, access: 'member' },
  { path: '/member/stributor', page: p(areas.mypage, 'StributorPage'), access: 'member' },
  { path: '/member/resultMain', page: p(areas.minigame, 'MiniResultPage'), access: 'member' },
  { path: '/member/board', page: p(areas.board, 'BoardListPage'), access: 'member' },
  { path: '/member/board/read/:boardIdx', page: p(areas.board, 'BoardReadPage'), access: 'member' },
  { path: '/member/board/write', page: p(areas.board, 'BoardWritePage'), access: 'member' },
  { path: '/member/give', page: p(areas.mypage, 'GivePage'), access: 'member' },
  { path: '/member/partner', page: PartnerRedirect, access: 'member' },
  { path: '/sports/history', page: result, access: 'member' },
  // The sportsbook's rules, linked from the board: the phone reaches the desktop's address.
  { path: '/cscenter/bettingguide/sport', page: p(areas.cs, 'BettingGuidePage'), access: 'member' },
  ...gameRoutes,
  ...minigameRoutes,
];

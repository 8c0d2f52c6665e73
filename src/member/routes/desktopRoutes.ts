import { areas } from './areas';
import { lazyPage as p } from './lazyPage';
import { gameRoutes } from './gameRoutes';
import { minigameRoutes } from './minigameRoutes';
import { MainPage, PreloadPage, SignupPage, WarningPage } from './ownPages';
import type { MemberRoute } from './routeTypes';

const result = p(areas.sports, 'SportsResultPage');
const miniResult = p(areas.minigame, 'MiniResultPage');
const betList = p(areas.mypage, 'BetListPage');
const qnaList = p(areas.cs, 'QnaListPage');
const qnaRead = p(areas.cs, 'QnaReadPage');
const qnaWrite = p(areas.cs, 'QnaWritePage');
const noticeList = p(areas.cs, 'NoticeListPage');
const noticeRead = p(areas.cs, 'NoticeReadPage');
const gameGuide = p(areas.cs, 'GameGuidePage');
const myInfo = p(areas.mypage, 'MyInfoPage');
const stributor = p(areas.mypage, 'StributorPage');
const messageList = p(areas.messages, 'MessageListPage');
const messageRead = p(areas.messages, 'MessageReadPage');
const pointUse = p(areas.points, 'PointPage');
const deposit = p(areas.cash, 'DepositPage');
const withdraw = p(areas.cash, 'WithdrawPage');

/** §2 desktop routes (the partner office is its own app under /partner). */
export const desktopRoutes: MemberRoute[] = [
  { path: '/', page: MainPage, access: 'open' },
  { path: '/preload', page: PreloadPage, access: 'open', layout: 'empty' },
  { path: '/warning', page: WarningPage, access: 'open', layout: 'empty' },
  { path: '/signup', page: SignupPage, access: 'guest' },

  { path: '/member/stributor', page: stributor, access: 'member' },
  { path: '/member/attendendance', page: p(areas.attendance, 'AttendancePage'), access: 'member' },
  { path: '/member/gameway', page: gameGuide, access: 'member' },
  // §2: the e-sports guide is the game guide (the mobile tree has none).
  { path: '/member/esport/gamestart', redirect: '/member/gameway', access: 'member' },
  { path: '/member/minigame', page: p(areas.games, 'VendorGridPage', { group: 'minigame' }), access: 'member' },
  { path: '/member/rotary', page: p(areas.rotary, 'RotaryPage'), access: 'member' },
  { path: '/member/result', page: miniResult, access: 'member' },
  { path: '/member/result/sport', page: result, access: 'member' },
  { path: '/member/result/sport/:kind', page: result, access: 'member' },
  { path: '/member/board', redirect: '/member/board/list', access: 'member' },
  { path: '/member/board/list', page: p(areas.board, 'BoardListPage'), access: 'member' },
  { path: '/member/board/read/:boardIdx', page: p(areas.board, 'BoardReadPage'), access: 'member' },
  { path: '/member/board/write', page: p(areas.board, 'BoardWritePage'), access: 'member' },

  { path: '/cscenter', redirect: '/cscenter/notice/list', access: 'open' },
  { path: '/cscenter/notice/list', page: noticeList, access: 'open' },
  { path: '/cscenter/notice/read/:boardIdx', page: noticeRead, access: 'open' },
  { path: '/cscenter/qna/list', page: qnaList, access: 'member' },
  { path: '/cscenter/qna/write', page: qnaWrite, access: 'member' },
  { path: '/cscenter/qna/read/:boardIdx', page: qnaRead, access: 'member' },
  { path: '/cscenter/faq/list', page: p(areas.cs, 'FaqPage'), access: 'member' },
  { path: '/cscenter/bettingguide/sport', page: p(areas.cs, 'BettingGuidePage'), access: 'member' },
  { path: '/cscenter/gameguide', page: gameGuide, access: 'member' },

  { path: '/mypage', redirect: '/mypage/info', access: 'member' },
  { path: '/mypage/betting/list', page: betList, access: 'member' },
  { path: '/mypage/betting/detail/:betIdx', page: p(areas.mypage, 'BetDetailPage'), access: 'member' },
  { path: '/mypage/charge/list', page: p(areas.cash, 'DepositListPage'), access: 'member' },
  { path: '/mypage/exchange/list', page: p(areas.cash, 'WithdrawListPage'), access: 'member' },
  { path: '/mypage/stributor_mypage', page: stributor, access: 'member' },
  { path: '/mypage/winlose', page: p(areas.mypage, 'WinLosePage'), access: 'member' },
  { path: '/mypage/coupon/use', page: p(areas.coupons, 'CouponUsePage'), access: 'member' },
  { path: '/mypage/coupon/gift', page: p(areas.coupons, 'CouponGiftPage'), access: 'member' },
  { path: '/mypage/coupon/list', page: p(areas.coupons, 'CouponListPage'), access: 'member' },
  { path: '/mypage/bonus/list', page: p(areas.bonuses, 'MyBonusesPage'), access: 'member' },
  { path: '/mypage/point/use', page: pointUse, access: 'member' },
  { path: '/mypage/point/list', page: p(areas.points, 'PointListPage'), access: 'member' },
  { path: '/mypage/point/change', page: p(areas.points, 'PointChangePage'), access: 'member' },
  { path: '/mypage/message/list', page: messageList, access: 'member' },
  { path: '/mypage/message/read', page: messageRead, access: 'member' },
  { path: '/mypage/message/read/:msgIdx', page: messageRead, access: 'member' },
  { path: '/mypage/info', page: myInfo, access: 'member' },
  { path: '/mypage/give', page: p(areas.mypage, 'GivePage'), access: 'member' },

  { path: '/winner/mypage', page: myInfo, access: 'member' },
  { path: '/winner/limits', page: p(areas.responsible, 'LimitsPage'), access: 'member' },
  { path: '/winner/point', page: pointUse, access: 'member' },
  { path: '/winner/qnaList', page: qnaList, access: 'member' },
  { path: '/winner/qnadetail/:boardIdx', page: qnaRead, access: 'member' },
  { path: '/winner/qnawrite', page: qnaWrite, access: 'member' },
  { path: '/winner/noticelist', page: noticeList, access: 'open' },
  { path: '/winner/noticedetail/:boardIdx', page: noticeRead, access: 'open' },
  { path: '/winner/eventlist', page: p(areas.cs, 'EventListPage'), access: 'member' },
  { path: '/winner/eventdetail/:boardIdx', page: p(areas.cs, 'EventReadPage'), access: 'member' },
  { path: '/winner/betlist', page: betList, access: 'member' },
  { path: '/winner/messagelist', page: messageList, access: 'member' },
  { path: '/winner/cash/deposit', page: deposit, access: 'member' },
  { path: '/winner/cash/withdraw', page: withdraw, access: 'member' },
  ...gameRoutes,
  ...minigameRoutes,
];

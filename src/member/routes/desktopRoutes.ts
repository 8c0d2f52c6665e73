import { areaPage as p } from './areaPages';
import { minigameRoutes } from './minigameRoutes';
import { MainPage, PreloadPage, SignupPage, WarningPage } from './ownPages';
import type { MemberRoute } from './routeTypes';

const fishing = p('games', 'FishingPage', 'front.nav.fishing');
const result = p('results', 'GameResultPage', 'front.nav.gameResult');
const miniResult = p('minigame', 'MiniResultPage', 'front.nav.gameResult');
const betList = p('mypage', 'BetListPage', 'front.nav.betList');
const qnaList = p('cs', 'QnaListPage', 'front.nav.qna');
const qnaRead = p('cs', 'QnaReadPage', 'front.nav.qna');
const qnaWrite = p('cs', 'QnaWritePage', 'front.nav.qnaWrite');
const noticeList = p('cs', 'NoticeListPage', 'front.nav.notice');
const noticeRead = p('cs', 'NoticeReadPage', 'front.nav.notice');
const gameGuide = p('cs', 'GameGuidePage', 'front.nav.gameGuide');
const myInfo = p('mypage', 'MyInfoPage', 'front.nav.info');
const stributor = p('mypage', 'StributorPage', 'front.nav.stributor');
const messageList = p('messages', 'MessageListPage', 'front.nav.message');
const messageRead = p('messages', 'MessageReadPage', 'front.nav.message');
const pointUse = p('points', 'PointPage', 'front.nav.point');
const deposit = p('cash', 'DepositPage', 'front.nav.deposit');
const withdraw = p('cash', 'WithdrawPage', 'front.nav.withdraw');

/** §2 desktop routes (the partner office is its own app under /partner). */
export const desktopRoutes: MemberRoute[] = [
  { path: '/', page: MainPage, access: 'open' },
  { path: '/preload', page: PreloadPage, access: 'open', layout: 'empty' },
  { path: '/warning', page: WarningPage, access: 'open', layout: 'empty' },
  { path: '/signup', page: SignupPage, access: 'guest' },

  { path: '/member/stributor', page: stributor, access: 'member' },
  { path: '/member/attendendance', page: p('attendance', 'AttendancePage', 'front.nav.attendance'), access: 'member' },
  { path: '/member/gameway', page: gameGuide, access: 'member' },
  { path: '/member/slotgame', page: p('games', 'SlotPage', 'front.nav.slot'), access: 'member' },
  { path: '/member/slotgame/:provider', page: p('games', 'SlotProviderPage', 'front.nav.slot'), access: 'member' },
  { path: '/member/esport', page: p('games', 'EsportPage', 'front.nav.esport'), access: 'member' },
  { path: '/member/esport/gamestart', redirect: '/member/gameway', access: 'member' },
  { path: '/member/minigame', page: p('games', 'VendorGridPage', 'front.nav.minigame', { group: 'minigame' }), access: 'member' },
  { path: '/member/virtualgame', page: p('games', 'VirtualGamePage', 'front.nav.virtual'), access: 'member' },
  { path: '/member/phishinggame', page: fishing, access: 'member' },
  { path: '/member/phishinggame/kplayfishing', page: fishing, access: 'member' },
  { path: '/member/rotary', page: p('rotary', 'RotaryPage', 'front.nav.rotary'), access: 'member' },
  { path: '/member/result', page: miniResult, access: 'member' },
  { path: '/member/result/sport', page: result, access: 'member' },
  { path: '/member/result/sport/:kind', page: result, access: 'member' },
  { path: '/member/live', page: p('games', 'LiveCasinoPage', 'front.nav.casino'), access: 'member' },
  { path: '/member/board', redirect: '/member/board/list', access: 'member' },
  { path: '/member/board/list', page: p('board', 'BoardListPage', 'front.nav.board'), access: 'member' },
  { path: '/member/board/read/:boardIdx', page: p('board', 'BoardReadPage', 'front.nav.board'), access: 'member' },
  { path: '/member/board/write', page: p('board', 'BoardWritePage', 'front.nav.board'), access: 'member' },

  { path: '/cscenter', redirect: '/cscenter/notice/list', access: 'open' },
  { path: '/cscenter/notice/list', page: noticeList, access: 'open' },
  { path: '/cscenter/notice/read/:boardIdx', page: noticeRead, access: 'open' },
  { path: '/cscenter/qna/list', page: qnaList, access: 'member' },
  { path: '/cscenter/qna/write', page: qnaWrite, access: 'member' },
  { path: '/cscenter/qna/read/:boardIdx', page: qnaRead, access: 'member' },
  { path: '/cscenter/faq/list', page: p('cs', 'FaqPage', 'front.nav.faq'), access: 'member' },
  { path: '/cscenter/bettingguide/sport', page: p('cs', 'BettingGuidePage', 'front.nav.bettingGuide'), access: 'member' },
  { path: '/cscenter/gameguide', page: gameGuide, access: 'member' },

  { path: '/mypage', redirect: '/mypage/info', access: 'member' },
  { path: '/mypage/betting/list', page: betList, access: 'member' },
  { path: '/mypage/charge/list', page: p('cash', 'DepositListPage', 'front.nav.depositList'), access: 'member' },
  { path: '/mypage/exchange/list', page: p('cash', 'WithdrawListPage', 'front.nav.withdrawList'), access: 'member' },
  { path: '/mypage/stributor_mypage', page: stributor, access: 'member' },
  { path: '/mypage/winlose', page: p('mypage', 'WinLosePage', 'front.nav.winlose'), access: 'member' },
  { path: '/mypage/coupon/use', page: p('mypage', 'CouponUsePage', 'front.nav.coupon'), access: 'member' },
  { path: '/mypage/coupon/gift', page: p('mypage', 'CouponGiftPage', 'front.nav.coupon'), access: 'member' },
  { path: '/mypage/coupon/list', page: p('mypage', 'CouponListPage', 'front.nav.coupon'), access: 'member' },
  { path: '/mypage/point/use', page: pointUse, access: 'member' },
  { path: '/mypage/point/list', page: p('points', 'PointListPage', 'front.nav.pointList'), access: 'member' },
  { path: '/mypage/point/change', page: p('points', 'PointChangePage', 'front.nav.pointChange'), access: 'member' },
  { path: '/mypage/message/list', page: messageList, access: 'member' },
  { path: '/mypage/message/read', page: messageRead, access: 'member' },
  { path: '/mypage/message/read/:msgIdx', page: messageRead, access: 'member' },
  { path: '/mypage/info', page: myInfo, access: 'member' },
  { path: '/mypage/give', page: p('mypage', 'GivePage', 'front.nav.give'), access: 'member' },

  { path: '/slot/game', page: p('slot', 'SlotGamePage', 'front.nav.slot'), access: 'member', layout: 'empty' },

  { path: '/winner/mypage', page: myInfo, access: 'member' },
  { path: '/winner/point', page: pointUse, access: 'member' },
  { path: '/winner/qnaList', page: qnaList, access: 'member' },
  { path: '/winner/qnadetail/:boardIdx', page: qnaRead, access: 'member' },
  { path: '/winner/qnawrite', page: qnaWrite, access: 'member' },
  { path: '/winner/noticelist', page: noticeList, access: 'open' },
  { path: '/winner/noticedetail/:boardIdx', page: noticeRead, access: 'open' },
  { path: '/winner/eventlist', page: p('cs', 'EventListPage', 'front.nav.event'), access: 'member' },
  { path: '/winner/eventdetail/:boardIdx', page: p('cs', 'EventReadPage', 'front.nav.event'), access: 'member' },
  { path: '/winner/betlist', page: betList, access: 'member' },
  { path: '/winner/messagelist', page: messageList, access: 'member' },
  { path: '/winner/cash/deposit', page: deposit, access: 'member' },
  { path: '/winner/cash/withdraw', page: withdraw, access: 'member' },
  ...minigameRoutes,
];

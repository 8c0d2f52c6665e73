import type { Device } from '../../device/useDevice';
import { desktopPaths, mobilePaths } from './navPaths';

/**
 * The tab bars Korean sites put over a group of pages (my page, customer centre, game results):
 * each tab links to one page, and is current there and on the pages `also` names (a path, or a
 * prefix when it ends in `/`). The bar shows on every page one of its tabs is current on.
 */
export interface SectionTab {
  to: string;
  label: string;
  also?: string[];
  /** §6: offered to partners only (the money grant, the partner's standing). */
  partnerOnly?: boolean;
}

export interface Section {
  id: 'mypage' | 'cs' | 'results';
  tabs: SectionTab[];
}

const desktop: Section[] = [
  {
    id: 'mypage',
    tabs: [
      { to: '/mypage/info', label: 'front.nav.info', also: [desktopPaths.mypage] },
      { to: '/mypage/betting/list', label: 'front.nav.betList', also: ['/mypage/betting/', '/winner/betlist'] },
      { to: '/mypage/charge/list', label: 'front.nav.depositList' },
      { to: '/mypage/exchange/list', label: 'front.nav.withdrawList' },
      { to: '/mypage/winlose', label: 'front.nav.winlose' },
      { to: '/mypage/point/use', label: 'front.nav.point', also: [desktopPaths.point, '/mypage/point/change'] },
      { to: '/mypage/point/list', label: 'front.nav.pointList' },
      { to: desktopPaths.coupon, label: 'front.nav.coupon', also: ['/mypage/coupon/'] },
      { to: '/mypage/bonus/list', label: 'front.nav.bonus' },
      { to: '/mypage/message/list', label: 'front.nav.message', also: ['/mypage/message/', desktopPaths.message] },
      { to: '/mypage/give', label: 'front.nav.give', partnerOnly: true },
      {
        to: '/mypage/stributor_mypage',
        label: 'front.nav.stributor',
        also: [desktopPaths.partnerStanding],
        partnerOnly: true,
      },
      { to: desktopPaths.limits, label: 'front.responsible.title' },
    ],
  },
  {
    id: 'cs',
    tabs: [
      {
        to: '/cscenter/notice/list',
        label: 'front.nav.notice',
        also: ['/cscenter/notice/', desktopPaths.notice, '/winner/noticedetail/'],
      },
      {
        to: '/cscenter/qna/list',
        label: 'front.nav.qna',
        also: ['/cscenter/qna/', desktopPaths.qna, '/winner/qnadetail/', '/winner/qnawrite'],
      },
      { to: desktopPaths.faq, label: 'front.nav.faq' },
      { to: desktopPaths.event, label: 'front.nav.event', also: ['/winner/eventdetail/'] },
      { to: '/cscenter/bettingguide/sport', label: 'front.nav.bettingGuide' },
      { to: '/cscenter/gameguide', label: 'front.nav.gameGuide', also: [desktopPaths.gameWay] },
      { to: desktopPaths.board, label: 'front.nav.board', also: ['/member/board/'] },
    ],
  },
  {
    id: 'results',
    tabs: [
      { to: '/member/result/mini', label: 'front.sections.miniResults', also: [desktopPaths.gameResult] },
      { to: '/member/result/sport', label: 'front.sections.sportsResults', also: ['/member/result/sport/'] },
    ],
  },
];

const mobile: Section[] = [
  {
    id: 'mypage',
    tabs: [
      { to: mobilePaths.info, label: 'front.nav.info', also: ['/member/myinfo'] },
      { to: mobilePaths.betList, label: 'front.nav.betList', also: ['/member/betList/', '/member/betDetail/'] },
      { to: '/member/chargeMain/charge/list', label: 'front.nav.depositList' },
      { to: '/member/exchangeMain/exchange/list', label: 'front.nav.withdrawList' },
      { to: mobilePaths.winlose, label: 'front.nav.winlose' },
      { to: mobilePaths.point, label: 'front.nav.point' },
      { to: mobilePaths.coupon, label: 'front.nav.coupon' },
      { to: '/member/bonusMain', label: 'front.nav.bonus' },
      { to: mobilePaths.message, label: 'front.nav.message', also: ['/member/msgMain/'] },
      { to: '/member/give', label: 'front.nav.give', partnerOnly: true },
      { to: '/member/stributor', label: 'front.nav.stributor', partnerOnly: true },
      { to: mobilePaths.limits, label: 'front.responsible.title' },
    ],
  },
  {
    id: 'cs',
    tabs: [
      { to: mobilePaths.notice, label: 'front.nav.notice', also: ['/member/csMain/notice/'] },
      { to: mobilePaths.qna, label: 'front.nav.qna', also: ['/member/csMain/qna/', '/member/csMain/qnaWrite'] },
      { to: mobilePaths.faq, label: 'front.nav.faq' },
      { to: mobilePaths.event, label: 'front.nav.event', also: ['/member/csMain/event/'] },
      { to: '/member/csMain/rule', label: 'front.nav.rule' },
      { to: '/cscenter/bettingguide/sport', label: 'front.nav.bettingGuide' },
      { to: mobilePaths.board, label: 'front.nav.board', also: ['/member/board/'] },
    ],
  },
  {
    id: 'results',
    tabs: [
      { to: mobilePaths.gameResult, label: 'front.sections.miniResults' },
      { to: '/sports/history', label: 'front.sections.sportsResults' },
    ],
  },
];

const SECTIONS: Record<Device, Section[]> = { desktop, mobile };

const pathOf = (to: string) => to.split('?')[0]!.toLowerCase();
const covers = (tab: SectionTab, pathname: string) =>
  [tab.to, ...(tab.also ?? [])].some((p) => {
    const path = pathOf(p);
    return path.endsWith('/') ? pathname.startsWith(path) : pathname === path;
  });

/** The section whose tab is current at `pathname`, with the tabs this member is offered, or null. */
export function sectionAt(
  device: Device,
  pathname: string,
  partner: boolean,
): { section: Section['id']; tabs: SectionTab[]; current: string } | null {
  const path = pathname.toLowerCase().replace(/(.)\/$/, '$1');
  for (const section of SECTIONS[device]) {
    const tabs = section.tabs.filter((tab) => partner || !tab.partnerOnly);
    const current = tabs.find((tab) => covers(tab, path));
    if (current) return { section: section.id, tabs, current: current.to };
  }
  return null;
}

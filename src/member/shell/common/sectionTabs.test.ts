import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { desktopRoutes } from '../../routes/desktopRoutes';
import { mobileRoutes } from '../../routes/mobileRoutes';
import { sectionAt } from './sectionTabs';

describe('section tab bars', () => {
  it('show my page tabs on every page of my page, the current one marked', () => {
    expect(sectionAt('desktop', '/winner/mypage', false)).toMatchObject({ section: 'mypage', current: '/mypage/info' });
    expect(sectionAt('desktop', '/mypage/coupon/gift', false)?.current).toBe('/mypage/coupon/use');
    expect(sectionAt('desktop', '/mypage/betting/detail/12', false)?.current).toBe('/mypage/betting/list');
    expect(sectionAt('mobile', '/member/msgMain/msgRead/3', false)?.current).toBe('/member/msgMain/msg');
  });

  it('offer the money grant and the partner pages to partners only', () => {
    const member = sectionAt('desktop', '/mypage/info', false)!.tabs.map((tab) => tab.to);
    const partner = sectionAt('desktop', '/mypage/info', true)!.tabs.map((tab) => tab.to);
    expect(member).not.toContain('/mypage/give');
    expect(member).not.toContain('/mypage/stributor_mypage');
    expect(partner).toEqual(expect.arrayContaining(['/mypage/give', '/mypage/stributor_mypage']));
    expect(sectionAt('mobile', '/member/info', false)!.tabs.map((tab) => tab.to)).not.toContain('/member/give');
    // a member who types the address sees no bar offering it
    expect(sectionAt('desktop', '/mypage/give', false)).toBeNull();
  });

  it('show the customer centre and results tabs, and nothing on other pages', () => {
    expect(sectionAt('desktop', '/cscenter/faq/list', false)?.section).toBe('cs');
    expect(sectionAt('desktop', '/member/gameway', false)?.current).toBe('/cscenter/gameguide');
    expect(sectionAt('mobile', '/member/csMain/event/read/4', false)?.current).toBe('/member/csMain/eventList');
    expect(sectionAt('desktop', '/member/result/sport/handy', false)?.section).toBe('results');
    expect(sectionAt('desktop', '/', false)).toBeNull();
    expect(sectionAt('mobile', '/member/slotgame', false)).toBeNull();
  });

  it("link only to routes of the device's own tree", () => {
    for (const [device, routes] of [
      ['desktop', desktopRoutes],
      ['mobile', mobileRoutes],
    ] as const)
      for (const start of [
        '/mypage/info',
        '/member/info',
        '/cscenter/faq/list',
        '/member/csMain/faq',
        '/member/result',
        '/member/resultMain',
      ]) {
        for (const tab of sectionAt(device, start, true)?.tabs ?? []) {
          const path = tab.to.split('?')[0]!;
          expect(
            routes.some((r) => matchPath(r.path, path)),
            `${device} ${tab.to}`,
          ).toBe(true);
        }
      }
  });
});

import type { Locator, Page } from '@playwright/test';
import { expect, settled, test } from './support/journey';
import { matchRoutes } from 'react-router-dom';
import { desktopRoutes } from '../../src/member/routes/desktopRoutes';
import { mobileRoutes } from '../../src/member/routes/mobileRoutes';
import type { MemberRoute } from '../../src/member/routes/routeTypes';
import { logIn } from './support/member';
import { call, freshMember, staffToken } from './support/site';

/**
 * What a member needs for every page to have something to lead to (a message from staff, a post of
 * the free board, a question, a bet), made through the real calls.
 */
async function somethingToRead(page: Page, memId: string) {
  const message = { data: { title: 'e2e 안내', content: '<p>안내</p>', memId } };
  expect(
    (await call(page.request, '/api/admin/messages/create', message, await staffToken(page.request))).resultCode,
  ).toBe('200');
  const { token } = JSON.parse((await page.evaluate(() => localStorage.getItem('member.session'))) ?? '{}') as {
    token: string;
  };
  const post = { actionKind: 'upload', title: 'e2e 자유글', content: '<p>안녕하세요</p>' };
  expect((await call(page.request, '/api/board/free/save', post, token)).resultCode).toBe('200');
  const question = { actionKind: 'upload', qnaType: 'deposit', title: 'e2e 문의', content: '<p>입금 문의</p>' };
  expect((await call(page.request, '/api/board/qna/save', question, token)).resultCode).toBe('200');
  for (let tries = 0; tries < 4; tries++) {
    const game = await call<{ round: { roundKey: string } | null }>(
      page.request,
      '/api/minigame/getGame/pwball',
      {},
      token,
    );
    // between rounds there is none open (null); otherwise the round may close before the bet lands
    const round = game.data.round;
    const bet = round && {
      gameType: 'pwball',
      roundKey: round.roundKey,
      bets: [{ market: 'power_oe', pick: 'odd', amount: 1000 }],
    };
    if (bet && (await call(page.request, '/api/bet/betProc', bet, token)).resultCode === '200') return;
    await page.waitForTimeout(7_000);
  }
  throw new Error(`${memId} could not place a minigame bet`);
}

/**
 * Every page of §2 is reachable from `/`: signed in, the crawl follows every visible link of
 * every page it reaches, and opens every button that opens a dialog or a panel (game modals, the
 * phone's menus) to follow the links inside. It fails on any route of the device's route table
 * (src/member/routes) that nothing leads to, but for the few listed below with the reason.
 */

/** Routes no link needs to lead to, and why. */
const NOT_LINKED: Record<string, string> = {
  '/preload': 'the start-up page the site itself opens',
  '/warning': 'the maintenance page the site sends everyone to while it is closed',
  '/signup': 'guests only: the crawl is signed in (the header links it for a guest)',
  '/login': 'guests only: the crawl is signed in (the header links it for a guest)',
  '/slot/game': 'the game window a launch opens (a launch moves money: vendor-games.spec.ts)',
  '/mypage/message/read': "§2's address of the read page; every link names its message",
  '/member/msgMain/msgRead': "§2's address of the read page; every link names its message",
  '/member/phishinggame/kplayfishing':
    "KPLAY fishing's own page: the demo has no adapter for it, and a vendor without one is hidden from members (site option showPreparingVendors)",
};

/** Offered to partners only (a partner's money grant and standing): a plain member reaches none of them. */
const PARTNER_ONLY = [
  '/mypage/give',
  '/member/give',
  '/mypage/stributor_mypage',
  '/member/stributor',
  '/member/partner',
];

/** A route tree's paths: a forward is no page of its own. */
const pagesOf = (routes: MemberRoute[]) => routes.filter((r) => !r.redirect).map((r) => r.path);

function routeOf(routes: MemberRoute[], url: string): string | null {
  const { pathname } = new URL(url, 'http://site');
  return (
    matchRoutes(
      routes.map((r) => ({ path: r.path })),
      pathname,
    )?.[0]?.route.path ?? null
  );
}

/** The same-site links a member can see in `scope` (a rotating banner's too: each comes round) (none of the office at /partner, which is its own app). */
async function linksIn(scope: Locator): Promise<string[]> {
  const hrefs = await scope
    .locator('a[href]')
    .evaluateAll((links) =>
      links
        .filter((a) => (a as HTMLElement).checkVisibility({ visibilityProperty: true }))
        .map((a) => (a as HTMLAnchorElement).href),
    );
  return hrefs.filter((href) => {
    const url = new URL(href);
    return url.origin === new URL(scope.page().url()).origin && !url.pathname.startsWith('/partner');
  });
}

/** Popups of the main page sit over it: hidden for the day, as a member would. */
async function hidePopups(page: Page) {
  const hide = page.getByRole('button', { name: '오늘 하루 보지 않기' });
  while ((await hide.count()) > 0) await hide.first().click();
}

/**
 * Waits until the page's content is in: the router keeps the old page on screen while the new one's
 * chunk loads, so the page is read once its calls have settled and no progress indicator is left.
 */
async function shown(page: Page) {
  await settled(page);
  await page
    .getByRole('progressbar')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
}

/**
 * Opens each button of `scope` that opens a dialog or a panel (aria-haspopup dialog or true: the
 * game modals, the phone's menus) once per crawl, collects the links inside, and the layers it
 * opens in turn.
 */
async function linksBehindOpeners(page: Page, scope: Locator, opened: Set<string>, trail = ''): Promise<string[]> {
  const found: string[] = [];
  const openers = await scope.locator('[aria-haspopup="dialog"]:visible, [aria-haspopup="true"]:visible').all();
  for (const opener of openers) {
    const name = `${trail}/${await opener.evaluate((el) => el.getAttribute('aria-label') ?? el.textContent ?? '')}`;
    if (opened.has(name)) continue;
    opened.add(name);
    const before = await page.locator('.MuiModal-root').count();
    await opener.click();
    const layer = page.locator('.MuiModal-root').nth(before);
    await expect(layer).toBeVisible();
    // a layer fades in: its links count as seen once it is opaque
    await page.waitForTimeout(400);
    await shown(page);
    found.push(...(await linksIn(layer)));
    found.push(...(await linksBehindOpeners(page, layer, opened, name)));
    await page.keyboard.press('Escape');
    await expect(page.locator('.MuiModal-root')).toHaveCount(before);
  }
  return found;
}

/** Moves inside the app to `url` as a followed link does (the router hears the history change; no reload). */
async function follow(page: Page, url: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await shown(page);
}

/** Breadth first from `/`, one address per route (a list's pages and filters lead nowhere new). */
async function crawl(page: Page, routes: MemberRoute[]) {
  const reached = new Map<string, string>();
  const visited = new Set<string>();
  const queued = new Set(['/']);
  const queue: { url: string; from: string }[] = [{ url: '/', from: '' }];
  const opened = new Set<string>();
  while (queue.length) {
    const { url, from } = queue.shift()!;
    const route = routeOf(routes, url);
    if (route && !reached.has(route)) reached.set(route, from);
    // a game window is reached, not opened: opening it launches a game
    if (!route || route === '/slot/game' || visited.has(route)) continue;
    visited.add(route);
    const started = Date.now();
    await follow(page, url);
    const landed = routeOf(routes, page.url());
    if (landed && !reached.has(landed)) reached.set(landed, url);
    if (landed === '/') await hidePopups(page);
    const body = page.locator('body');
    const links = [...(await linksIn(body)), ...(await linksBehindOpeners(page, body, opened))];
    for (const href of links) {
      const next = new URL(href);
      const key = next.pathname + next.search;
      if (queued.has(key)) continue;
      queued.add(key);
      queue.push({ url: key, from: new URL(page.url()).pathname });
    }
    console.log(`${url} ${Date.now() - started} ms, ${links.length} links`);
  }
  return reached;
}

test.describe.configure({ timeout: 600_000 });

test('a member reaches every page of the route tree from the main page', async ({ page, isMobile }) => {
  const routes = isMobile ? mobileRoutes : desktopRoutes;
  // the server's first answers after its start can be slow on a busy machine
  // a member of its own: a sign-in of member01 elsewhere would end this one's session (multiLogin N)
  const { memId } = await freshMember(page.request, isMobile ? 'crm' : 'crd', 100_000);
  await logIn(page, isMobile, memId, 'pass1234', 60_000);
  await somethingToRead(page, memId);
  const reached = await crawl(page, routes);
  const expected = pagesOf(routes).filter((path) => !(path in NOT_LINKED) && !PARTNER_ONLY.includes(path));
  const missing = expected.filter((path) => !reached.has(path));
  expect(missing, `not reached (reached: ${[...reached.keys()].join(' ')})`).toEqual([]);
  // §2/§6: the money grant and the partner's pages are offered to partners only
  expect(PARTNER_ONLY.filter((path) => reached.has(path))).toEqual([]);
});

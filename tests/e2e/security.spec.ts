import { expect, test, settled } from './support/journey';
import { logInThroughForm } from './support/member';
import { officeLogin } from './support/office';
import { shot } from './support/shots';

/**
 * Another origin cannot frame the office, and a script run
 * in the member front's page (as an injected one would) finds no office credential and cannot
 * use the office session a partner has open in another tab.
 */

test('a page of another origin cannot frame the office', async ({ page, baseURL, isMobile }) => {
  test.setTimeout(120_000);
  const office = `${baseURL}/partner`;
  // a page of another origin (served by the test, never reaching the network)
  await page.route('http://attacker.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<h1>attacker</h1><iframe id="f" src="${office}" width="600" height="400"></iframe>`,
    }),
  );
  await page.goto('http://attacker.test/');
  const frame = page.frames().find((f) => f !== page.mainFrame())!;
  // the office never ran inside: Chromium put its error page in the frame (frame-ancestors 'none')
  await expect.poll(() => frame.url(), { timeout: 30_000 }).toMatch(/^chrome-error:/);
  expect(await frame.locator('input[type=password]').count()).toBe(0);
  await shot(page, `security-frame-refused-${isMobile ? 'phone' : 'desktop'}`);
});

test('a script in the member front finds no office credential and cannot use the office session', async ({
  page,
  context,
  isMobile,
}) => {
  test.setTimeout(240_000);
  // the partner has the office open in one tab and the member front in another (§2: /partner opens in a new window)
  const officePage = await context.newPage();
  await officeLogin(officePage, 'ptn03', 'partner', 'ko');
  // signed in: the app bar's account menu (the side menu is a closed drawer on a phone)
  await expect(officePage.getByRole('button', { name: '내 정보' })).toBeVisible();
  const officeCookie = (await context.cookies()).find((c) => c.name === 'office_token');
  expect(officeCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/' });

  await logInThroughForm(page, isMobile, 'ptn03');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('member.session'))).not.toBeNull();

  // what an injected script in the member front's page can reach
  const found = await page.evaluate(async () => {
    const dump = (s: Storage) => Object.fromEntries(Object.keys(s).map((k) => [k, s.getItem(k)]));
    const post = async (path: string, headers: Record<string, string>) => {
      const res = await fetch(path, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', authorization: 'demo-site-key', ...headers },
        body: JSON.stringify({ siteId: 'demo' }),
      });
      return ((await res.json()) as { resultCode: string }).resultCode;
    };
    const memberToken = (JSON.parse(localStorage.getItem('member.session') ?? '{}') as { token?: string }).token ?? '';
    // a handle on an office window it opens itself
    // (readable while it still holds its first about:blank; the question is once /partner loads)
    const opened = window.open('/partner', '_blank');
    let officeWindowReadable = false;
    for (let waited = 0; waited < 30_000; waited += 250) {
      await new Promise((r) => setTimeout(r, 250));
      try {
        if (!opened || opened.closed) break;
        if (opened.location.pathname.startsWith('/partner') && opened.document.readyState === 'complete') {
          officeWindowReadable = true;
          break;
        }
      } catch {
        break;
      }
    }
    opened?.close();
    return {
      localStorage: dump(localStorage),
      sessionStorage: dump(sessionStorage),
      cookie: document.cookie,
      withCookie: await post('/api/partner/members/list', {}),
      withGuessedCsrf: await post('/api/partner/members/list', { 'x-csrf-token': 'guess' }),
      withMemberToken: await post('/api/partner/members/list', { token: memberToken }),
      officeWindowReadable,
    };
  });

  const everything = JSON.stringify(found);
  expect(everything).not.toContain(officeCookie!.value);
  expect(found.cookie).not.toContain('office_token');
  expect(Object.keys(found.localStorage).filter((k) => k.startsWith('office.') && k !== 'office.lang')).toEqual([]);
  expect(Object.keys(found.sessionStorage).filter((k) => k.startsWith('office.'))).toEqual([]);
  expect(found).toMatchObject({
    withCookie: 'E006',
    withGuessedCsrf: 'E006',
    withMemberToken: 'E006',
    officeWindowReadable: false,
  });

  // the office tab still works: its session was neither read nor ended
  await officePage.reload();
  await expect(officePage.locator('input[type=password]')).toHaveCount(0);
  await shot(officePage, `security-office-after-${isMobile ? 'phone' : 'desktop'}`);
});

test('no page of the site trips its own CSP (no eval, no inline script)', async ({ page, isMobile }) => {
  test.setTimeout(180_000);
  // every CSP report of a page, a caught one included (a probe for eval that catches its own error)
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspReports: string[] }).cspReports = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  const violations: string[] = [];
  const collect = async (what: string) => {
    await settled(page);
    const found = await page.evaluate(() => (window as unknown as { cspReports: string[] }).cspReports);
    violations.push(...found.map((v) => `${what}: ${v}`));
  };
  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
  await logInThroughForm(page, isMobile);
  await page.goto('/slot');
  await collect('member front');
  await officeLogin(page, 'admin', 'staff');
  // a report grid (MUI X data grid) and a react-admin list
  await page.goto('/partner#/admin/reports/daily');
  await collect('office');
  await page.goto('/vendor/demo/play/demo-slot-5x3');
  await collect('demo game page');
  expect(violations).toEqual([]);
});

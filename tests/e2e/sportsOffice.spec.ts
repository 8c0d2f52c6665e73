import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, settled } from './support/journey';
import { officeLogin } from './support/office';
import { freshMember } from './support/site';
import { shot } from './support/shots';
import { inEachLanguage } from './support/languages';

/**
 * The sportsbook's office (docs/domains/sportsbook.md#office) on a desktop and a phone, against the
 * demo feed: staff read a fixture's markets and liability, preview and enter its result, and find
 * the slip's legs in words in the bet list. Screenshots of every sports screen in Korean and
 * English. Each slip is a fresh member's, so no other journey's balance moves when it settles.
 */

const SITE = { authorization: 'demo-site-key' };

interface BoardFixture {
  fixtureId: number;
  sport: string;
  markets: { marketId: number; type: string; state: string; odds: { pick: string; odds: number }[] }[];
}

async function api<T>(
  request: APIRequestContext,
  path: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await request.post(path, { data: { siteId: 'demo', ...body }, headers: { ...SITE, ...headers } });
  const json = (await res.json()) as { resultCode: string; data: T };
  expect(json.resultCode, `${path} ${JSON.stringify(json.data)}`).toBe('200');
  return json.data;
}

/** A new member's single on the first open winner market of the board: the member and the fixture it is on. */
async function placeSingle(request: APIRequestContext, prefix: string): Promise<{ memId: string; fixtureId: number }> {
  const { memId } = await freshMember(request, prefix, 10_000);
  const token = (await api<{ token: string }>(request, '/api/member/login', { memId, memPass: 'pass1234' })).token;
  // The demo feed fills the board on its first pass after the server starts.
  let fixture: BoardFixture | undefined;
  await expect
    .poll(
      async () => {
        const board = await api<{ fixtures: BoardFixture[] }>(request, '/api/sports/fixtures', { sport: 'soccer' });
        fixture = board.fixtures.find((f) => f.markets.some((m) => m.type === '1x2' && m.state === 'open'));
        return fixture !== undefined;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  const market = fixture!.markets.find((m) => m.type === '1x2')!;
  const pick = market.odds[0]!;
  await api(
    request,
    '/api/bet/betProc',
    {
      gameType: 'sports',
      legs: [{ marketId: market.marketId, pick: pick.pick, odds: pick.odds }],
      amount: 10_000,
      acceptOddsChange: true,
    },
    { token, 'idempotency-key': `sports-office-e2e-${memId}-${Date.now()}` },
  );
  return { memId, fixtureId: fixture!.fixtureId };
}

/** The staff bet list of sports slips (a grid): the slip's row, clicked, opens its legs in a dialog. */
async function openLegs(page: Page, memId: string, legsLabel = 'Legs') {
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/bets/list');
  await page.goto('/partner#/admin/bets?filter=%7B%22gameGroup%22%3A%22sports%22%7D');
  await listed;
  await page
    .getByRole('grid')
    .getByRole('row')
    .filter({ hasText: memId })
    .getByRole('gridcell', { name: memId, exact: true })
    .click();
  const legs = page.getByRole('dialog').getByRole('table', { name: legsLabel });
  await expect(legs).toBeVisible();
  // the dialog has faded in (a screenshot would catch it half see-through)
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  return legs;
}

async function openMenu(page: Page, isMobile: boolean, name: RegExp) {
  if (isMobile) await page.getByRole('button', { name: /open menu|메뉴 열기/i }).click();
  await page.getByRole('menuitem', { name }).click();
}

const settle = async (page: Page) => {
  await settled(page);
  await expect(page.locator('.MuiLinearProgress-root, .MuiCircularProgress-root')).toHaveCount(0);
};

test('staff preview a fixture result, confirm it, and find the settled slip in words', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(180_000);
  const { memId, fixtureId } = await placeSingle(request, isMobile ? 'sofm' : 'sofd');
  await officeLogin(page, 'admin', 'staff');
  await openMenu(page, isMobile, /^Liability$/);
  // a phone lists the fixtures as links, a desktop as rows
  if (isMobile) await page.locator(`a[href$="/admin/sportsFixtures/${fixtureId}/show"]`).click();
  else
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: String(fixtureId), exact: true }) })
      .click();
  await expect(page.getByRole('region', { name: /^Win \/ draw \/ lose/ })).toBeVisible();

  await page.getByRole('button', { name: 'Enter result' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel(/final score/)
    .first()
    .fill('2');
  await dialog
    .getByLabel(/final score/)
    .nth(1)
    .fill('1');
  await dialog.getByRole('button', { name: 'Preview settlement' }).click();
  await expect(dialog.getByRole('region', { name: 'Settlement preview' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm result' }).click();
  await expect(page.getByText('Result entered and slips settled.')).toBeVisible();
  await expect(page.getByText('2 : 1').first()).toBeVisible();

  await expect(await openLegs(page, memId)).toContainText('2 : 1');
});

inEachLanguage(import.meta.url, (lang) => {
  test(`screenshots of the sports office in ${lang}`, async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    const snap = (name: string) =>
      shot(page, `sports-office-${lang}-${testInfo.project.name}-${name}`, { fullPage: true });
    const { memId, fixtureId } = await placeSingle(request, `sos${lang}${testInfo.project.use.isMobile ? 'm' : 'd'}`);
    await officeLogin(page, 'admin', 'staff', lang);
    for (const list of ['sportsFixtures', 'sportsLiability', 'sportsLeagues', 'sportsTeams', 'sportsMargins']) {
      await page.goto(`/partner#/admin/${list}`);
      await expect(page.locator('.RaList-main')).toBeVisible();
      await settle(page);
      await snap(list);
    }
    await page.goto(`/partner#/admin/sportsFixtures/${fixtureId}/show`);
    await expect(page.getByRole('region').first()).toBeVisible();
    await settle(page);
    await snap('fixture');
    await page.getByRole('button', { name: lang === 'ko' ? '결과 입력' : 'Enter result' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input').nth(0).fill('1');
    await dialog.locator('input').nth(1).fill('1');
    await dialog.getByRole('button', { name: lang === 'ko' ? '정산 미리보기' : 'Preview settlement' }).click();
    await expect(dialog.getByRole('table')).toBeVisible();
    await snap('result-preview');
    await page.keyboard.press('Escape');
    await page.goto(`/partner#/admin/sportsFixtures/create`);
    await settle(page);
    await snap('fixture-create');
    await openLegs(page, memId, lang === 'ko' ? '배팅 항목' : 'Legs');
    await settle(page);
    await snap('bets');
  });
});

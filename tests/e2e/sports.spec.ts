import type { Page } from '@playwright/test';
import { expect, test } from './support/journey';
import type { BetProcResponse } from '../../src/shared/api/bets';
import type { SportsFixturesResponse } from '../../src/shared/api/sports';
import { logIn } from './support/member';
import { officeLogin } from './support/office';
import { call, freshMember } from './support/site';
import { chooseLegs, pickLegs, type Leg } from './support/sports';
import { shot } from './support/shots';

/**
 * The sportsbook (docs/domains/sportsbook.md) end to end, on a desktop and a phone: a member of its
 * own builds a three-leg combo from the demo feed's board, sees the folder bonus and places it;
 * staff enter the three results in the office; the balance is credited and the results page shows
 * the scores. Screenshots in ko and en.
 */
const STAKE = 10_000;
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
/** Staff enter a final score in the office that makes the member's pick win. */
async function enterResult(office: Page, leg: Leg) {
  await office.goto(`/partner#/admin/sportsFixtures/${leg.fixture.fixtureId}/show`);
  await office.getByRole('button', { name: 'Enter result' }).click();
  const dialog = office.getByRole('dialog');
  const [home, away] = leg.pick === 'home' ? ['2', '0'] : ['0', '2'];
  await dialog.getByLabel(`${leg.fixture.home.names.en} final score`).fill(home);
  await dialog.getByLabel(`${leg.fixture.away.names.en} final score`).fill(away);
  await dialog.getByLabel(`${leg.fixture.home.names.en} half-time score`).fill(leg.pick === 'home' ? '1' : '0');
  await dialog.getByLabel(`${leg.fixture.away.names.en} half-time score`).fill(leg.pick === 'home' ? '0' : '1');
  await dialog.getByRole('button', { name: 'Preview settlement' }).click();
  await dialog.getByRole('button', { name: 'Confirm result' }).click();
  await expect(office.getByText('Result entered and slips settled.')).toBeVisible();
}

test('a member builds a three-leg combo with the folder bonus, staff enter the results, the balance is credited and the results show the scores', async ({
  page,
  browser,
  request,
  isMobile,
}, info) => {
  test.setTimeout(300_000);
  const { memId } = await freshMember(request, isMobile ? 'spm' : 'spd', 100_000);
  const board = await call<SportsFixturesResponse>(request, '/api/sports/fixtures', {});
  expect(board.resultCode).toBe('200');
  const legs = chooseLegs(board.data.fixtures);

  await logIn(page, isMobile, memId);
  const cash = page.getByTestId(isMobile ? 'mobile-cash' : 'header-cash');
  await expect(cash).toHaveText('100,000');

  const slip = await pickLegs(page, isMobile, legs);
  await expect(slip.getByTestId('slip-count')).toHaveText('3폴더');
  await expect(slip.getByTestId('folder-bonus-text')).toContainText('3폴더 보너스 ×1.03 적용');
  await slip.getByRole('button', { name: '+10,000' }).click();
  // The demo feed moves prices every few minutes: take whatever they are when the slip arrives.
  await slip.getByTestId('accept-mode-any').click();
  await shot(page, `sports-board-ko-${info.project.name}`);

  const placed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/bet/betProc');
  await slip.getByTestId('slip-place').click();
  const answer = (await (await placed).json()) as { resultCode: string; data: BetProcResponse };
  expect(answer.resultCode).toBe('200');
  const payout = answer.data.bets[0]!.potentialPayout;
  await expect(slip.getByText('베팅이 접수되었습니다.')).toBeVisible();
  await expect(cash).toHaveText((100_000 - STAKE).toLocaleString('en-US'));
  if (isMobile) await page.keyboard.press('Escape');

  // Staff enter the three results in the office; each settles at once.
  const staff = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const office = await staff.newPage();
  await officeLogin(office, 'admin', 'staff');
  for (const leg of legs) await enterResult(office, leg);
  await staff.close();

  // The win (folder bonus included) reaches the wallet, the bet list and the results.
  await expect(cash).toHaveText((100_000 - STAKE + payout).toLocaleString('en-US'), { timeout: 30_000 });
  await page.goto(isMobile ? '/member/betList/sports' : '/winner/betlist?mode=sports');
  const slipView = page.getByTestId('sports-slip-view').first();
  await expect(slipView.getByTestId('slip-status')).toHaveText('적중');
  await expect(slipView.getByTestId('slip-bonus')).toHaveText('×1.03');
  await expect(slipView).toContainText(payout.toLocaleString('en-US'));

  for (const lang of ['ko', 'en'] as const) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.goto(isMobile ? '/sports/history' : '/member/result/sport');
    for (const leg of legs) {
      const row = page.locator(`[data-testid="result-row"][data-fixture="${leg.fixture.fixtureId}"]`);
      await expect(row.getByTestId('result-score')).toContainText(leg.pick === 'home' ? '2 : 0' : '0 : 2');
    }
    await shot(page, `sports-results-${lang}-${info.project.name}`, { fullPage: true });
    await page.goto('/member/sportsViewer');
    await expect(page.getByTestId('fixture').first()).toBeVisible({ timeout: 20_000 });
    await shot(page, `sports-board-${lang}-empty-slip-${info.project.name}`);
  }
  expect(digits(await cash.textContent())).toBe(100_000 - STAKE + payout);
});

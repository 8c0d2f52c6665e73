import { expect, test, type Page } from '@playwright/test';
import type { BetProcResponse } from '../../src/shared/api/bets';
import type { SportsFixture, SportsFixturesResponse } from '../../src/shared/api/sports';
import { closePopups, logIn } from './support/member';
import { officeLogin } from './support/office';
import { call, freshMember } from './support/site';

/**
 * The sportsbook (docs/domains/sportsbook.md) end to end, on a desktop and a phone: a member of its
 * own builds a three-leg combo from the demo feed's board, sees the folder bonus and places it;
 * staff enter the three results in the office; the balance is credited and the results page shows
 * the scores. Screenshots in ko and en.
 */
const SHOTS = 'test-results/screenshots';
const STAKE = 10_000;
/** The odds a leg needs to count towards the folder bonus (site option sportsBonusMinLegOdds). */
const BONUS_MIN_ODDS = 130;
/** Three legs at most this price stay far inside the total-odds limit (RATE_LIMIT_MAX 1000.00). */
const EVEN_MAX_ODDS = 500;

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

interface Leg {
  fixture: SportsFixture;
  type: string;
  pick: 'home' | 'away';
}

/**
 * Three fixtures of the board that kick off well after the test, each with an open winner market
 * with a side whose price counts for the bonus; the earliest ones, so they are on the first page.
 */
function chooseLegs(fixtures: SportsFixture[]): Leg[] {
  const later = Date.now() + 30 * 60_000;
  const legs: Leg[] = [];
  for (const fixture of [...fixtures].sort((a, b) => a.startsAt.localeCompare(b.startsAt)).slice(0, 20)) {
    if (fixture.state !== 'open' || Date.parse(fixture.startsAt) < later) continue;
    const market = fixture.markets.find((m) => m.kind === 'winloose' && m.state === 'open');
    // The shortest price that still counts for the bonus, on an even match (a price up to 5.00): a
    // mismatch's only counting side is the outsider, and three of those pass the total-odds limit.
    const pick = market?.odds
      .filter((o) => (o.pick === 'home' || o.pick === 'away') && o.odds >= BONUS_MIN_ODDS && o.odds <= EVEN_MAX_ODDS)
      .sort((a, b) => a.odds - b.odds)[0];
    if (market && pick) legs.push({ fixture, type: market.type, pick: pick.pick as Leg['pick'] });
    if (legs.length === 3) break;
  }
  if (legs.length < 3) throw new Error('the demo feed offers fewer than three fixtures to bet on');
  return legs;
}

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

  // §2: the sports modal (the side menu's opener on a desktop, a main page card on a phone) lists the
  // sports vendors; the house's opens its board.
  await closePopups(page);
  await page.getByRole('button', { name: '스포츠', exact: true }).first().click();
  await page.getByRole('dialog').getByTestId('vendor-house').click();
  await expect(page).toHaveURL(/\/member\/sportsViewer\?vendor=300&gameCode=house$/);
  await expect(page.getByTestId('fixture').first()).toBeVisible({ timeout: 20_000 });

  for (const leg of legs)
    await page.locator(`[data-fixture="${leg.fixture.fixtureId}"]`).getByTestId(`pick-${leg.type}-${leg.pick}`).click();
  if (isMobile) {
    await expect(page.getByTestId('slip-bar')).toContainText('3');
    await page.getByTestId('slip-bar').click();
  }
  const slip = page.getByTestId('sports-slip');
  await expect(slip.getByTestId('slip-count')).toHaveText('3폴더');
  await expect(slip.getByTestId('folder-bonus-text')).toContainText('3폴더 보너스 ×1.03 적용');
  await slip.getByRole('button', { name: '+10,000' }).click();
  // The demo feed moves prices every few minutes: take whatever they are when the slip arrives.
  await slip.getByLabel('배당 변경 자동 수락').check();
  await page.screenshot({ path: `${SHOTS}/sports-board-ko-${info.project.name}.png` });

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
    await page.screenshot({ path: `${SHOTS}/sports-results-${lang}-${info.project.name}.png`, fullPage: true });
    await page.goto('/member/sportsViewer');
    await expect(page.getByTestId('fixture').first()).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: `${SHOTS}/sports-board-${lang}-empty-slip-${info.project.name}.png` });
  }
  expect(digits(await cash.textContent())).toBe(100_000 - STAKE + payout);
});

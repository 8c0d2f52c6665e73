import { expect, test } from './support/journey';
import { closePopups, logIn } from './support/member';

/**
 * Minigames (docs/domains/minigames.md) end to end, on a desktop and a phone: the demo member bets
 * on a powerball round, the round draws (20-second rounds: MINIGAME_FAST=1 in
 * playwright.config.ts), and the balance and the bet list show the outcome.
 */
const STAKE = 5_000;
const WIN = 9_750; // 5,000 at the default odds 1.95

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test('a member bets on powerball, the round draws, balance and bet list show the outcome', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(120_000);
  // One member per project: the other project's settled bet must not stand first in this one's history.
  await logIn(page, isMobile, isMobile ? 'member03' : 'member01');
  const cash = page.getByTestId(isMobile ? 'mobile-cash' : 'header-cash');
  await expect(cash).toHaveText(/^[\d,]+$/);

  // The mini-game modal (left menu on a desktop, main page card on a phone) leads to the play page.
  await closePopups(page);
  await page.getByRole('button', { name: '미니게임', exact: true }).first().click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /^EOS Powerball/ })
    .click();
  await expect(page).toHaveURL(/\/winner\/mini\/play\/pwball$/);
  await expect(page.getByTestId('seed-hash')).toContainText(/[0-9a-f]{64}/);
  // Wait for a round that takes bets for a few more seconds.
  await expect(async () => {
    await expect(page.getByText('베팅가능')).toBeVisible({ timeout: 500 });
    const left = (await page.getByTestId('countdown').textContent()) ?? '00:00';
    expect(Number(left.slice(-2))).toBeGreaterThanOrEqual(8);
  }).toPass({ timeout: 40_000 });
  const before = digits(await cash.textContent());

  await page.getByTestId('pick-power_oe-odd').click();
  await page.getByRole('button', { name: '+5,000' }).click();
  await page.getByTestId('place-bet').click();
  await expect(page.getByText('베팅이 접수되었습니다.')).toBeVisible();
  await expect(page.getByTestId('my-bets')).toContainText('파워볼 홀/짝 · 홀 (1.95) · 5,000');
  await expect(cash).toHaveText((before - STAKE).toLocaleString('en-US'));

  // The round draws and settles; the history below the board shows the outcome.
  const history = page.getByTestId('bet-history');
  await expect(history).toContainText(/파워볼 홀\/짝 · 홀[\s\S]*(당첨|낙첨)/, { timeout: 40_000 });
  const outcome = history.getByText(/^(당첨|낙첨)$/).first();
  const won = (await outcome.textContent()) === '당첨';
  await expect(cash).toHaveText((before - STAKE + (won ? WIN : 0)).toLocaleString('en-US'), { timeout: 15_000 });
  // The drawn round is public with its seed, and recomputes in the browser.
  await page.getByTestId('recent-results').getByRole('button', { name: '검증' }).first().click();
  await expect(page.getByTestId('verify-verdict')).toContainText('검증 완료');
});

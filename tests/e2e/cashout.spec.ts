import { expect, test } from './support/journey';
import type { BetProcResponse } from '../../src/shared/api/bets';
import type { SportsCashOutResponse, SportsFixturesResponse } from '../../src/shared/api/sports';
import { logIn } from './support/member';
import { call, freshMember } from './support/site';
import { chooseLegs, pickLegs } from './support/sports';
import { shot } from './support/shots';

/**
 * Cash-out (docs/domains/sportsbook.md#cash-out) end to end, on a desktop and a phone: a member of
 * its own places a three-leg combo from the demo feed's board, opens the bet list, cashes out half
 * of the stake after a confirmation naming the amount, and then sees the slip still open on the
 * other half with the amount paid in its balance. Screenshots in ko and en.
 */
const STAKE = 10_000;
const HALF = STAKE / 2;

test('a member cashes out half of a combo and sees the slip open on the rest of its stake', async ({
  page,
  request,
  isMobile,
}, info) => {
  test.setTimeout(240_000);
  const { memId } = await freshMember(request, isMobile ? 'com' : 'cod', 100_000);
  const board = await call<SportsFixturesResponse>(request, '/api/sports/fixtures', {});
  expect(board.resultCode).toBe('200');
  const legs = chooseLegs(board.data.fixtures);

  await logIn(page, isMobile, memId);
  const cash = page.getByTestId(isMobile ? 'mobile-cash' : 'header-cash');
  const slip = await pickLegs(page, isMobile, legs);
  await slip.getByRole('button', { name: '+10,000' }).click();
  // The demo feed moves prices every few minutes: take whatever they are when the slip arrives.
  await slip.getByTestId('accept-mode-any').click();
  const placed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/bet/betProc');
  await slip.getByTestId('slip-place').click();
  const answer = (await (await placed).json()) as { resultCode: string; data: BetProcResponse };
  expect(answer.resultCode).toBe('200');
  const betIdx = answer.data.bets[0]!.betIdx;
  await expect(cash).toHaveText((100_000 - STAKE).toLocaleString('en-US'));
  if (isMobile) await page.keyboard.press('Escape');

  await page.goto(isMobile ? '/member/betList/sports' : '/winner/betlist?mode=sports');
  const slipView = page.locator(`[data-testid="sports-slip-view"][data-bet="${betIdx}"]`);
  const panel = page.getByTestId('cashout');
  await expect(panel.getByTestId('cashout-button')).toContainText('캐시아웃', { timeout: 20_000 });
  await panel.getByTestId('cashout-partial').click();
  await expect(panel.getByTestId('cashout-button')).toContainText('일부 캐시아웃');
  await shot(page, `cashout-partial-ko-${info.project.name}`);

  // Half the stake: the confirmation names it and the value; the demo feed may move a price in
  // between, and a value that fell is refused in words and offered again at the new value.
  let paid = 0;
  for (let attempt = 0; attempt < 3 && paid === 0; attempt++) {
    await panel.getByTestId('cashout-button').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`베팅금 ${HALF.toLocaleString('en-US')}`);
    const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/bet/sports/cashout');
    await dialog.getByRole('button', { name: '확인' }).click();
    const done = (await (await sent).json()) as { resultCode: string; data: SportsCashOutResponse };
    if (done.resultCode === '200') paid = done.data.paid;
    else expect(done.resultCode).toBe('B7012');
    // the outcome in the front's one alert, in words
    const notice = page.getByRole('dialog');
    await expect(notice).toContainText(paid ? `캐시아웃 완료: ${paid.toLocaleString('en-US')}` : '캐시아웃 금액이');
    await notice.getByRole('button', { name: '확인' }).click();
  }
  expect(paid).toBeGreaterThan(0);
  await expect(cash).toHaveText((100_000 - STAKE + paid).toLocaleString('en-US'));

  // The slip stays open on the other half, and can still be cashed out.
  await expect(slipView.getByTestId('slip-stake')).toHaveText(HALF.toLocaleString('en-US'));
  await expect(slipView.getByTestId('slip-cashed-out')).toHaveText(paid.toLocaleString('en-US'));
  await expect(slipView.getByTestId('slip-cancel')).toHaveCount(0);
  await expect(slipView.getByTestId('slip-status')).toHaveText('진행중');
  await expect(page.getByTestId('cashout-button')).toBeVisible();
  await shot(page, `cashout-after-ko-${info.project.name}`);
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
  await expect(page.getByTestId('cashout-button')).toContainText('Cash out', { timeout: 20_000 });
  await shot(page, `cashout-after-en-${info.project.name}`);
  await page.evaluate(() => localStorage.setItem('lang', 'ko'));
});

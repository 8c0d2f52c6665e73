import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/journey';
import { closePopups, logInThroughForm } from './support/member';
import { call, staffToken } from './support/site';
import { shot } from './support/shots';

/**
 * Money at a transfer-wallet vendor (docs/domains/vendors.md#money-left-at-a-vendor), on a desktop
 * and a phone: money left at the vendor comes back when the member signs in; the transfer-wallet
 * game opens framed inside the site, with its header and an exit; leaving it brings the money back
 * to the header's cash.
 */

/** One member per project, so the two projects' wallets never meet. */
const playerOf = (isMobile: boolean) => (isMobile ? 'member03' : 'member02');
const headerCash = (page: Page, isMobile: boolean) => page.getByTestId(isMobile ? 'mobile-cash' : 'header-cash');
const shown = (amount: number) => amount.toLocaleString('en-US');

/** The member's cash as staff read it (a member sign-in here would end the browser's session). */
async function cashOf(request: APIRequestContext, memId: string): Promise<number> {
  const list = await call<{ list: { memId: string; cash: number }[] }>(
    request,
    '/api/admin/members/list',
    { page: 1, perPage: 5, filter: { memId } },
    await staffToken(request),
  );
  return list.data.list.find((m) => m.memId === memId)!.cash;
}

test('money left at the vendor comes back on sign-in; the game plays framed in the site and leaving brings the money back', async ({
  page,
  request,
  isMobile,
}, info) => {
  test.setTimeout(150_000);
  const memId = playerOf(isMobile);
  const start = await cashOf(request, memId);
  expect(start).toBeGreaterThan(1_000);

  // The member opened the transfer-wallet game elsewhere and never came back: the cash sits at the vendor.
  const elsewhere = await call<{ token: string }>(request, '/api/member/login', { memId, memPass: 'pass1234' });
  expect(elsewhere.resultCode).toBe('200');
  const launched = await call(
    request,
    '/api/game/getGame/slot',
    { vendorKey: 233, gameKey: 'demo-slot-5x3' },
    elsewhere.data.token,
  );
  expect(launched.resultCode).toBe('200');
  expect(await cashOf(request, memId)).toBe(0);

  // Signing in brings it back to cash.
  await logInThroughForm(page, isMobile, memId);
  await expect(headerCash(page, isMobile)).toHaveText(shown(start), { timeout: 15_000 });
  expect(await cashOf(request, memId)).toBe(start);
  await expect(page.getByTestId('game-money')).toHaveCount(0);

  // The game opens inside the site: the header stays, an exit above the frame; the cash is at the vendor.
  await closePopups(page);
  await page.getByRole('button', { name: '슬롯', exact: true }).first().click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /^Demo Transfer Slots/ })
    .click();
  await page.getByTestId('game-demo-slot-5x3').click();
  await page.waitForURL(/\/slot\/game\?/);
  await expect(headerCash(page, isMobile)).toHaveText('0', { timeout: 10_000 });
  const exit = page.getByRole('button', { name: '게임 나가기' });
  await expect(exit).toBeVisible();
  const game = page.frameLocator('iframe');
  // the vendor's page opens its session first (slow on a busy machine)
  await expect(game.getByTestId('demo-balance')).toHaveText(new RegExp(shown(start)), { timeout: 30_000 });
  // one round on the vendor's own balance, win or lose
  const [round] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/vendor/demo/game/round')),
    game.getByTestId('demo-spin').click(),
  ]);
  const atVendor = ((await round.json()) as { balance: number }).balance;
  await expect(game.getByTestId('demo-balance')).toHaveText(new RegExp(shown(atVendor)), { timeout: 15_000 });
  expect(await cashOf(request, memId)).toBe(0);
  await shot(page, `game-money-framed-ko-${info.project.name}`);

  // Leaving: the money the vendor holds comes back, win or lose, and nothing is left there.
  await exit.click();
  await page.waitForURL(/\/member\/slotgame$/);
  await expect.poll(async () => cashOf(request, memId), { timeout: 15_000 }).toBe(atVendor);
  await expect(headerCash(page, isMobile)).toHaveText(shown(atVendor), { timeout: 10_000 });
  await expect(page.getByTestId('game-money')).toHaveCount(0);
  await shot(page, `game-money-back-ko-${info.project.name}`);
});

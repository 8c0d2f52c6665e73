import type { Page } from '@playwright/test';
import { expect, test } from './support/journey';
import type { RoundView } from '../../src/shared/api/minigame';
import { closePopups, logIn } from './support/member';
import { call, freshMember, staffToken } from './support/site';

/**
 * Fairness that tells the truth (docs/domains/minigames.md#provably-fair-draws), on a desktop and a
 * phone: a drawn round of every kind of minigame (powerball, ladder in both its games, keno) and a
 * roulette spin recompute in the browser to what was published, and a round whose published result
 * was changed on its way to the browser fails the check. Rounds last 20 seconds here
 * (MINIGAME_FAST=1 in playwright.config.ts).
 */

/**
 * The newest drawn round in the play page's recent results (the page polls the game's state), once
 * one is drawn and its seed revealed.
 */
async function newestDrawnRound(page: Page, game: string) {
  await page.goto(`/winner/mini/play/${game}`);
  const verify = page.getByTestId('recent-results').getByRole('button', { name: '검증' }).first();
  await expect(verify).toBeEnabled({ timeout: 60_000 });
  return verify;
}

async function verdictOf(page: Page, verify: ReturnType<Page['locator']>) {
  await verify.click();
  const verdict = page.getByTestId('verify-verdict');
  await expect(verdict).toBeVisible();
  return verdict;
}

const GAMES = [
  ['powerball', 'pwball'],
  ['ladder', 'powerladder'],
  ['ladder', 'kinoladder'],
  ['keno', 'speedkino'],
] as const;

test('a drawn round of every kind recomputes to its published result; a changed one fails', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(360_000);
  await logIn(page, isMobile, isMobile ? 'member03' : 'member01');
  await closePopups(page);
  for (const [kind, game] of GAMES)
    await test.step(`a drawn ${kind} round (${game})`, async () => {
      const verdict = await verdictOf(page, await newestDrawnRound(page, game));
      await expect(verdict).toContainText('검증 완료');
      await expect(verdict).not.toContainText('검증 실패');
      await expect(page.getByText('시드 해시 확인: 일치')).toBeVisible();
    });

  await test.step('a round whose published result was changed on its way', async () => {
    // The server's answer as the site published it, with the power ball of every round moved by one.
    await page.route('**/api/minigame/getGame/pwball', async (route) => {
      try {
        const response = await route.fetch();
        const body = (await response.json()) as { data: { recent: RoundView[] } };
        for (const round of body.data.recent)
          if (round.result?.kind === 'powerball') round.result.power = (round.result.power + 1) % 10;
        await route.fulfill({ response, json: body });
      } catch {
        // the page dropped this call (a newer poll or a navigation replaced it): its answer is disposed
      }
    });
    const verdict = await verdictOf(page, await newestDrawnRound(page, 'pwball'));
    await expect(verdict).toContainText('검증 실패');
    // The seed itself is the one committed to: only the result differs.
    await expect(page.getByText('시드 해시 확인: 일치')).toBeVisible();
  });
});

test('a roulette spin recomputes to the slot it paid', async ({ page, request, isMobile }) => {
  test.setTimeout(120_000);
  const member = await freshMember(request, isMobile ? 'fairm' : 'faird');
  const granted = await call(
    request,
    '/api/admin/rouletteGrants/create',
    { data: { memId: member.memId, count: 1 } },
    await staffToken(request),
  );
  expect(granted.resultCode).toBe('200');
  await logIn(page, isMobile, member.memId);
  await closePopups(page);
  await page.goto('/member/rotary');
  await page.getByTestId('roulette-spin').click();
  await expect(page.getByTestId('roulette-result')).toBeVisible({ timeout: 20_000 });
  const verdict = await verdictOf(page, page.locator('[data-testid^="spin-verify-"]').first());
  await expect(verdict).toContainText('검증 완료');
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/journey';
import { officeLogin } from './support/office';
import { call, freshMember, staffToken } from './support/site';
import { shot } from './support/shots';

/**
 * The readable office (docs/architecture/office-front.md#readable-office), as an operator reads the
 * office in Korean and English, on a desk screen and a phone: bets name the game, round and pick as
 * the play page does, the minigame odds come by market in words, the audit log is a sentence with a
 * before/after view, and the lower members grid keeps its pay/recover action in reach. Screenshots
 * go to test-results/screenshots/office-readable-*.
 */

const LANGS = ['ko', 'en'] as const;

const TEXT = {
  ko: {
    game: '파워볼 PWBALL',
    pick: '파워볼 홀/짝 · 홀',
    market: '파워볼 홀/짝',
    odd: '홀',
    level: (memId: string) => `admin: ${memId}의 레벨 변경 (1 → 3)`,
    before: '변경 전',
    pay: '지급',
  },
  en: {
    game: 'Powerball PWBALL',
    pick: 'Power ball odd/even · Odd',
    market: 'Power ball odd/even',
    odd: 'Odd',
    level: (memId: string) => `admin changed ${memId}'s Level from 1 to 3`,
    before: 'Before',
    pay: 'Pay',
  },
};

/** Signs in afresh in a language: the last language's office session and tab token are dropped first. */
async function signIn(page: Page, who: string, mode: 'partner' | 'staff', lang: string) {
  await page.context().clearCookies();
  if (page.url().startsWith('http')) await page.evaluate(() => sessionStorage.clear());
  await officeLogin(page, who, mode, lang);
}

const readable = (page: Page, name: string) => shot(page, `office-readable-${test.info().project.name}-${name}`);

/** A member of its own with a minigame bet on the current powerball round (betting may just have closed: the next round takes it). */
async function memberWithBet(request: APIRequestContext): Promise<{ id: number; memId: string }> {
  const { id, memId } = await freshMember(request, 'rd', 50_000);
  const login = await call<{ token: string }>(request, '/api/member/login', { memId, memPass: 'pass1234' });
  for (let tries = 0; tries < 10; tries++) {
    const game = await call<{ round: { roundKey: string } | null; bettingOpen: boolean }>(
      request,
      '/api/minigame/getGame/pwball',
      {},
    );
    if (game.data.round && game.data.bettingOpen) {
      const res = await call(
        request,
        '/api/bet/betProc',
        {
          gameType: 'pwball',
          roundKey: game.data.round.roundKey,
          bets: [{ market: 'power_oe', pick: 'odd', amount: 5_000 }],
        },
        login.data.token,
      );
      if (res.resultCode === '200') return { id, memId };
    }
    await new Promise((r) => setTimeout(r, 2_000));
  }
  throw new Error('no powerball round took the bet');
}

const listUrl = (resource: string, filter: Record<string, string>) =>
  `/partner#/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

test('staff read bets, odds and the audit log in words', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { id, memId } = await memberWithBet(request);
  expect(
    (await call(request, '/api/admin/members/update', { id, data: { level: 3 } }, await staffToken(request)))
      .resultCode,
  ).toBe('200');

  for (const lang of LANGS) {
    const text = TEXT[lang];
    await signIn(page, 'admin', 'staff', lang);

    await page.goto(listUrl('admin/bets', { memId }));
    const grid = page.getByRole('grid');
    const row = grid.getByRole('row').filter({ hasText: memId }).first();
    await expect(row).toContainText(text.game);
    await expect(row).toContainText(text.pick);
    await expect(grid).not.toContainText('power_oe');
    await readable(page, `${lang}-bets`);

    await page.goto('/partner#/admin/minigameOdds');
    const market = page.getByRole('region', { name: text.market });
    await expect(market).toBeVisible();
    await expect(market.getByText(text.odd, { exact: true })).toBeVisible();
    await expect(page.locator('main')).not.toContainText('power_oe');
    await readable(page, `${lang}-odds`);

    await page.goto(listUrl('admin/audit', { target: memId }));
    const sentence = page.getByTestId('audit-sentence').filter({ hasText: text.level(memId) });
    await expect(sentence).toBeVisible();
    await sentence.click();
    await expect(page.getByRole('columnheader', { name: text.before })).toBeVisible();
    await expect(page.locator('main')).not.toContainText('{"');
    await readable(page, `${lang}-audit`);
  }
});

test('a partner reaches the pay and recover action of every lower member', async ({ page, isMobile }) => {
  for (const lang of LANGS) {
    await signIn(page, 'ptn05', 'partner', lang);
    // filtered to member01: the journeys' fresh members of ptn05 fill the first page, newest first
    await page.goto(listUrl('partner/members', { memId: 'member01' }));
    const row = page.locator('tbody tr').filter({ hasText: 'member01' });
    const action = isMobile
      ? row.getByRole('button', { name: /member01/ })
      : row.getByRole('button', { name: TEXT[lang].pay, exact: true });
    await expect(action).toBeVisible();
    // pinned at the grid's right edge: inside the screen without scrolling the grid sideways
    const box = (await action.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await readable(page, `${lang}-members`);
    await action.click();
    if (isMobile) await page.getByRole('menuitem', { name: TEXT[lang].pay }).click();
    await expect(page.getByRole('dialog')).toContainText('member01');
    await readable(page, `${lang}-pay`);
    await page.keyboard.press('Escape');
  }
});

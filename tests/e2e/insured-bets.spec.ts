import type { APIRequestContext, Page } from '@playwright/test';
import { expect, settled, test, watchRequests } from './support/journey';
import { officeLogin } from './support/office';
import { freshMember } from './support/site';
import { shot } from './support/shots';

/**
 * Insured bets (docs/domains/insurance.md#screens) in the office, desktop and phone: staff set
 * ptn05's insurance in the form, two members of ptn05's subtree bet either side of a powerball
 * round above the standard amount, and once the round settles staff and ptn05 read the insured
 * slips. Screenshots in Korean and English.
 */
const SITE = { authorization: 'demo-site-key' };

async function api<T>(
  request: APIRequestContext,
  path: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<{ resultCode: string; data: T }> {
  const res = await request.post(path, { data: { siteId: 'demo', ...body }, headers: { ...SITE, ...headers } });
  return (await res.json()) as { resultCode: string; data: T };
}

const memberToken = async (request: APIRequestContext, memId: string) =>
  (await api<{ token: string }>(request, '/api/member/login', { memId, memPass: 'pass1234' })).data.token;

const STAKE = 30_000;

/**
 * Both members bet 30,000 on either side of power odd/even in the same open round (the next one if
 * betting just closed); a member whose bet was taken does not bet again.
 */
async function betBothSides(request: APIRequestContext, memIds: readonly [string, string]): Promise<void> {
  const tokens = await Promise.all(memIds.map((memId) => memberToken(request, memId)));
  const picks = ['odd', 'even'] as const;
  const placed = [false, false];
  while (!placed.every(Boolean)) {
    const game = await api<{ round: { roundKey: string } | null; bettingOpen: boolean }>(
      request,
      '/api/minigame/getGame/pwball',
      {},
    );
    const roundKey = game.data.round?.roundKey;
    if (roundKey && game.data.bettingOpen) {
      await Promise.all(
        picks.map(async (pick, i) => {
          if (placed[i]) return;
          const answer = await api(
            request,
            '/api/bet/betProc',
            { gameType: 'pwball', roundKey, bets: [{ market: 'power_oe', pick, amount: STAKE }] },
            { token: tokens[i]! },
          );
          placed[i] = answer.resultCode === '200';
        }),
      );
    }
    if (!placed.every(Boolean)) await new Promise((r) => setTimeout(r, 1_000));
  }
}

const shotOf = (page: Page, project: string) => (name: string) =>
  shot(page, `insured-${project}-${name}`, { fullPage: true });

test('staff insure a partner, members bet, staff and the partner read the insured slips', async ({
  page,
  request,
  browser,
  isMobile,
}, testInfo) => {
  test.setTimeout(240_000);
  const snap = shotOf(page, testInfo.project.name);
  // A rate of each device's own: a screenshot tells them apart.
  const rate = isMobile ? 40 : 50;
  // Members of its own, made by ptn05 so they sit in the insuring partner's subtree: journeys never
  // share a member's money (these slips settle while later journeys read their balances).
  const tag = isMobile ? 'm' : 'd';
  const odd = (await freshMember(request, `inso${tag}`, STAKE)).memId;
  const even = (await freshMember(request, `inse${tag}`, STAKE)).memId;

  await officeLogin(page, 'admin', 'staff', 'en');
  await page.goto('/partner#/admin/insurance');
  await page.getByText('ptn05', { exact: false }).first().click();
  await expect(page.getByRole('checkbox', { name: 'Mini game' })).toBeVisible();
  const enabled = page
    .getByRole('switch', { name: 'Insures bets' })
    .or(page.getByRole('checkbox', { name: 'Insures bets' }));
  if (!(await enabled.isChecked())) await enabled.check();
  const minigame = page.getByRole('checkbox', { name: 'Mini game' });
  if (!(await minigame.isChecked())) await minigame.check();
  await page.getByRole('spinbutton', { name: 'Standard amount' }).fill('10000');
  await page.getByRole('spinbutton', { name: 'Insurance rate (%)' }).fill(String(rate));
  // The worked example follows what is typed: 110,000 stake, 100,000 applied, half of it insured.
  await expect(
    page.getByText(new RegExp(`110,000 won has 100,000 won above the standard amount; at ${rate}.00%`)),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/admin\/insurance$/);
  await expect(page.getByText(`${rate}.00%`).first()).toBeVisible();
  await expect(page.getByText('Example:')).toHaveCount(0);

  await betBothSides(request, [odd, even]);
  // The round settles within two fast rounds (MINIGAME_FAST): its two slips then show as insured.
  await page.goto('/partner#/admin/insuredBets');
  await expect(async () => {
    // A reload, not a hash change: the list is read again.
    await page.reload();
    for (const memId of [odd, even]) await expect(page.getByText(memId).first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 120_000 });

  for (const lang of ['ko', 'en'] as const) {
    await page.evaluate((l) => localStorage.setItem('office.lang', l), lang);
    await page.goto('/partner#/admin/insurance');
    await page.reload();
    await expect(page.getByText('ptn05').first()).toBeVisible();
    await settled(page);
    await snap(`${lang}-staff-settings`);
    await page.getByText('ptn05').first().click();
    await expect(page.getByRole('spinbutton').first()).toBeVisible();
    await settled(page);
    await snap(`${lang}-staff-settings-edit`);
    await page.goto('/partner#/admin/insuredBets');
    await expect(page.getByText(odd).first()).toBeVisible();
    await settled(page);
    await snap(`${lang}-staff-insured-bets`);
  }

  // ptn05 in a browser of its own: its settings read-only above its subtree's insured slips.
  for (const lang of ['ko', 'en'] as const) {
    const context = await browser.newContext({ ...testInfo.project.use });
    watchRequests(context);
    const partner = await context.newPage();
    await officeLogin(partner, 'ptn05', 'partner', lang);
    await partner.goto('/partner#/partner/insuredBets');
    await expect(partner.getByText(odd).first()).toBeVisible();
    await expect(partner.getByText(even).first()).toBeVisible();
    await expect(partner.getByText(lang === 'ko' ? '내 보험배팅 설정' : 'My insured-bet settings')).toBeVisible();
    await expect(partner.getByText(`${rate}.00%`).first()).toBeVisible();
    await settled(partner);
    await shotOf(partner, testInfo.project.name)(`${lang}-partner-insured-bets`);
    await context.close();
  }
});

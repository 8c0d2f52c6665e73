import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/journey';
import type { BetProcResponse } from '../../src/shared/api/bets';
import type { SportsFixture, SportsFixturesResponse } from '../../src/shared/api/sports';
import { closePopups, logIn } from './support/member';
import { officeLogin } from './support/office';
import { call, freshMember } from './support/site';
import { shot } from './support/shots';

/**
 * Live sports end to end (docs/domains/sportsbook.md#in-play), on a desktop and a phone: the demo
 * feed plays its matches in real time, so some are always in play. A member of its own opens the
 * live tab, backs a running match's winner market accepting any odds change in the bet delay,
 * sees the slip pending with its countdown in the bet list and then accepted; staff watch the
 * match on the live monitor. Screenshots in ko and en.
 */

/** A match in play, as far from its end as the board has, with an open winner market at an even price. */
async function liveMatch(request: APIRequestContext): Promise<{ fixture: SportsFixture; type: string; pick: string }> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const board = await call<SportsFixturesResponse>(request, '/api/sports/fixtures', { live: 'Y' });
    expect(board.resultCode).toBe('200');
    const candidates = board.data.fixtures
      .filter((f) => f.live && !f.live.betStop)
      .sort((a, b) => b.startsAt.localeCompare(a.startsAt));
    for (const fixture of candidates) {
      const market = fixture.markets.find((m) => m.kind === 'winloose' && m.state === 'open');
      const pick = market?.odds.filter((o) => o.odds >= 120 && o.odds <= 500).sort((a, b) => a.odds - b.odds)[0];
      if (market && pick) return { fixture, type: market.type, pick: pick.pick };
    }
    await new Promise((r) => setTimeout(r, 2_000));
  }
  throw new Error('no match in play offers an open winner market');
}

/** Places the slip from the live tab; answers the placed slip and its match, or null when a bet stop or a move refused it. */
async function placeLive(
  page: Page,
  isMobile: boolean,
  request: APIRequestContext,
): Promise<{ betIdx: number; fixture: SportsFixture } | null> {
  const { fixture, type, pick } = await liveMatch(request);
  await page.goto('/sports/live');
  await closePopups(page);
  const card = page.locator(`[data-fixture="${fixture.fixtureId}"]`);
  await expect(card.getByTestId('live-score')).toBeVisible({ timeout: 20_000 });
  await card.getByTestId(`pick-${type}-${pick}`).click();
  if (isMobile) await page.getByTestId('slip-bar').click();
  const slip = page.getByTestId('sports-slip');
  await slip.getByRole('button', { name: '+10,000' }).click();
  await slip.getByTestId('accept-mode-any').click();
  const placed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/bet/betProc');
  await slip.getByTestId('slip-place').click();
  const answer = (await (await placed).json()) as { resultCode: string; data: BetProcResponse };
  // a bet stop or a suspended market at that very second refuses it in words (B7003): try again
  if (answer.resultCode !== '200') {
    expect(['B7002', 'B7003', 'B7004']).toContain(answer.resultCode);
    await expect(slip.getByTestId('slip-failure')).toBeVisible();
    return null;
  }
  expect(answer.data.bets[0]!.status).toBe('PENDING');
  if (isMobile) await page.keyboard.press('Escape');
  return { betIdx: answer.data.bets[0]!.betIdx, fixture };
}

test('a member bets in play, sees the countdown and the accepted slip; staff watch the live monitor', async ({
  page,
  request,
  isMobile,
}, info) => {
  test.setTimeout(240_000);
  const { memId } = await freshMember(request, isMobile ? 'lvm' : 'lvd', 100_000);
  await logIn(page, isMobile, memId);
  await shot(page, `live-tab-ko-${info.project.name}`);

  let accepted: SportsFixture | null = null;
  for (let attempt = 0; attempt < 4 && accepted === null; attempt++) {
    const placed = await placeLive(page, isMobile, request);
    if (placed === null) continue;
    const { betIdx, fixture } = placed;
    await page.goto(isMobile ? '/member/betList/sports' : '/winner/betlist?mode=sports');
    const view = page.locator(`[data-testid="sports-slip-view"][data-bet="${betIdx}"]`);
    // The bet delay (the site's 5 s): pending with its countdown, then decided by the acceptance job.
    await expect(view.getByTestId('slip-status')).toHaveText('접수 대기', { timeout: 20_000 });
    await expect(view.getByTestId('slip-pending')).toBeVisible();
    await shot(page, `live-pending-ko-${info.project.name}`);
    await expect(view.getByTestId('slip-status')).not.toHaveText('접수 대기', { timeout: 30_000 });
    // a goal's bet stop during the delay refuses it, in words, and returns the stake: bet again
    if ((await view.getByTestId('slip-status').textContent()) === '접수 거절') {
      await expect(view.getByTestId('slip-refused')).toBeVisible();
      continue;
    }
    await expect(view.getByTestId('slip-status')).toHaveText(/진행중|적중|미적중/);
    accepted = fixture;
  }
  if (!accepted) throw new Error('no live slip was accepted in four tries');
  const match = accepted;
  await shot(page, `live-accepted-ko-${info.project.name}`);
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.goto('/sports/live');
  await expect(page.getByTestId('live-score').first()).toBeVisible({ timeout: 20_000 });
  await shot(page, `live-tab-en-${info.project.name}`);
  await page.evaluate(() => localStorage.setItem('lang', 'ko'));

  // Staff watch the matches in play, the member's among them.
  await officeLogin(page, 'admin', 'staff', 'ko');
  for (const lang of ['ko', 'en'] as const) {
    await page.evaluate((l) => localStorage.setItem('office.lang', l), lang);
    await page.goto('/partner#/admin/sportsLiveMonitor');
    await page.reload();
    await expect(page.getByText(`${match.home.names[lang]} v ${match.away.names[lang]}`)).toBeVisible({
      timeout: 20_000,
    });
    await shot(page, `live-monitor-${lang}-${info.project.name}`);
  }
});

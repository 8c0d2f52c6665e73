import type { Page } from '@playwright/test';
import { expect, test, settled } from './support/journey';
import type { BetProcResponse } from '../../src/shared/api/bets';
import type { SportsFixturesResponse } from '../../src/shared/api/sports';
import { closePopups, logIn } from './support/member';
import { allowBackToBackCashRequests, call, freshMember, staffToken } from './support/site';
import { chooseLegs, pickLegs } from './support/sports';
import { officeLogin } from './support/office';
import { shot } from './support/shots';

/**
 * A deposit bonus from the deposit form to the withdrawal (docs/domains/bonuses.md,
 * docs/domains/wagering.md), on a desktop and a phone: a member of its own deposits 10,000 with the
 * demo's first-deposit bonus (10%: 1,000 to wager 3×, slots count whole, sports combos whole), staff
 * approve it; a slot spin fills a third of the bar and the withdrawal page names the bonus that still
 * blocks; a sports combo fills the rest, and the withdrawal goes through. Read in Korean and English.
 */
const FLOAT = 50_000;
const DEPOSIT = 10_000;
const SLOT_STAKE = 1_000;
const COMBO_STAKE = 10_000;

const shown = (amount: number) => amount.toLocaleString('en-US');

const routes = (isMobile: boolean) =>
  isMobile
    ? { deposit: '/member/chargeMain/charge', bonuses: '/member/bonusMain', withdraw: '/member/exchangeMain/exchange' }
    : { deposit: '/winner/cash/deposit', bonuses: '/mypage/bonus/list', withdraw: '/winner/cash/withdraw' };

const TEXT = {
  ko: {
    bar: '1,000 / 3,000 (33%)',
    left: '남은 롤링 2,000',
    full: '3,000 / 3,000 (100%)',
    done: '완료',
    blocks: '아래 보너스의 롤링을 마쳐야',
  },
  en: {
    bar: '1,000 of 3,000 (33%)',
    left: '2,000 to go',
    full: '3,000 of 3,000 (100%)',
    done: 'Completed',
    blocks: 'Withdrawals wait until',
  },
};

async function open(page: Page, path: string, lang: 'ko' | 'en' = 'ko') {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.goto(path);
  await settled(page);
}

test('a member deposits with the first-deposit bonus, plays a slot and a sports combo, watches the bar fill and withdraws', async ({
  page,
  request,
  isMobile,
}, info) => {
  test.setTimeout(240_000);
  await allowBackToBackCashRequests(request);
  // a float of its own from the shop: the withdrawal leaves it money whatever the slot and the combo do
  const { memId } = await freshMember(request, isMobile ? 'bnm' : 'bnd', FLOAT);
  await logIn(page, isMobile, memId);
  await closePopups(page);

  // The deposit form offers the bonus with its terms before the member confirms.
  await open(page, routes(isMobile).deposit);
  await page.getByRole('button', { name: `+${shown(DEPOSIT)}` }).click();
  const offer = page.getByRole('radio', { name: /첫충 10%/ });
  await expect(page.getByText('입금액의 10%')).toBeVisible();
  await offer.check();
  await shot(page, `bonus-deposit-ko-${info.project.name}`, { fullPage: true });
  const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cash/in');
  await page.getByRole('button', { name: '입금신청하기' }).click();
  const deposit = (await (await asked).json()) as { resultCode: string; data: { cashIdx: number } };
  expect(deposit.resultCode).toBe('200');

  // Staff approve it: the deposit and the bonus reach the wallet.
  const approved = await call(
    request,
    '/api/admin/deposits/approve',
    { id: deposit.data.cashIdx },
    await staffToken(request),
  );
  expect(approved.resultCode).toBe('200');
  const cash = page.getByTestId(isMobile ? 'mobile-cash' : 'header-cash');
  await expect(cash).toHaveText(shown(FLOAT + DEPOSIT + DEPOSIT / 10), { timeout: 10_000 });

  // One slot spin of 1,000 counts whole: a third of the bar. (A phone opens the slot list from the main page.)
  await open(page, '/');
  await closePopups(page);
  await page.getByRole('button', { name: '슬롯', exact: true }).first().click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /^Demo Slots/ })
    .click();
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('game-demo-slot-5x3').click()]);
  await popup.waitForURL(/\/vendor\/demo\/play\//);
  await expect(popup.getByTestId('demo-slot-bet')).toHaveValue(String(SLOT_STAKE));
  const spun = popup.waitForResponse((r) => r.url().endsWith('/vendor/demo/game/round'));
  await popup.getByTestId('demo-spin').click();
  expect((await spun).ok()).toBe(true);
  await popup.close();

  for (const lang of ['ko', 'en'] as const) {
    await open(page, routes(isMobile).bonuses, lang);
    // the member's one bonus (a table row on a desktop, a card on a phone)
    await expect(page.getByText(`${TEXT[lang].bar} · ${TEXT[lang].left}`)).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    await shot(page, `bonus-bar-third-${lang}-${info.project.name}`, { fullPage: true });
    // The withdrawal page says what still blocks it.
    await open(page, routes(isMobile).withdraw, lang);
    await expect(page.getByTestId('bonus-blockers')).toContainText(TEXT[lang].blocks);
    await expect(page.getByTestId('bonus-blockers')).toContainText('첫충 10%');
    await shot(page, `bonus-withdraw-blocked-${lang}-${info.project.name}`, { fullPage: true });
  }

  // A three-leg combo of 10,000 counts whole: the bar is full, and the deposit's rolling is met.
  await open(page, '/');
  const board = await call<SportsFixturesResponse>(request, '/api/sports/fixtures', {});
  const slip = await pickLegs(page, isMobile, chooseLegs(board.data.fixtures));
  await slip.getByRole('button', { name: `+${shown(COMBO_STAKE)}` }).click();
  await slip.getByTestId('accept-mode-any').click();
  const placed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/bet/betProc');
  await slip.getByTestId('slip-place').click();
  const bet = (await (await placed).json()) as { resultCode: string; data: BetProcResponse };
  expect(bet.resultCode).toBe('200');
  expect(bet.data.bets[0]!.betAmt).toBe(COMBO_STAKE);
  if (isMobile) await page.keyboard.press('Escape');

  for (const lang of ['ko', 'en'] as const) {
    await open(page, routes(isMobile).bonuses, lang);
    // "Active" lists none now: all of them shows the completed bonus with a full bar
    await page.getByRole('button', { name: lang === 'ko' ? '전체' : 'All' }).click();
    await expect(page.getByText(TEXT[lang].full)).toBeVisible();
    await expect(page.getByText(TEXT[lang].done, { exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await shot(page, `bonus-bar-full-${lang}-${info.project.name}`, { fullPage: true });
  }

  // Nothing blocks the withdrawal any more.
  await open(page, routes(isMobile).withdraw);
  await expect(page.getByTestId('bonus-blockers')).toHaveCount(0);
  await page.getByRole('button', { name: '+10,000' }).click();
  await page.getByLabel('출금 비밀번호').fill('1234');
  await page.getByRole('button', { name: '출금신청하기' }).click();
  await expect(page.getByText('출금신청이 접수되었습니다.')).toBeVisible();
});

const REPORT = {
  en: { kind: 'First deposit of the day', completions: 'Wagered through' },
  ko: { kind: '첫충 (하루 첫 입금)', completions: '롤링 완료' },
};

test('staff read what the first-deposit bonus cost today, in words', async ({ page, isMobile }, info) => {
  // the desktop reads it in English, the phone in Korean
  const lang = isMobile ? 'ko' : 'en';
  await officeLogin(page, 'admin', 'staff', lang);
  await page.goto('/partner#/admin/reports/bonusCost');
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('columnheader', { name: REPORT[lang].completions })).toBeAttached();
  // the journey above granted it on this server today: a row of the program, its kind in words
  const row = grid.getByRole('row').filter({ hasText: '첫충 10%' }).first();
  await expect(row).toContainText(REPORT[lang].kind);
  await expect(row).toContainText(new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10));
  await shot(page, `bonus-cost-report-${lang}-${info.project.name}`, { fullPage: true });
});

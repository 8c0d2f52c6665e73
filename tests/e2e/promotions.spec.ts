import type { Page } from '@playwright/test';
import { expect, test, settled } from './support/journey';
import { closePopups, logIn } from './support/member';
import { shot } from './support/shots';

/**
 * Promotions (docs/domains/promotions.md) and content languages (docs/domains/content.md#languages)
 * on a desktop and a phone: a member uses a cash coupon and the roulette coupon, gives a point
 * coupon to another member, checks in for the day, spins the wheel and verifies the spin in the
 * browser, and reads the same notice in Korean and in English (and in Thai, which falls back to
 * Korean). Each project plays its own member so the two runs do not share coupons or a day.
 */

const who = (isMobile: boolean) =>
  isMobile ? { me: 'member03', friend: 'member02' } : { me: 'member02', friend: 'member03' };
const routes = (isMobile: boolean) =>
  isMobile
    ? {
        coupons: '/member/couponMain',
        attendance: '/member/attendance',
        rotary: '/member/rotary',
        notices: '/member/csMain/noticeList',
      }
    : {
        coupons: '/mypage/coupon/use',
        attendance: '/member/attendendance',
        rotary: '/member/rotary',
        notices: '/cscenter/notice/list',
      };

async function open(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
}

async function logInAs(page: Page, isMobile: boolean) {
  await logIn(page, isMobile, who(isMobile).me);
  await expect(page.getByTestId(isMobile ? 'mobile-cash' : 'header-nick')).toBeVisible();
  await closePopups(page);
}

/** A coupon's row: a table row on a desktop, a card on a phone. */
const couponRow = (page: Page, isMobile: boolean, name: string) =>
  // on a phone the innermost card that names it (the page frame is a card too)
  isMobile
    ? page.getByRole('main').locator('.MuiPaper-root').filter({ hasText: name }).last()
    : page.getByRole('row').filter({ hasText: name }).first();

async function useCoupon(page: Page, isMobile: boolean, name: string, done: string) {
  await couponRow(page, isMobile, name).getByRole('button', { name: '사용', exact: true }).click();
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: done })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('coupons: use a cash coupon and the roulette coupon, give a point coupon away', async ({
  page,
  isMobile,
}, info) => {
  await logInAs(page, isMobile);
  await open(page, routes(isMobile).coupons);
  await expect(page.getByRole('heading', { name: '쿠폰', exact: true })).toBeVisible();
  await useCoupon(page, isMobile, 'Cash 10,000', '캐시 10,000 지급되었습니다.');
  await useCoupon(page, isMobile, 'Roulette x3', '룰렛 3회 지급되었습니다.');
  await shot(page, `promotions-coupon-use-${info.project.name}`, { fullPage: true });

  await page.getByRole('tab', { name: '쿠폰 선물' }).click();
  await page.getByTestId('gift-coupon').locator('..').click();
  await page
    .getByRole('option', { name: /Welcome 5,000 P/ })
    .first()
    .click();
  await page.getByTestId('gift-to').fill(who(isMobile).friend);
  await page.getByRole('button', { name: '선물하기' }).click();
  await page.getByRole('button', { name: '확인', exact: true }).click();
  // the answer's status, beside the list's own loading status while it refreshes
  await expect(page.getByRole('status').filter({ hasText: '님에게 쿠폰을 선물했습니다.' })).toBeVisible();
  await shot(page, `promotions-coupon-gift-${info.project.name}`, { fullPage: true });

  await page.getByRole('tab', { name: '쿠폰 내역' }).click();
  await expect(couponRow(page, isMobile, 'Cash 10,000')).toContainText('사용 완료');
});

test('attendance: check in once for the site day', async ({ page, isMobile }, info) => {
  await logInAs(page, isMobile);
  await open(page, routes(isMobile).attendance);
  await page.getByTestId('attendance-check').click();
  await expect(page.getByRole('status').filter({ hasText: '출석 완료:' })).toBeVisible();
  await expect(page.getByText('오늘 출석 완료')).toBeVisible();
  await shot(page, `promotions-attendance-${info.project.name}`, { fullPage: true });
});

test('roulette: a spin, then its verification in the browser', async ({ page, isMobile }, info) => {
  await logInAs(page, isMobile);
  await open(page, routes(isMobile).rotary);
  await expect(page.getByTestId('roulette-spins-left')).toContainText('남은 횟수: 3회');
  await page.getByTestId('roulette-spin').click();
  await expect(page.getByTestId('roulette-result')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('roulette-spins-left')).toContainText('남은 횟수: 2회');
  await page.locator('[data-testid^="spin-verify-"]').first().click();
  await expect(page.getByTestId('verify-verdict')).toContainText('검증 완료');
  // the dialog as the member sees it (a full-page capture would draw the fixed header mid-page)
  await shot(page, `promotions-roulette-verify-${info.project.name}`);
});

test('the same notice in Korean, English and Thai, each in its own words', async ({ page, isMobile }, info) => {
  // the main page with its popup: on a phone it sits in the lower screen, under the main banner
  await open(page, '/');
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await shot(page, `promotions-main-popup-${info.project.name}`);
  await open(page, routes(isMobile).notices);
  await closePopups(page);
  await page.getByText('서비스 이용 안내').first().click();
  await expect(page.getByText('WINNER를 이용해 주셔서 감사합니다.', { exact: false })).toBeVisible();
  await shot(page, `promotions-notice-ko-${info.project.name}`, { fullPage: true });

  // the language menu: the open notice reads again in English
  await page.getByRole('button', { name: '언어 선택' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByText('Using the service').first()).toBeVisible();
  await expect(page.getByText('Thank you for choosing WINNER.', { exact: false })).toBeVisible();
  await expect(page.getByText('서비스 이용 안내')).toHaveCount(0);
  await shot(page, `promotions-notice-en-${info.project.name}`, { fullPage: true });

  await page.evaluate(() => localStorage.setItem('lang', 'th'));
  await page.reload();
  await settled(page);
  // the demo seed writes its notices in all six languages
  await expect(page.getByText('ขอบคุณที่เลือกใช้ WINNER', { exact: false })).toBeVisible();
  await shot(page, `promotions-notice-th-${info.project.name}`, { fullPage: true });
  await page.evaluate(() => localStorage.removeItem('lang'));
});

import type { Page } from '@playwright/test';
import { expect, test } from './support/journey';
import { closePopups, logInThroughForm } from './support/member';
import { shot } from './support/shots';

/** The member shell on a desktop and a phone: sign-up, login, language, guards, main page shots. */

async function switchLanguage(page: Page, currentLabel: string, language: string) {
  await page.getByRole('button', { name: currentLabel }).click();
  await page.getByRole('menuitem', { name: language }).click();
}

test('a guest signs up and is told approval is pending', async ({ page, isMobile }) => {
  const n = `${Date.now()}`.slice(-7);
  await page.goto('/');
  await page.getByRole('link', { name: '회원가입' }).first().click();
  await expect(page.getByRole('heading', { name: '회원가입' })).toBeVisible();
  const fields: [RegExp, string][] = [
    [/^아이디/, `e2e${isMobile ? 'm' : 'd'}${n}`],
    [/^비밀번호\s*\*?$/, 'abc1234'],
    [/^비밀번호 확인/, 'abc1234'],
    [/^출금 비밀번호\s*\*?$/, '1234'],
    [/^출금 비밀번호 확인/, '1234'],
    [/^닉네임/, `신규${n}`],
    [/^이름/, '김신규'],
    [/^휴대폰 번호/, `010${n.padStart(8, '5')}`],
    [/^계좌번호/, `9${n}${isMobile ? 1 : 2}`],
    [/^예금주/, '김신규'],
    [/^추천인 아이디/, 'ptn05'],
  ];
  await page.getByLabel(/^아이디/).fill('ab');
  await expect(page.getByLabel(/^아이디/)).toHaveAttribute('aria-invalid', 'true');
  for (const [label, value] of fields) await page.getByLabel(label).fill(value);
  await expect(page.getByLabel(/^아이디/)).toHaveAttribute('aria-invalid', 'false');
  // the site's bank list (/api/etc/bank) makes the bank a choice
  await page.getByRole('combobox', { name: /은행명/ }).click();
  await page.getByRole('option', { name: '국민은행' }).click();
  await page.getByRole('button', { name: '가입 신청' }).click();
  await expect(page.getByRole('dialog')).toContainText('관리자 승인 후 로그인하실 수 있습니다.');
  await expect(page).toHaveURL(/\/$/);
});

test('the demo member logs in, sees nickname and balance, and switches to English', async ({ page, isMobile }) => {
  await logInThroughForm(page, isMobile);
  await expect(page).toHaveURL(/\/$/);
  if (isMobile) {
    await expect(page.getByTestId('mobile-cash')).toHaveText(/^[\d,]+$/);
    await page.getByRole('button', { name: '내 정보' }).click();
    await expect(page.getByTestId('panel-nick')).toHaveText('회원1');
    await page.keyboard.press('Escape');
  } else {
    await expect(page.getByTestId('header-nick')).toHaveText('회원1');
    await expect(page.getByTestId('header-cash')).toHaveText(/^[\d,]+$/);
    await expect(page.getByTestId('header-point')).toHaveText(/^[\d,]+$/);
  }
  await switchLanguage(page, '언어 선택', 'English');
  await expect(page.getByText('Deposit', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Withdrawal', { exact: true }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // remembered across a reload
  await page.reload();
  await expect(page.getByText('Deposit', { exact: true }).first()).toBeVisible();
});

test('a logged-out visit to a member route goes home with the login message', async ({ page, isMobile }) => {
  await page.goto(isMobile ? '/member/info' : '/mypage/info');
  await expect(page.getByRole('dialog')).toContainText('로그인 후 이용해주세요.');
  await expect(page).toHaveURL(/\/$/);
});

test('main page screenshots in Korean and English', async ({ page }, testInfo) => {
  await page.goto('/');
  await closePopups(page, '닫기');
  await expect(page.getByText('공지사항').first()).toBeVisible();
  await shot(page, `main-${testInfo.project.name}-ko`);
  await switchLanguage(page, '언어 선택', 'English');
  await expect(page.getByText('Notices').first()).toBeVisible();
  await shot(page, `main-${testInfo.project.name}-en`);
});

import { expect, type Page } from '@playwright/test';

const LOGIN_LABELS = {
  ko: { open: '로그인', memId: '아이디', memPass: '비밀번호' },
  en: { open: 'Log in', memId: 'ID', memPass: 'Password' },
};

/** Opens the login (modal on a desktop, popup page on a phone) and submits it, in Korean unless the page was set to English. */
export async function submitLogin(page: Page, isMobile: boolean, memId: string, memPass = 'pass1234', lang: keyof typeof LOGIN_LABELS = 'ko') {
  const label = LOGIN_LABELS[lang];
  await page.goto('/');
  if (isMobile) await page.getByRole('link', { name: label.open }).click();
  else await page.getByRole('button', { name: label.open }).first().click();
  await page.getByRole('textbox', { name: label.memId }).fill(memId);
  await page.getByLabel(label.memPass, { exact: true }).fill(memPass);
  await page.getByLabel(label.memPass, { exact: true }).press('Enter');
}

/**
 * What every member journey starts with: the Korean login, then closing the main page's popups
 * (§3), which cover the cards on a phone.
 */
export async function logIn(page: Page, isMobile: boolean, memId = 'member01', memPass = 'pass1234') {
  await submitLogin(page, isMobile, memId, memPass);
  // Signed in once the header shows the wallet: a refused login fails here, with its message on screen.
  await expect(page.getByTestId(isMobile ? 'mobile-cash' : 'header-cash')).toBeVisible();
}

export async function closePopups(page: Page, closeLabel = '닫기') {
  const popups = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: closeLabel, exact: true }) });
  await page.waitForLoadState('networkidle');
  while ((await popups.count()) > 0) await popups.first().getByRole('button', { name: closeLabel, exact: true }).click();
}

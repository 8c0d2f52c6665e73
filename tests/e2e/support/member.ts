import type { Page } from '@playwright/test';

/**
 * What every member journey starts with: the Korean login (modal on a desktop, popup page on a
 * phone) and closing the main page's popups (§3), which cover the cards on a phone.
 */
export async function logIn(page: Page, isMobile: boolean, memId = 'member01', memPass = 'pass1234') {
  await page.goto('/');
  if (isMobile) await page.getByRole('link', { name: '로그인' }).click();
  else await page.getByRole('button', { name: '로그인' }).first().click();
  await page.getByRole('textbox', { name: '아이디' }).fill(memId);
  await page.getByLabel('비밀번호', { exact: true }).fill(memPass);
  await page.getByLabel('비밀번호', { exact: true }).press('Enter');
}

export async function closePopups(page: Page, closeLabel = '닫기') {
  const popups = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: closeLabel, exact: true }) });
  await page.waitForLoadState('networkidle');
  while ((await popups.count()) > 0) await popups.first().getByRole('button', { name: closeLabel, exact: true }).click();
}

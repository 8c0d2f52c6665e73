import { expect, test } from '@playwright/test';

test('a demo member logs in on the first screen', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel(/아이디/).fill('member01');
  await page.getByLabel(/비밀번호/).fill('pass1234');
  await page.getByRole('button', { name: /로그인/ }).click();
  await expect(page.getByText('회원1')).toBeVisible();
});

import type { Page } from '@playwright/test';
import { expect, settled } from './journey';
import type { LoginResponse } from '../../../src/shared/api/member';
import { waitOutRateLimit } from './office';

const LOGIN_LABELS = {
  ko: { open: '로그인', memId: '아이디', memPass: '비밀번호' },
  en: { open: 'Log in', memId: 'ID', memPass: 'Password' },
};

/** Opens the login (modal on a desktop, popup page on a phone) and submits it, in Korean unless the page was set to English. */
export async function submitLogin(
  page: Page,
  isMobile: boolean,
  memId: string,
  memPass = 'pass1234',
  lang: keyof typeof LOGIN_LABELS = 'ko',
) {
  const label = LOGIN_LABELS[lang];
  await page.goto('/');
  if (isMobile) await page.getByRole('link', { name: label.open }).click();
  else await page.getByRole('button', { name: label.open }).first().click();
  await page.getByRole('textbox', { name: label.memId }).fill(memId);
  await page.getByLabel(label.memPass, { exact: true }).fill(memPass);
  await page.getByLabel(label.memPass, { exact: true }).press('Enter');
}

/** Signs in through the login form, as a member does, and waits for the header's wallet. */
export async function logInThroughForm(page: Page, isMobile: boolean, memId = 'member01', memPass = 'pass1234') {
  await submitLogin(page, isMobile, memId, memPass);
  // Signed in once the header shows the wallet: a refused login fails here, with its message on screen.
  await expect(page.getByTestId(isMobile ? 'mobile-cash' : 'header-cash')).toBeVisible();
}

/**
 * What a journey that is not about signing in starts with: a sign-in over the API, kept where the
 * member front keeps its session (src/member/api.ts, session/sessionStore.ts), then the main page
 * opened as a member coming back finds it. The form's own journeys use logInThroughForm.
 */
export async function logIn(
  page: Page,
  isMobile: boolean,
  memId = 'member01',
  memPass = 'pass1234',
  /**
   * How long the front may take to show the wallet: a server's first pages, while CI's server suites
   * run beside the journeys, have taken over 10 s.
   */
  timeout = 30_000,
) {
  let answer: { resultCode: string; data: LoginResponse };
  for (;;) {
    const res = await page.request.post('/api/member/login', {
      data: { siteId: 'demo', memId, memPass },
      headers: { authorization: 'demo-site-key' },
    });
    answer = (await res.json()) as typeof answer;
    if (answer.resultCode !== 'E005') break;
    await waitOutRateLimit();
  }
  expect(answer.resultCode, `login of ${memId}`).toBe('200');
  const { token, expiresAt, push } = answer.data;
  // A page of the site's origin that loads no front, to write its storage before the front starts.
  await page.goto('/healthz');
  await page.evaluate(
    ({ session, push }) => {
      localStorage.setItem('member.session', JSON.stringify(session));
      localStorage.setItem('member.push', JSON.stringify(push));
    },
    { session: { token, expiresAt }, push },
  );
  await page.goto('/');
  await expect(page.getByTestId(isMobile ? 'mobile-cash' : 'header-cash')).toBeVisible({ timeout });
}

export async function closePopups(page: Page, closeLabel = '닫기') {
  const popups = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: closeLabel, exact: true }) });
  await settled(page);
  while ((await popups.count()) > 0)
    await popups.first().getByRole('button', { name: closeLabel, exact: true }).click();
}

import type { Page } from '@playwright/test';
import { expect, test } from './journey';

/**
 * Office sign-ins are limited per id and address (docs/architecture/endpoints.md#rate-limits); the
 * journeys of both projects share both.
 */
const LIMIT_WAIT_MS = 5_000;

/**
 * Waits out one E005 (too many requests) of a sign-in, giving the test the time it waits, so a busy
 * suite is slowed by the rate limits rather than failed by them.
 */
export async function waitOutRateLimit(): Promise<void> {
  test.info().setTimeout(test.info().timeout + LIMIT_WAIT_MS);
  await new Promise((r) => setTimeout(r, LIMIT_WAIT_MS));
}

/**
 * Opens the office in a language and signs in on its one form; the server decides whether `who`
 * is staff or a partner, and the test checks it decided `kind`. Signed in once the password field
 * is gone. The language is stored from a page that loads no front (/healthz), so the office loads
 * once. Measured, a sign-in over the API (with the tab's part of the session written into
 * sessionStorage) took as long as this form: the page load is the cost, not the form.
 */
export async function officeLogin(page: Page, who: string, kind: 'partner' | 'staff', lang = 'en') {
  await page.goto('/healthz');
  await page.evaluate((l) => localStorage.setItem('office.lang', l), lang);
  await page.goto('/partner');
  await page.locator('input').first().fill(who);
  await page.locator('input[type=password]').fill('pass1234');
  for (;;) {
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/office/login');
    await page.locator('button[type=submit]').click();
    const { resultCode, data } = (await (await answer).json()) as {
      resultCode: string;
      data: { kind?: string } | null;
    };
    if (resultCode === 'E005') {
      await waitOutRateLimit();
      continue;
    }
    expect(data?.kind).toBe(kind);
    break;
  }
  await expect(page.locator('input[type=password]')).toHaveCount(0);
}

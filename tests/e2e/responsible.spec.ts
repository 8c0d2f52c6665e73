import type { Page } from '@playwright/test';
import { expect, test, settled } from './support/journey';
import { closePopups, logIn, submitLogin } from './support/member';
import { allowBackToBackCashRequests, call, freshMember, staffToken } from './support/site';
import { officeLogin } from './support/office';
import { shot } from './support/shots';

/**
 * Responsible play and integrity flags (docs/domains/responsible-play.md,
 * docs/domains/integrity.md) on a desktop and a phone: a member sets a deposit limit and the next
 * deposit over it is refused naming the limit; a member self-excludes and cannot sign in again (the
 * message names the end); staff see both on the office member detail, impose a limit there, and
 * read an integrity flag's evidence in words. Each journey uses a member of its own, so the
 * projects never collide.
 */

const routes = (isMobile: boolean) =>
  isMobile
    ? { limits: '/member/limits', deposit: '/member/chargeMain/charge' }
    : { limits: '/winner/limits', deposit: '/winner/cash/deposit' };
const TEXT = {
  ko: { save: '한도 저장', apply: '입금신청하기', refused: /입금 거절: 일일 입금 한도 50,000/, row: '입금 · 일일' },
  en: {
    save: 'Save limit',
    apply: 'Request deposit',
    refused: /Deposit refused: your daily deposit limit of 50,000/,
    row: 'Deposit · daily',
  },
};

async function open(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
}

async function setLang(page: Page, lang: 'ko' | 'en') {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
}

/** The site date (KST) `days` from now, as the refusal names it (YYYY-MM-DD). */
const siteDateIn = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);

test.describe.configure({ mode: 'serial' });
// The member's browser keeps Korean time, as the site does: its dates and the site's days agree at any hour of the run.
test.use({ timezoneId: 'Asia/Seoul' });

let depositMember: { id: number; memId: string };
let excludedMember: { id: number; memId: string };

test('a member sets a daily deposit limit and the next deposit over it is refused, naming the limit', async ({
  page,
  request,
  isMobile,
}, info) => {
  await allowBackToBackCashRequests(request);
  depositMember = await freshMember(request, isMobile ? 'rgdm' : 'rgdd');
  await logIn(page, isMobile, depositMember.memId);
  await closePopups(page);

  await open(page, routes(isMobile).limits);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: '금액' }).fill('50000');
  await page.getByRole('button', { name: TEXT.ko.save }).click();
  const row = page.getByRole('row').filter({ hasText: TEXT.ko.row });
  await expect(row).toContainText('50,000');

  for (const lang of ['ko', 'en'] as const) {
    await setLang(page, lang);
    await open(page, routes(isMobile).limits);
    await expect(page.getByRole('row').filter({ hasText: TEXT[lang].row })).toContainText('50,000');
    await shot(page, `responsible-limits-${lang}-${info.project.name}`, { fullPage: true });

    await open(page, routes(isMobile).deposit);
    await page.getByRole('button', { name: '+30,000' }).click();
    await page.getByRole('button', { name: '+30,000' }).click();
    await page.getByRole('button', { name: TEXT[lang].apply }).click();
    await expect(page.getByText(TEXT[lang].refused)).toBeVisible();
    await shot(page, `responsible-deposit-refused-${lang}-${info.project.name}`, { fullPage: true });
  }
  // Nothing was asked for: the refused requests left no row.
  const token = (
    await call<{ token: string }>(request, '/api/member/login', { memId: depositMember.memId, memPass: 'pass1234' })
  ).data.token;
  expect((await call<{ list: unknown[] }>(request, '/api/cash/list', { kind: 'in' }, token)).data.list).toEqual([]);
});

test('a member self-excludes, is signed out, and cannot sign in: the message names the end date', async ({
  page,
  request,
  isMobile,
}, info) => {
  excludedMember = await freshMember(request, isMobile ? 'rgxm' : 'rgxd');
  await logIn(page, isMobile, excludedMember.memId);
  await closePopups(page);
  await open(page, routes(isMobile).limits);

  await page.getByRole('combobox', { name: '종류' }).click();
  await page.getByRole('option', { name: '자기 배제' }).click();
  await page.getByRole('button', { name: '이용 중단하기' }).click();
  // The confirmation names the end in the browser's own date format (2027. 05. 24. in Korean).
  const [y, m, d] = siteDateIn(180).split('-');
  await expect(page.getByRole('dialog')).toContainText(new RegExp(`${y}\\D+${m}\\D+${d}`));
  await page.getByRole('dialog').getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/$/);

  for (const lang of ['ko', 'en'] as const) {
    await setLang(page, lang);
    await submitLogin(page, isMobile, excludedMember.memId, 'pass1234', lang);
    const refusal = page.getByText(lang === 'ko' ? /까지 자기 배제 중입니다/ : /You have excluded yourself until/);
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText(siteDateIn(180));
    await shot(page, `responsible-login-refused-${lang}-${info.project.name}`, { fullPage: true });
  }
});

/** The office in a language, signed in as staff: English signs in, Korean then only changes the language (the session stays). */
async function staffOffice(page: Page, lang: 'ko' | 'en') {
  if (lang === 'en') return officeLogin(page, 'admin', 'staff', 'en');
  await page.goto('/partner');
  await page.evaluate(() => localStorage.setItem('office.lang', 'ko'));
  await page.reload();
}

test('staff see the limits, exclusions and flags on the member detail, impose a limit, and read a flag in words', async ({
  page,
  request,
  isMobile,
}, info) => {
  // Two accounts signing in from one browser: the integrity job links them.
  const device = `e2e-device-${info.project.name}-${Date.now()}`;
  const pair = [
    await freshMember(request, isMobile ? 'rgpm' : 'rgpd'),
    await freshMember(request, isMobile ? 'rgqm' : 'rgqd'),
  ];
  for (const m of pair) {
    const res = await request.post('/api/member/login', {
      data: { siteId: 'demo', memId: m.memId, memPass: 'pass1234' },
      headers: { authorization: 'demo-site-key', 'x-device-id': device },
    });
    expect(((await res.json()) as { resultCode: string }).resultCode).toBe('200');
  }
  expect((await call(request, '/api/admin/integrity/run', {}, await staffToken(request))).resultCode).toBe('200');

  await staffOffice(page, 'en');
  await page.goto(`/partner#/admin/members/${depositMember.id}`);
  const panels = page.getByTestId('member-safety');
  await expect(panels.getByRole('row').filter({ hasText: 'Daily deposit limit' })).toContainText('50,000');
  await panels.getByLabel('Amount (won)').fill('300000');
  await panels.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Weekly' }).click();
  await panels.getByRole('button', { name: 'Impose' }).click();
  await expect(panels.getByRole('row').filter({ hasText: 'Weekly deposit limit' })).toContainText('Staff (imposed)');
  // On a phone the notice covers the bottom of the page until it goes.
  await expect(page.getByText('The limit is saved.')).toBeHidden();
  await expect(panels.getByText('Never taken a cool-off or self-exclusion.')).toBeVisible();
  await expect(panels.getByText('No integrity flags.')).toBeVisible();
  await panels.scrollIntoViewIfNeeded();
  await shot(page, `responsible-office-member-en-${info.project.name}`, { fullPage: true });

  await page.goto(`/partner#/admin/members/${excludedMember.id}`);
  await expect(panels.getByRole('row').filter({ hasText: 'Self-exclusion' })).toContainText('In force');
  // Read-only: no control anywhere on the panels lifts or shortens it.
  await expect(panels.getByRole('button', { name: /lift|shorten|exclusion|cool-off/i })).toHaveCount(0);
  await shot(page, `responsible-office-excluded-en-${info.project.name}`, { fullPage: true });

  await page.goto(`/partner#/admin/members/${pair[0]!.id}`);
  const flagRow = panels.getByRole('row').filter({ hasText: 'Multiple accounts' });
  await expect(flagRow).toContainText(pair[1]!.memId);
  await flagRow.click();
  await expect(page.getByText(`The same device (${device}): ${pair[0]!.memId}, ${pair[1]!.memId}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept: lock betting' })).toBeVisible();
  await shot(page, `responsible-office-flag-en-${info.project.name}`, { fullPage: true });

  await page.getByRole('button', { name: 'Dismiss' }).click();
  await page.getByRole('dialog').getByLabel('Memo').fill('e2e: one family, one computer');
  await page.getByRole('dialog').getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('Done.')).toBeVisible();
  await expect(page.getByText('e2e: one family, one computer')).toBeVisible();

  await staffOffice(page, 'ko');
  await page.goto(`/partner#/admin/members/${depositMember.id}`);
  await expect(panels.getByRole('row').filter({ hasText: '주간 입금 한도' })).toContainText('운영자 (부과)');
  await shot(page, `responsible-office-member-ko-${info.project.name}`, { fullPage: true });
  await page.goto(`/partner#/admin/members/${excludedMember.id}`);
  await expect(panels.getByRole('row').filter({ hasText: '자기 배제' })).toContainText('적용 중');
  await shot(page, `responsible-office-excluded-ko-${info.project.name}`, { fullPage: true });
  await page.goto('/partner#/admin/integrity?filter=%7B%7D');
  await page.getByRole('row').filter({ hasText: pair[0]!.memId }).first().click();
  await expect(page.getByText(`같은 기기 (${device}): ${pair[0]!.memId}, ${pair[1]!.memId}`)).toBeVisible();
  await shot(page, `responsible-office-flag-ko-${info.project.name}`, { fullPage: true });
});

test('the shop partner reads the same panels on its lower member, without the staff controls', async ({
  page,
}, info) => {
  await officeLogin(page, 'ptn05', 'partner');
  await page.goto(`/partner#/partner/members/${excludedMember.id}/show`);
  const panels = page.getByTestId('member-safety');
  await expect(panels.getByRole('row').filter({ hasText: 'Self-exclusion' })).toContainText('In force');
  await expect(panels.getByRole('button')).toHaveCount(0);
  await shot(page, `responsible-office-partner-en-${info.project.name}`, { fullPage: true });
});

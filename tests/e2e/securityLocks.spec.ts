import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/journey';
import { call, freshMember, staffToken } from './support/site';
import { officeLogin } from './support/office';
import { shot } from './support/shots';
import { inEachLanguage } from './support/languages';

/**
 * Locks by wrong passwords (docs/architecture/security.md#lockouts-and-how-each-lifts) as the
 * member sees them, in Korean and English: withdrawals locked by wrong withdrawal passwords are
 * unlocked with the login password on the withdrawal page, and the owner of an account locked by
 * wrong passwords is told at the next sign-in.
 */

const WORDS = {
  ko: {
    login: '로그인',
    id: '아이디',
    password: '비밀번호',
    withdraw: '출금신청하기',
    amount: /신청금액/,
    pin: /출금 비밀번호/,
    unlock: '출금 잠금 해제',
    loginPassword: /로그인 비밀번호/,
    unlocked: '출금 잠금이 해제되었습니다',
    notice: '계정이 잠겼었습니다',
  },
  en: {
    login: 'Log in',
    id: 'ID',
    password: 'Password',
    withdraw: 'Request withdrawal',
    amount: /Amount/,
    pin: /Withdrawal password/,
    unlock: 'Unlock withdrawals',
    loginPassword: /Login password/,
    unlocked: 'Withdrawals are unlocked',
    notice: 'Your account was locked',
  },
} as const;
type Lang = keyof typeof WORDS;

async function signIn(page: Page, isMobile: boolean, lang: Lang, memId: string) {
  const w = WORDS[lang];
  await page.goto('/');
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.reload();
  if (isMobile) await page.getByRole('link', { name: w.login }).click();
  else await page.getByRole('button', { name: w.login }).first().click();
  await page.getByRole('textbox', { name: w.id }).fill(memId);
  await page.getByLabel(w.password, { exact: true }).fill('pass1234');
  await page.getByLabel(w.password, { exact: true }).press('Enter');
}

/**
 * A guess through the API; the journeys of both projects share one IP and demo members, so the
 * per-IP and per-member limits (E005) are waited out rather than counted as answers.
 */
async function guess(
  request: APIRequestContext,
  path: string,
  body: Record<string, unknown>,
  token: string,
): Promise<string> {
  for (;;) {
    const { resultCode } = await call(request, path, body, token);
    if (resultCode !== 'E005') return resultCode;
    await new Promise((r) => setTimeout(r, 5_000));
  }
}

/** A member's API sign-in, the per-IP and per-id limits waited out like any other guess. */
async function apiLogin(request: APIRequestContext, memId: string): Promise<string> {
  for (;;) {
    const login = await call<{ token: string }>(request, '/api/member/login', { memId, memPass: 'pass1234' });
    if (login.resultCode === '200') return login.data.token;
    expect(login.resultCode, `login of ${memId}`).toBe('E005');
    await new Promise((r) => setTimeout(r, 5_000));
  }
}

/** 8 wrong login passwords (through the PIN unlock, which counts them as a login does), then staff lift the lock. */
async function lockThenUnlock(request: APIRequestContext, memId: string) {
  const token = await apiLogin(request, memId);
  const codes = [];
  for (let i = 0; i < 8; i++)
    codes.push(await guess(request, '/api/cash/unlockPin', { memPass: `wrong${i}aa` }, token));
  expect(codes.at(-1)).toBe('U004');
  const staff = await staffToken(request);
  const list = await call<{ list: { id: number }[] }>(request, '/api/admin/members/list', { filter: { memId } }, staff);
  expect(
    (await call(request, '/api/admin/members/lock', { id: list.data.list[0]!.id, locked: false }, staff)).resultCode,
  ).toBe('200');
}

inEachLanguage(import.meta.url, (lang) => {
  test(`the owner is told of a lock at sign-in, and unlocks withdrawals with the login password (${lang})`, async ({
    page,
    request,
    isMobile,
  }, info) => {
    test.setTimeout(240_000);
    const w = WORDS[lang];
    // a demo member with cash: the withdrawal password is checked only for a withdrawal it could make
    const memId = lang === 'ko' ? 'member02' : 'member03';
    await lockThenUnlock(request, memId);
    await signIn(page, isMobile, lang, memId);
    const notice = page.getByRole('dialog').filter({ hasText: w.notice });
    await expect(notice).toBeVisible();
    await shot(page, `security-lock-notice-${lang}-${info.project.name}`);
    await notice.getByRole('button').first().click();

    // 5 wrong withdrawal passwords lock withdrawals; the 5th answer is the lock itself
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('member.session') ?? '{}') as { token?: string }).token ?? '',
    );
    for (let i = 0; i < 4; i++)
      expect(await guess(request, '/api/cash/out', { amount: 10_000, withdrawPassword: `90${i}0` }, token)).toBe(
        'C017',
      );
    await page.goto(isMobile ? '/member/exchangeMain/exchange' : '/winner/cash/withdraw');
    await page.getByLabel(w.amount).first().fill('10000');
    await page.getByLabel(w.pin).fill('9999');
    await page.getByRole('button', { name: w.withdraw }).click();
    const unlock = page.getByRole('form', { name: w.unlock });
    await expect(unlock).toBeVisible();
    await shot(page, `security-pin-locked-${lang}-${info.project.name}`, { fullPage: true });
    await unlock.getByLabel(w.loginPassword).fill('pass1234');
    await unlock.getByRole('button', { name: w.unlock }).click();
    await expect(page.getByText(w.unlocked)).toBeVisible();
    await shot(page, `security-pin-unlocked-${lang}-${info.project.name}`, { fullPage: true });
  });
});

const OFFICE = {
  ko: {
    staffTab: 1,
    menu: '회원 관리',
    idFilter: '아이디',
    locked: '계정 잠금',
    pinLocked: '출금 잠금',
    notice: /비밀번호 8회 오류로 잠겼습니다/,
    edit: '수정',
    save: '저장',
  },
  en: {
    staffTab: 1,
    menu: 'Members',
    idFilter: 'ID',
    locked: 'Locked',
    pinLocked: 'Withdrawals locked',
    notice: /after 8 wrong passwords/,
    edit: 'Edit',
    save: 'Save',
  },
} as const;

inEachLanguage(import.meta.url, (lang) => {
  test(`staff see the locks of a member in the office and lift them (${lang})`, async ({
    page,
    request,
    isMobile,
  }, info) => {
    test.setTimeout(240_000);
    const o = OFFICE[lang];
    // a member of its own: 5 wrong withdrawal passwords, then 8 wrong login passwords
    const { memId } = await freshMember(request, `so${lang}${isMobile ? 'm' : 'd'}`, 50_000);
    const token = await apiLogin(request, memId);
    for (let i = 0; i < 5; i++)
      await guess(request, '/api/cash/out', { amount: 10_000, withdrawPassword: `70${i}0` }, token);
    for (let i = 0; i < 8; i++) await guess(request, '/api/cash/unlockPin', { memPass: `wrong${i}aa` }, token);

    await officeLogin(page, 'admin', 'staff', lang);
    if (isMobile) await page.getByRole('button', { name: /open menu|메뉴 열기/i }).click();
    await page.getByRole('menuitem', { name: o.menu, exact: true }).click();
    // other journeys add members: find this one by its id, as an operator would
    await page.getByLabel(o.idFilter, { exact: true }).fill(memId);
    // the filter reaches the address after a debounce; a click before it would be undone by it
    await expect(page).toHaveURL(new RegExp(memId));
    await page.getByText(memId, { exact: true }).first().click();
    // the row opens the member detail, which warns of the lock at once; the switches are on its edit page
    await expect(page.getByTestId('member-detail-heading')).toContainText(memId);
    await expect(page.getByText(o.notice)).toBeVisible();
    await shot(page, `security-office-member-locks-${lang}-${info.project.name}`, { fullPage: true });
    await page.getByRole('link', { name: o.edit, exact: true }).click();
    await expect(page.getByText(o.notice)).toBeVisible();
    await shot(page, `security-office-member-edit-locks-${lang}-${info.project.name}`, { fullPage: true });

    await expect(page.getByLabel(o.locked, { exact: true })).toBeChecked();
    await expect(page.getByLabel(o.pinLocked, { exact: true })).toBeChecked();
    await page.getByLabel(o.locked, { exact: true }).uncheck();
    await page.getByLabel(o.pinLocked, { exact: true }).uncheck();
    await page.getByRole('button', { name: o.save }).click();
    // polled slowly: each try counts against the per-id login limit
    await expect
      .poll(async () => (await call(request, '/api/member/login', { memId, memPass: 'pass1234' })).resultCode, {
        intervals: [1_000, 2_000, 5_000],
        timeout: 30_000,
      })
      .toBe('200');
    const list = await call<{ list: { pinLocked: boolean; locked: boolean }[] }>(
      request,
      '/api/admin/members/list',
      { filter: { memId } },
      await staffToken(request),
    );
    expect(list.data.list[0]).toMatchObject({ locked: false, pinLocked: false });
  });
});

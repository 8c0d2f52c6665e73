import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/journey';
import { allowBackToBackCashRequests, call, freshMember } from './support/site';
import { officeLogin } from './support/office';
import { shot } from './support/shots';
import { inEachLanguage } from './support/languages';

/**
 * Partner money requests (docs/domains/partner-money.md#money-requests) and staff alerts
 * (docs/architecture/push.md#staff-alerts) in the browser, on a desktop and a phone, in Korean and
 * English: a partner approves its lower partner's money request; staff hear a member's deposit
 * request on the bell and approve it from the queue the bell opens.
 */

const TEXT = {
  en: {
    companies: 'Companies / PT',
    create: 'Create',
    companyId: 'Company ID',
    companyName: 'Company name',
    code: 'Unique code',
    fee: 'Game PT fee (%)',
    limit: 'PT limit',
    masterId: 'Master ID',
    masterPassword: 'Master password',
    topUp: 'Top up PT',
    use: 'Use PT',
    confirm: 'Confirm',
    k202: 'Not enough PT',
    moneyRequests: 'Money requests',
    newRequest: 'New money request',
    amount: 'Amount',
    memo: 'Memo',
    save: 'Save',
    requested: 'Requested',
    completed: 'Completed',
    approve: 'Approve',
    done: 'Done.',
    bell: 'New alerts',
  },
  ko: {
    companies: '회사 / PT 관리',
    create: '등록',
    companyId: '회사 ID',
    companyName: '회사명',
    code: '고유 코드',
    fee: '게임 PT 수수료율 (%)',
    limit: 'PT 한도',
    masterId: '마스터 ID',
    masterPassword: '마스터 비밀번호',
    topUp: 'PT 충전',
    use: 'PT 사용',
    confirm: '확인',
    k202: 'PT가 부족합니다',
    moneyRequests: '머니 요청',
    newRequest: '새 머니 요청',
    amount: '금액',
    memo: '메모',
    save: '저장',
    requested: '요청',
    completed: '완료',
    approve: '승인',
    done: '처리되었습니다.',
    bell: '새 알림',
  },
} as const;

async function openMenu(page: Page, isMobile: boolean, name: string) {
  if (isMobile) await page.getByRole('button', { name: /open menu|메뉴 열기/i }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

async function cashOf(request: APIRequestContext, memId: string): Promise<number> {
  const login = await call<{ token: string }>(request, '/api/member/login', { memId, memPass: 'pass1234' });
  return (await call<{ cashAmt: number }>(request, '/api/cash/getUserCash', {}, login.data.token)).data.cashAmt;
}

/** Opens a list's create form: the list's sortable header of `field` carries the field's words until the form replaces it. */
async function openCreate(page: Page, link: string, field: string): Promise<void> {
  await page.getByRole('link', { name: link }).click();
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByRole('button', { name: new RegExp(`^${field}`) })).toHaveCount(0);
}

inEachLanguage(import.meta.url, (lang) => {
  const t = TEXT[lang];

  test(`${lang}: a partner approves its lower partner's money request`, async ({
    browser,
    page,
    request,
    isMobile,
  }, info) => {
    const amount = 10_000 + (isMobile ? 1_000 : 0) + (lang === 'ko' ? 100 : 0);
    const shown = amount.toLocaleString(lang === 'ko' ? 'ko-KR' : 'en-US');
    const before = await cashOf(request, 'ptn05');

    // ptn05 asks its parent ptn04
    await officeLogin(page, 'ptn05', 'partner', lang);
    await openMenu(page, isMobile, t.moneyRequests);
    await openCreate(page, t.newRequest, t.amount);
    await page.getByLabel(new RegExp(`^${t.amount}`)).fill(String(amount));
    await page.getByLabel(new RegExp(`^${t.memo}`)).fill(`e2e ${info.project.name}`);
    await shot(page, `officeMoney-${info.project.name}-${lang}-request-form`, { fullPage: true });
    await page.getByRole('button', { name: t.save }).click();
    const mine = page.getByRole('row').filter({ hasText: shown });
    await expect(mine.getByText(t.requested, { exact: true })).toBeVisible();

    // ptn04 decides it in its own office (another browser context: its own session)
    const parentContext = await browser.newContext({
      viewport: page.viewportSize() ?? undefined,
      isMobile,
      hasTouch: isMobile,
    });
    const parent = await parentContext.newPage();
    await officeLogin(parent, 'ptn04', 'partner', lang);
    await openMenu(parent, isMobile, t.moneyRequests);
    const row = parent.getByRole('row').filter({ hasText: 'ptn05' }).filter({ hasText: shown });
    await expect(row).toHaveCount(1);
    await shot(parent, `officeMoney-${info.project.name}-${lang}-approver-list`, { fullPage: true });
    await row.getByRole('button', { name: t.approve }).click();
    await parent.getByRole('dialog').getByRole('button', { name: t.approve }).click();
    await expect(parent.getByText(t.done)).toBeVisible();
    await expect(row.getByText(t.completed, { exact: true })).toBeVisible();
    await shot(parent, `officeMoney-${info.project.name}-${lang}-approved`, { fullPage: true });
    await parentContext.close();

    expect(await cashOf(request, 'ptn05')).toBe(before + amount);
  });

  test(`${lang}: the master registers a company with its first master and its PT stops at the limit`, async ({
    page,
    isMobile,
  }, info) => {
    const n = `${Date.now()}`.slice(-6);
    const siteId = `co-${lang}-${isMobile ? 'm' : 'd'}${n}`;
    await officeLogin(page, 'admin', 'staff', lang);
    await openMenu(page, isMobile, t.companies);
    await openCreate(page, t.create, t.companyId);
    await page.getByLabel(new RegExp(`^${t.companyId}`)).fill(siteId);
    await page.getByLabel(new RegExp(`^${t.companyName}`)).fill(lang === 'ko' ? '에이스 게임즈' : 'Ace Games');
    await page.getByLabel(new RegExp(`^${t.code}`)).fill(`C${n}`);
    await page.getByLabel(new RegExp(`^${t.fee.replace(/[()]/g, '\\$&')}`)).fill('2.5');
    await page.getByLabel(new RegExp(`^${t.limit}`)).fill('100000');
    await page.getByLabel(new RegExp(`^${t.masterId}`)).fill(`boss_${n}`);
    await page.getByLabel(new RegExp(`^${t.masterPassword}`)).fill('boss2026');
    await page.getByRole('button', { name: t.save }).click();
    const balance = page.getByTestId('pt-balance');
    await expect(balance).toHaveText('0');

    const move = async (button: string, amount: number) => {
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('spinbutton').fill(String(amount));
      await dialog.getByRole('button', { name: t.confirm }).click();
    };
    await move(t.topUp, 50_000);
    await expect(balance).toHaveText(lang === 'ko' ? '50,000' : '50,000');
    await move(t.use, 200_000);
    await expect(page.getByText(new RegExp(t.k202))).toBeVisible();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: lang === 'ko' ? '취소' : 'Cancel' })
      .click();
    await move(t.use, 150_000);
    await expect(balance).toHaveText('-100,000');
    await shot(page, `officeMoney-${info.project.name}-${lang}-company`, { fullPage: true });
  });

  test(`${lang}: staff hear a deposit request on the bell and approve it`, async ({
    page,
    request,
    isMobile,
  }, info) => {
    // a member of its own: no open request or re-request wait of another journey in the way
    const { memId } = await freshMember(request, 'alrt');
    const amount = 30_000 + (isMobile ? 10_000 : 0) + (lang === 'ko' ? 20_000 : 0);
    await allowBackToBackCashRequests(request);
    const login = await call<{ token: string }>(request, '/api/member/login', { memId, memPass: 'pass1234' });
    const before = (await call<{ cashAmt: number }>(request, '/api/cash/getUserCash', {}, login.data.token)).data
      .cashAmt;

    await officeLogin(page, 'admin', 'staff', lang);
    const bell = page.getByTestId('staff-alerts');
    await expect(bell).toHaveAttribute('data-live', 'true');
    await expect(bell).toHaveAttribute('aria-label', `${t.bell}: 0`);
    // the dashboard's queue of deposits waiting (the other project's journeys may have left some open)
    const waiting = page
      .getByTestId('pending-queues')
      .getByRole('link', { name: lang === 'ko' ? /입금 신청/ : /Deposit requests/ });
    const waitingCount = async () => Number((await waiting.innerText()).replace(/\D/g, ''));
    await expect(waiting).toBeVisible();
    const waitingBefore = await waitingCount();

    const asked = await request.post('/api/cash/in', {
      data: { siteId: 'demo', depositor: 'E2E', amount },
      headers: {
        authorization: 'demo-site-key',
        token: login.data.token,
        'idempotency-key': `alert-${info.project.name}-${lang}-${Date.now()}`,
      },
    });
    expect(((await asked.json()) as { resultCode: string }).resultCode).toBe('200');
    // within a second (the assertion allows a little more for a busy machine)
    await expect(bell).toHaveAttribute('aria-label', `${t.bell}: 1`, { timeout: 3_000 });
    // the dashboard on screen counts it among the deposits waiting
    // the queues refresh every 30 s
    await expect.poll(waitingCount, { timeout: 45_000 }).toBe(waitingBefore + 1);
    await shot(page, `officeMoney-${info.project.name}-${lang}-bell`);

    await bell.click();
    await expect(page).toHaveURL(/#\/admin\/deposits/);
    await expect(bell).toHaveAttribute('aria-label', `${t.bell}: 0`);
    const row = page
      .getByRole('row')
      .filter({ hasText: memId })
      .filter({ hasText: amount.toLocaleString(lang === 'ko' ? 'ko-KR' : 'en-US') });
    await row.getByRole('button', { name: t.approve }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.approve }).click();
    await expect(page.getByText(t.done)).toBeVisible();
    await expect(row).toHaveCount(0);
    await shot(page, `officeMoney-${info.project.name}-${lang}-deposit-approved`, { fullPage: true });

    const after = (await call<{ cashAmt: number }>(request, '/api/cash/getUserCash', {}, login.data.token)).data
      .cashAmt;
    expect(after - before).toBe(amount);
  });
});

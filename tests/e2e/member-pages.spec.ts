import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, settled } from './support/journey';
import { logIn } from './support/member';
import { allowBackToBackCashRequests, staffToken } from './support/site';
import { shot } from './support/shots';

/**
 * The member pages on a desktop and a phone: member01 requests a deposit and sees it in the list,
 * converts points (and gets the P-code messages for bad amounts), writes a Q&A, reads a message
 * (the new-message banner goes away), and leaves screenshots of my page and the deposit page.
 */

const SITE = { siteId: 'demo' };
const SITE_KEY = 'demo-site-key';

/** Routes differ per tree (§2); the same page components serve both. */
const routes = (isMobile: boolean) =>
  isMobile
    ? {
        deposit: '/member/chargeMain/charge',
        point: '/member/pointMain',
        qnaWrite: '/member/csMain/qnaWrite',
        messages: '/member/msgMain/msg',
        myInfo: '/member/info',
      }
    : {
        deposit: '/winner/cash/deposit',
        point: '/mypage/point/use',
        qnaWrite: '/cscenter/qna/write',
        messages: '/mypage/message/list',
        myInfo: '/mypage/info',
      };

async function logInAndWait(page: Page, isMobile: boolean) {
  await logIn(page, isMobile);
  await expect(page.getByTestId(isMobile ? 'mobile-cash' : 'header-nick')).toBeVisible();
}

/** Loads a route directly: the stored token brings the session back (its unread count comes only from login and pushes). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
}

async function call<T>(request: APIRequestContext, path: string, data: object, token?: string): Promise<T> {
  const res = await request.post(path, {
    data: { ...SITE, ...data },
    headers: { authorization: SITE_KEY, ...(token && { token }) },
  });
  const body = (await res.json()) as { resultCode: string; data: T };
  expect(body.resultCode, `${path} answered ${body.resultCode}`).toBe('200');
  return body.data;
}

/** Staff send member01 a message through the office API, so each project has an unread one to read. */
async function sendMessage(request: APIRequestContext, title: string) {
  await call(
    request,
    '/api/admin/messages/create',
    { data: { title, content: '<p>e2e 쪽지 본문</p>', memId: 'member01' } },
    await staffToken(request),
  );
}

test.describe.configure({ mode: 'serial' });

test('member01 requests a deposit, sees it in the list and cancels it', async ({ page, request, isMobile }) => {
  await allowBackToBackCashRequests(request);
  await logInAndWait(page, isMobile);
  await open(page, routes(isMobile).deposit);
  await expect(page.getByRole('heading', { name: '입금신청', exact: true })).toBeVisible();
  await expect(page.getByLabel(/입금자명/)).not.toHaveValue('');
  await page.getByRole('button', { name: '+30,000' }).click();
  await page.getByRole('button', { name: '+10,000' }).click();
  await expect(page.getByLabel(/신청금액/)).toHaveValue('40,000');
  await page.getByRole('button', { name: '입금신청하기' }).click();
  await expect(page.getByText('입금신청이 접수되었습니다.')).toBeVisible();
  const row = isMobile
    ? page.getByRole('main').locator('.MuiPaper-root').filter({ hasText: '40,000' })
    : page.getByRole('row').filter({ hasText: '40,000' });
  await expect(row.first()).toBeVisible();
  await expect(row.first()).toContainText('신청');
  // §4 one pending deposit at a time: cancel it (it leaves the list) so the other viewport's run starts clean.
  await row.first().getByRole('button', { name: '신청취소' }).click();
  await page.getByRole('button', { name: '확인' }).click();
  await expect(row).toHaveCount(0);
});

test('member01 converts points and gets the P-code messages for bad amounts', async ({ page, isMobile }) => {
  await logInAndWait(page, isMobile);
  await open(page, routes(isMobile).point);
  const form = page.getByRole('form', { name: '포인트 전환' });
  const amount = form.getByLabel('전환할 포인트');
  const convert = async (value: string) => {
    await amount.fill(value);
    await form.getByRole('button', { name: '전환하기' }).click();
    await page.getByRole('button', { name: '확인' }).click();
  };
  await form.getByRole('button', { name: '전환하기' }).click();
  await expect(form.getByText('전환할 포인트를 입력해주세요.')).toBeVisible();
  await convert('5000');
  await expect(form.getByText('최소 전환 포인트는 10,000입니다.')).toBeVisible();
  await convert('10500');
  await expect(form.getByText('1,000 단위로 전환해주세요.')).toBeVisible();
  const before = Number((await form.getByTestId('current-point').innerText()).replace(/\D/g, ''));
  await convert('10000');
  await expect(form.getByText('포인트 전환이 완료되었습니다.')).toBeVisible();
  await expect(form.getByTestId('current-point')).toHaveText(`${(before - 10_000).toLocaleString('en-US')} P`);
});

test('member01 writes a Q&A and finds it in the list', async ({ page, isMobile }) => {
  const title = `입금 확인 부탁드립니다 ${isMobile ? 'M' : 'D'}${Date.now() % 100000}`;
  await logInAndWait(page, isMobile);
  await open(page, routes(isMobile).qnaWrite);
  await page.getByRole('button', { name: '문의 등록' }).click();
  await expect(page.getByText('제목을 입력해주세요.')).toBeVisible();
  await page.getByLabel(/^제목/).fill(title);
  await page.getByLabel(/^내용/).fill('방금 입금했는데 확인 부탁드립니다.');
  await page.getByRole('button', { name: '문의 등록' }).click();
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page.getByText('등록되었습니다.')).toBeVisible();
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page.getByText(title)).toBeVisible();
  await page.getByText(title).click();
  await expect(page.getByText('답변을 준비하고 있습니다. 잠시만 기다려주세요.')).toBeVisible();
});

test('member01 reads a message and the new-message banner goes away', async ({ page, isMobile, request }) => {
  const title = `e2e 안내 ${isMobile ? 'M' : 'D'}${Date.now() % 100000}`;
  await sendMessage(request, title);
  await logInAndWait(page, isMobile);
  const banner = page.getByText('새로운 쪽지가 도착했습니다.');
  await expect(banner).toBeVisible();
  // Everything below moves inside the app (no reload), so the session's unread count is the one under test.
  await page.getByRole('link', { name: /^쪽지함 열기 \(\d+\)$/ }).click();
  await page.getByRole('tab', { name: '안 읽은 쪽지' }).click();
  const unread = page.getByRole('checkbox', { name: /^(WINNER 가입을 환영합니다|e2e 안내)/ });
  await expect(unread.first()).toBeVisible();
  while ((await unread.count()) > 0) {
    const name = (await unread.first().getAttribute('aria-label')) ?? '';
    await page.getByText(name, { exact: true }).first().click();
    await expect(page.getByRole('article')).toContainText(name);
    await page.getByRole('link', { name: '목록' }).click();
    await page.getByRole('tab', { name: '안 읽은 쪽지' }).click();
    await expect(page.getByRole('status')).toHaveCount(0);
  }
  await expect(page.getByText('데이터가 없습니다.')).toBeVisible();
  await page.getByRole('tab', { name: '읽은 쪽지', exact: true }).click();
  await expect(page.getByText(title)).toBeVisible();
  await page.locator('a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner).toHaveCount(0);
});

test('screenshots of my page and the deposit page in ko and en', async ({ page, isMobile }, info) => {
  await logInAndWait(page, isMobile);
  for (const lang of ['ko', 'en'] as const) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    for (const [name, path] of [
      ['mypage', routes(isMobile).myInfo],
      ['deposit', routes(isMobile).deposit],
    ] as const) {
      await open(page, path);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      await shot(page, `pages-${name}-${lang}-${info.project.name}`, { fullPage: true });
    }
  }
  await expect(page.locator('h1')).toHaveText('Deposit request');
});

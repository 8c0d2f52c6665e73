import type { Page } from '@playwright/test';
import { expect, test } from './support/journey';
import { allowBackToBackCashRequests, call, freshMember, staffToken } from './support/site';

/** The cash the page shows: the header on desktop, the right panel on a phone. */
async function shownCash(page: Page, isMobile: boolean): Promise<ReturnType<Page['getByTestId']>> {
  if (!isMobile) return page.getByTestId('header-cash');
  await page.getByRole('button', { name: '내 정보' }).click();
  return page.getByTestId('panel-cash');
}

test('a staff approval updates the member header balance through the push socket, without a reload', async ({
  page,
  request,
  isMobile,
}) => {
  // A member of its own: a shared demo member may hold another journey's pending deposit (C007).
  const { memId } = await freshMember(request, isMobile ? 'rtm' : 'rtd');
  // Only the socket may bring the news: the 5-second balance poll is held back in this test.
  await page.route('**/api/cash/getUserCash', (route) => route.abort());
  await allowBackToBackCashRequests(request);
  // The push client loads after login; the news is sent once it has subscribed to its channel.
  let subscribed!: () => void;
  const live = new Promise<void>((resolve) => (subscribed = resolve));
  page.on('websocket', (ws) =>
    ws.on('framesent', (frame) => String(frame.payload).includes('SUBSCRIBE') && subscribed()),
  );

  await page.goto(isMobile ? '/login' : '/');
  if (!isMobile) await page.getByRole('button', { name: '로그인' }).first().click();
  await page.getByRole('textbox', { name: '아이디' }).fill(memId);
  await page.getByLabel('비밀번호', { exact: true }).fill('pass1234');
  await page.getByRole('button', { name: '로그인' }).last().click();
  await page.waitForFunction(() => localStorage.getItem('member.session') !== null);
  const { token } = JSON.parse((await page.evaluate(() => localStorage.getItem('member.session')))!) as {
    token: string;
  };

  const before = await call<{ cashAmt: number }>(request, '/api/cash/getUserCash', {}, token);
  const cash = await shownCash(page, isMobile);
  await expect(cash).toHaveText(before.data.cashAmt.toLocaleString('ko-KR'));
  await live;
  // A reload would drop this marker.
  await page.evaluate(() => Object.assign(window, { realtimeMarker: 1 }));

  const deposit = await call<{ cashIdx: number }>(
    request,
    '/api/cash/in',
    { depositor: '홍길동', amount: 100_000, bonusYn: 'N' },
    token,
  );
  expect(deposit.resultCode).toBe('200');
  expect(
    (await call(request, '/api/admin/deposits/approve', { id: deposit.data.cashIdx }, await staffToken(request)))
      .resultCode,
  ).toBe('200');

  await expect(cash).toHaveText((before.data.cashAmt + 100_000).toLocaleString('ko-KR'));
  expect(await page.evaluate(() => (window as unknown as { realtimeMarker?: number }).realtimeMarker)).toBe(1);
});

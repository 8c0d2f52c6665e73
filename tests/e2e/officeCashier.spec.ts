import type { Page } from '@playwright/test';
import { expect, test } from './support/journey';
import { allowBackToBackCashRequests, call, freshMember } from './support/site';
import { officeLogin } from './support/office';
import { shot } from './support/shots';

/**
 * What a cashier needs (docs/domains/cash.md#staff-queues, docs/architecture/office-front.md#the-front-desk),
 * in Korean on a desktop and a phone: the dashboard lists what waits with links; the withdrawal
 * queue it opens shows the bank, account number and holder to pay into, the member's level, cash
 * and rolling left; the header finds a member and says who is signed in.
 */

test('the dashboard links the withdrawal queue, which shows where to pay', async ({
  page,
  request,
  isMobile,
}, info) => {
  await allowBackToBackCashRequests(request);
  const member = await freshMember(request, isMobile ? 'cashm' : 'cashd', 80_000);
  const login = await call<{ token: string }>(request, '/api/member/login', {
    memId: member.memId,
    memPass: 'pass1234',
  });
  const asked = await call(request, '/api/cash/out', { amount: 30_000, withdrawPassword: '1234' }, login.data.token);
  // §9: no request 23:30–00:30 site time; a run inside that hour has nothing to pay.
  test.skip(asked.resultCode === 'C011', 'bank maintenance window');
  expect(asked.resultCode).toBe('200');

  await officeLogin(page, 'admin', 'staff', 'ko');
  await expect(page.getByTestId('desk-identity')).toContainText('운영자 admin');
  const queues = page.getByTestId('pending-queues');
  await expect(queues.getByText('처리 대기')).toBeVisible();
  const withdrawals = queues.getByRole('link', { name: /출금 신청/ });
  await expect(withdrawals).toContainText(/[1-9]\d*건/);
  await expect(queues.getByRole('link', { name: /입금 신청/ })).toBeVisible();
  await expect(queues.getByRole('link', { name: /가입 승인/ })).toBeVisible();
  await shot(page, `officeCashier-${info.project.name}-ko-dashboard`, { fullPage: true });

  await withdrawals.click();
  await expect(page).toHaveURL(/#\/admin\/withdrawals/);
  for (const header of ['은행명', '계좌번호', '예금주', '보유머니', '남은 롤링', '레벨'])
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '입금자명' })).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: member.memId });
  await expect(row).toContainText('국민은행');
  await expect(row).toContainText(`7${member.memId.slice(-7)}`);
  await expect(row).toContainText('김이투');
  // 80,000 paid in, 30,000 held for the withdrawal.
  await expect(row).toContainText('50,000');
  await shot(page, `officeCashier-${info.project.name}-ko-withdrawals`, { fullPage: true });
});

async function searchMember(page: Page, isMobile: boolean, memId: string) {
  if (isMobile) await page.getByRole('button', { name: '회원 검색' }).click();
  const box = page.getByRole('combobox', { name: '회원 검색' });
  await box.fill(memId);
  await page.getByRole('option', { name: new RegExp(memId) }).click();
}

test('a partner sees its id, cash and points in the header and finds its own members only', async ({
  page,
  request,
  isMobile,
}, info) => {
  const mine = await freshMember(request, isMobile ? 'srchm' : 'srchd');
  await officeLogin(page, 'ptn05', 'partner', 'ko');
  const who = page.getByTestId('desk-identity');
  await expect(who).toContainText('파트너 ptn05');
  await expect(who).toContainText(/보유머니 [\d,]+ · 포인트 [\d,]+/);
  await expect(page.getByTestId('pending-queues')).toContainText('가입 승인');
  await searchMember(page, isMobile, mine.memId);
  await expect(page).toHaveURL(new RegExp(`#/partner/members/${mine.id}/show`));
  // (in the page: on a phone the header leaves the title to the page's heading)
  await expect(page.locator('#main-content').getByText(mine.memId).first()).toBeVisible();
  await shot(page, `officeCashier-${info.project.name}-ko-search`, { fullPage: true });
  // The admin's own id is outside any partner's subtree: the server finds nothing.
  if (isMobile) await page.getByRole('button', { name: '회원 검색' }).click();
  await page.getByRole('combobox', { name: '회원 검색' }).fill('ptn01');
  await expect(page.getByText('찾는 회원이 없습니다.')).toBeVisible();
});

import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/journey';
import { allowBackToBackCashRequests, call, freshMember, staffToken } from './support/site';
import { officeLogin } from './support/office';
import { shot } from './support/shots';
import { inEachLanguage } from './support/languages';

/**
 * Withdrawal risk rules (docs/domains/cash.md#withdrawal-risk-rules), in Korean and English on a
 * desktop and a phone: with automatic approval on, a member's withdrawal within the level's automatic
 * limit is paid at once; its next one, above the limit, waits, shows the failed check in the queue,
 * and staff open its risk card (each check in words, the member's recent money) and approve it.
 */
const LEVEL_LIMIT = 50_000;

const WORDS = {
  ko: {
    menu: '출금 신청',
    overLimit: '레벨 자동 한도 초과',
    card: '위험 카드',
    failed: `100,000은 1레벨 자동 한도 ${LEVEL_LIMIT.toLocaleString('en-US')} 초과`,
    rolling: '남은 롤링 없음',
    recent: '최근 7일 회원 머니 내역',
    approve: '승인',
    done: '완료',
  },
  en: {
    menu: 'Withdrawal requests',
    overLimit: "Over the level's automatic limit",
    card: 'Risk card',
    failed: `100,000 is over level 1's automatic limit of ${LEVEL_LIMIT.toLocaleString('en-US')}`,
    rolling: 'Nothing left to bet',
    recent: "The member's money of the last 7 days",
    approve: 'Approve',
    done: 'Done',
  },
} as const;

/** The site lets the rules approve, every check on; a new member's account counts from sign-up (0 days). */
async function rulesOn(request: APIRequestContext) {
  const token = await staffToken(request);
  const options = await call(
    request,
    '/api/admin/siteOptions/update',
    { data: { withdrawAutoApproveYn: 'Y', withdrawRiskAccountDays: 0 } },
    token,
  );
  expect(options.resultCode).toBe('200');
  const level = await call(
    request,
    '/api/admin/levels/update',
    { id: 1, data: { autoWithdrawMax: LEVEL_LIMIT } },
    token,
  );
  expect(level.resultCode).toBe('200');
}

/** Back to the site's defaults, so the journeys after these (on the same server) see withdrawals wait for staff. */
test.afterEach(async ({ request }) => {
  const token = await staffToken(request);
  await call(
    request,
    '/api/admin/siteOptions/update',
    { data: { withdrawAutoApproveYn: 'N', withdrawRiskAccountDays: 3 } },
    token,
  );
  await call(request, '/api/admin/levels/update', { id: 1, data: { autoWithdrawMax: 0 } }, token);
});

async function withdraw(request: APIRequestContext, memId: string, amount: number) {
  const login = await call<{ token: string }>(request, '/api/member/login', { memId, memPass: 'pass1234' });
  return call<{ cashIdx: number; status: number }>(
    request,
    '/api/cash/out',
    { amount, withdrawPassword: '1234' },
    login.data.token,
  );
}

inEachLanguage(import.meta.url, (lang) => {
  test(`one withdrawal approved by the rules, one held: staff read its risk card and approve it (${lang})`, async ({
    page,
    request,
    isMobile,
  }, info) => {
    const w = WORDS[lang];
    // Two sign-ins, two lazily loaded screens: a shared, busy machine needs more than the default.
    test.setTimeout(120_000);
    await allowBackToBackCashRequests(request);
    await rulesOn(request);
    const tag = `${isMobile ? 'rm' : 'rd'}${lang}`;
    const member = await freshMember(request, tag, 200_000);

    const paid = await withdraw(request, member.memId, 30_000);
    // §9: no request 23:30–00:30 site time; a run inside that hour has nothing to judge.
    test.skip(paid.resultCode === 'C011', 'bank maintenance window');
    expect(paid).toMatchObject({ resultCode: '200', data: { status: 1 } });
    const held = await withdraw(request, member.memId, 100_000);
    expect(held).toMatchObject({ resultCode: '200', data: { status: 0 } });

    await officeLogin(page, 'admin', 'staff', lang);
    await page.goto('/partner#/admin/withdrawals');
    // The one the rules paid has left the queue of requests waiting: the member's one row is the one held.
    const row = page.getByRole('row').filter({ hasText: member.memId });
    await expect(row).toContainText(w.overLimit, { timeout: 30_000 });
    await expect(row).toHaveCount(1);
    await shot(page, `withdrawalRisk-${info.project.name}-${lang}-queue`, { fullPage: true });

    await row.getByText(member.memId).first().click();
    await expect(page).toHaveURL(new RegExp(`#/admin/withdrawals/${held.data.cashIdx}/show`));
    const card = page.getByTestId('risk-card');
    await expect(card.getByRole('heading', { name: w.card })).toBeVisible({ timeout: 30_000 });
    await expect(card.getByTestId('risk-check-levelLimit')).toContainText(w.failed);
    await expect(card.getByTestId('risk-check-rolling')).toContainText(w.rolling);
    await expect(card.getByTestId('risk-decision')).toContainText(w.overLimit);
    await expect(card.getByText(w.recent)).toBeVisible();
    // Today's money: the 30,000 the rules paid.
    await expect(card.getByTestId('risk-recent')).toContainText('30,000');
    await expect(page.getByText(/office\.withdrawalRisk|levelLimit/)).toHaveCount(0);
    await shot(page, `withdrawalRisk-${info.project.name}-${lang}-card`, { fullPage: true });

    await page.getByRole('button', { name: w.approve }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: w.approve }).click();
    await expect(page.getByText(w.done, { exact: true }).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: w.approve })).toHaveCount(0);
    const after = await call<{ status: number; staffId: number | null }>(
      request,
      '/api/admin/withdrawals/get',
      { id: held.data.cashIdx },
      await staffToken(request),
    );
    expect(after.data).toMatchObject({ status: 1 });
    expect(after.data.staffId).not.toBeNull();
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './support/journey';
import { call, freshMember, staffToken } from './support/site';
import { officeLogin } from './support/office';
import { shot } from './support/shots';
import { inEachLanguage } from './support/languages';

/**
 * A balance correction above the site's threshold (docs/domains/corrections.md#four-eyes), on a
 * desktop and a phone, in Korean and English: `admin` asks for it from the member's detail and is
 * offered no approval of its own; `admin2`, in its own session, approves it and the member's cash shows it.
 */

const TEXT = {
  ko: {
    create: '잔액 조정 요청',
    memId: '아이디',
    amount: '금액',
    memo: '메모',
    reason: '사유',
    compensation: '보상',
    save: '저장',
    pending: '승인 대기',
    done: '처리 완료',
    approve: '승인',
    reject: '거절',
    hint: '다른 관리자가 승인해야 반영됩니다',
  },
  en: {
    create: 'New correction',
    memId: 'ID',
    amount: 'Amount',
    memo: 'Memo',
    reason: 'Reason',
    compensation: 'Compensation',
    save: 'Save',
    pending: 'Waiting for approval',
    done: 'Booked',
    approve: 'Approve',
    reject: 'Reject',
    hint: 'is booked only once another staff member approves it',
  },
} as const;

const rowOf = (page: Page, memId: string) => page.getByRole('row').filter({ hasText: memId });

inEachLanguage(import.meta.url, (lang) => {
  const t = TEXT[lang];
  test(`${lang}: a correction above the threshold is approved by a second staff member`, async ({
    browser,
    page,
    request,
    isMobile,
  }, info) => {
    const member = await freshMember(request, `co${lang}${isMobile ? 'm' : 'd'}`);
    const amount = 2_000_000;

    await officeLogin(page, 'admin', 'staff', lang);
    // From the member's detail: the form opens with the member filled in.
    await page.goto(`/partner#/admin/members/${member.id}/show`);
    await page.getByRole('link', { name: t.create }).click();
    await expect(page.getByText(new RegExp(t.hint))).toBeVisible();
    await expect(page.getByLabel(new RegExp(`^${t.memId}`))).toHaveValue(member.memId);
    await page.getByLabel(new RegExp(`^${t.amount}`)).fill(String(amount));
    await page.getByLabel(new RegExp(`^${t.reason}`)).click();
    await page.getByRole('option', { name: t.compensation }).click();
    await page.getByLabel(new RegExp(`^${t.memo}`)).fill(`e2e ${info.project.name}`);
    await shot(page, `corrections-${info.project.name}-${lang}-form`, { fullPage: true });
    await page.getByRole('button', { name: t.save }).click();

    const mine = rowOf(page, member.memId);
    await expect(mine.getByText(t.pending, { exact: true })).toBeVisible();
    // Four eyes: no approval of one's own request (the server refuses it too).
    await expect(mine.getByRole('button', { name: t.approve })).toHaveCount(0);
    await expect(mine.getByRole('button', { name: t.reject })).toHaveCount(1);
    await shot(page, `corrections-${info.project.name}-${lang}-pending`, { fullPage: true });

    const otherContext = await browser.newContext({
      viewport: page.viewportSize() ?? undefined,
      isMobile,
      hasTouch: isMobile,
    });
    const other = await otherContext.newPage();
    await officeLogin(other, 'admin2', 'staff', lang);
    await other.goto('/partner#/admin/corrections');
    const row = rowOf(other, member.memId);
    await row.getByRole('button', { name: t.approve }).click();
    await other.getByRole('dialog').getByRole('button', { name: t.approve }).click();
    await expect(row.getByText(t.done, { exact: true })).toBeVisible();
    await expect(row).toContainText('admin2');
    await shot(other, `corrections-${info.project.name}-${lang}-approved`, { fullPage: true });
    // Words, not catalogue keys or codes.
    await expect(other.locator('body')).not.toContainText('office.');
    await otherContext.close();

    // Read by staff: a member sign-in here would share the sign-in rate limit with every journey.
    const read = await call<{ cash: number }>(
      request,
      '/api/admin/members/get',
      { id: member.id },
      await staffToken(request),
    );
    expect(read.data.cash).toBe(amount);
  });
});

import { expect, test } from './support/journey';
import { allowBackToBackCashRequests, call, freshMember, staffToken } from './support/site';
import { officeLogin } from './support/office';
import { shot } from './support/shots';
import { inEachLanguage } from './support/languages';

/**
 * Deposit matching (docs/domains/cash.md#uploading-a-statement), on a desktop and a phone, in
 * Korean and English: a member asks to deposit; staff upload the bank's statement, the preview
 * names a bad row in words and keeps the import shut; the fixed file imports and its row approves
 * the waiting deposit, which the member's cash shows.
 */

const TEXT = {
  ko: {
    upload: '거래내역 업로드',
    badAmount: '입금액이 올바른 금액이 아닙니다',
    summaryBad: '2행 중 1행에 문제가 있습니다.',
    summaryOk: '1행 중 0행에 문제가 있습니다.',
    import: '가져와서 매칭',
    imported: '1건을 받아 1건 매칭',
    matched: '매칭 완료',
    status: '상태',
  },
  en: {
    upload: 'Upload statement',
    badAmount: 'The amount is not a whole amount of won',
    summaryBad: '1 of 2 rows have a problem.',
    summaryOk: '0 of 1 rows have a problem.',
    import: 'Import and match',
    imported: '1 received: 1 matched',
    matched: 'Matched',
    status: 'Status',
  },
} as const;

inEachLanguage(import.meta.url, (lang) => {
  const t = TEXT[lang];
  test(`${lang}: an uploaded statement approves a waiting deposit`, async ({ page, request, isMobile }, info) => {
    await allowBackToBackCashRequests(request);
    const member = await freshMember(request, `bk${lang}${isMobile ? 'm' : 'd'}`);
    const login = await call<{ token: string }>(request, '/api/member/login', {
      memId: member.memId,
      memPass: 'pass1234',
    });
    const depositor = `입금${member.memId.slice(-7)}`;
    const asked = await call<{ cashIdx: number }>(
      request,
      '/api/cash/in',
      { depositor, amount: 40_000, bonusYn: 'N' },
      login.data.token,
    );
    // §9: no request 23:30–00:30 site time.
    test.skip(asked.resultCode === 'C011', 'bank maintenance window');
    expect(asked.resultCode).toBe('200');

    const ref = `E2E-${member.memId}`;
    const at = new Date().toISOString();
    const header = '거래일시,입금자명,입금액,거래번호';
    const bad = [header, `${at},${depositor},"40,000",${ref}`, `${at},누군가,사만원,${ref}-2`].join('\n');
    const good = [header, `${at},${depositor},"40,000",${ref}`].join('\n');

    await officeLogin(page, 'admin', 'staff', lang);
    await page.goto('/partner#/admin/bankNotices');
    await page.getByRole('button', { name: t.upload }).click();
    const dialog = page.getByRole('dialog');
    const file = dialog.getByTestId('statement-file');
    await file.setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await expect(dialog.getByText(t.summaryBad)).toBeVisible();
    await expect(dialog.getByRole('row').filter({ hasText: t.badAmount })).toHaveCount(1);
    await expect(dialog.getByRole('button', { name: t.import })).toBeDisabled();
    await shot(page, `bankMatching-${info.project.name}-${lang}-bad-row`, { fullPage: true });
    await expect(dialog).not.toContainText('office.');

    await file.setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await expect(dialog.getByText(t.summaryOk)).toBeVisible();
    await dialog.getByRole('button', { name: t.import }).click();
    await expect(page.getByText(new RegExp(t.imported))).toBeVisible();

    // The matched notice, in the list of every status.
    await page.goto('/partner#/admin/bankNotices?filter=%7B%7D');
    const row = page.getByRole('row').filter({ hasText: ref });
    await expect(row.getByText(t.matched, { exact: true })).toBeVisible();
    await shot(page, `bankMatching-${info.project.name}-${lang}-matched`, { fullPage: true });
    // Words, not catalogue keys or codes.
    await expect(page.locator('body')).not.toContainText('office.');

    const request2 = await call<{ status: number }>(
      request,
      '/api/admin/deposits/get',
      { id: asked.data.cashIdx },
      await staffToken(request),
    );
    expect(request2.data.status).toBe(1);
    const cash = await call<{ cashAmt: number }>(request, '/api/cash/getUserCash', {}, login.data.token);
    expect(cash.data.cashAmt).toBe(40_000);
  });
});

import type { Page } from '@playwright/test';
import { expect, test, settled } from './support/journey';
import { officeLogin } from './support/office';
import { call, staffToken } from './support/site';
import { shot } from './support/shots';
import { inEachLanguage } from './support/languages';

/**
 * Partner sign-up codes (docs/domains/partner-codes.md), on a desktop and a phone, in Korean and
 * English: the shop ptn05 makes a code in its office and takes its link with a sub-id; a visitor
 * opens the link, signs up without typing a recommender, staff approve the member, and the member
 * is in ptn05's funnel report under that code and sub-id.
 */

const TEXT = {
  ko: {
    code: '가입 코드',
    label: '표시 이름',
    subId: '서브 ID',
    save: '저장',
    create: '만들기',
    submit: '가입 신청',
    pending: '관리자 승인 후 로그인하실 수 있습니다.',
    viaLink: '파트너 링크',
    fields: {
      memId: '아이디',
      memPass: '비밀번호',
      memPassConfirm: '비밀번호 확인',
      withdrawPass: '출금 비밀번호',
      withdrawPassConfirm: '출금 비밀번호 확인',
      memNick: '닉네임',
      name: '이름',
      phone: '휴대폰 번호',
      bankName: '은행명',
      accountNo: '계좌번호',
      accountHolder: '예금주',
    },
    recommender: '추천인 아이디',
  },
  en: {
    code: 'Sign-up code',
    label: 'Label',
    subId: 'Sub-ID',
    save: 'Save',
    create: 'Create',
    submit: 'Apply to join',
    pending: 'You can log in once an administrator approves it.',
    viaLink: 'partner link',
    fields: {
      memId: 'User ID',
      memPass: 'Password',
      memPassConfirm: 'Confirm password',
      withdrawPass: 'Withdrawal password',
      withdrawPassConfirm: 'Confirm withdrawal password',
      memNick: 'Nickname',
      name: 'Name',
      phone: 'Mobile number',
      bankName: 'Bank name',
      accountNo: 'Account number',
      accountHolder: 'Account holder',
    },
    recommender: 'Recommender ID',
  },
} as const;

/** A form field by its exact label (a required field's label ends in " *"). */
const input = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`) });

inEachLanguage(import.meta.url, (lang) => {
  test(`a partner's link brings a member into its funnel without a recommender typed (${lang})`, async ({
    page,
    request,
    isMobile,
  }, info) => {
    // a long journey (two office sign-ins, the member front, the report) on a machine shared by many
    test.setTimeout(240_000);
    const text = TEXT[lang];
    const snap = (name: string) =>
      shot(page, `partner-funnel-${lang}-${info.project.name}-${name}`, { fullPage: true });
    const n = `${Date.now()}`.slice(-7);
    const code = `e2e${lang}${isMobile ? 'm' : 'd'}${n}`;

    // the shop makes a code in its office and takes its link for a channel
    await officeLogin(page, 'ptn05', 'partner', lang);
    await page.goto('/partner#/partner/joinCodes/create');
    await input(page, text.code).fill(code.toUpperCase());
    await input(page, text.label).fill('blog');
    await page.getByRole('button', { name: text.save }).click();
    const link = page.getByTestId('join-link');
    await expect(link).toHaveValue(new RegExp(`\\?ref=${code}$`), { timeout: 30_000 });
    await input(page, text.subId).fill('Blog');
    await expect(link).toHaveValue(new RegExp(`\\?ref=${code}&sub=blog$`));
    await snap('code');
    const address = new URL(await link.inputValue());

    // a visitor opens the link on this site and signs up with no recommender
    await page.goto('/healthz');
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.goto(`${address.pathname}${address.search}`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('joinLink'))).toContain(`"code":"${code}"`);
    await page.goto('/signup');
    await expect(page.getByText(text.viaLink, { exact: false }).first()).toBeVisible({ timeout: 30_000 });
    await expect(input(page, text.recommender)).toHaveCount(0);
    // the language's texts and the bank list arrive after the first paint: fill the form once they have
    await settled(page);
    const memId = `fn${lang}${isMobile ? 'm' : 'd'}${n}`;
    const values: Record<keyof typeof text.fields, string> = {
      memId,
      memPass: 'abc123',
      memPassConfirm: 'abc123',
      withdrawPass: '5678',
      withdrawPassConfirm: '5678',
      memNick: memId,
      name: '김철수',
      phone: `0108${n}`,
      bankName: '국민은행',
      accountNo: `9${n}12`,
      accountHolder: '김철수',
    };
    // the form may be drawn again while the page's late data arrives (seen on a loaded machine): fill and
    // send it until the sign-up is received; a form sent empty is refused on the page, never sent
    await expect(async () => {
      for (const [field, value] of Object.entries(values) as [keyof typeof values, string][]) {
        const bankChoice = page.getByRole('combobox', { name: new RegExp(text.fields.bankName) });
        if (field === 'bankName' && (await bankChoice.count()) > 0) {
          await bankChoice.click();
          await page.getByRole('option').first().click();
          continue;
        }
        // each field by its label, as the visitor reads it (a required label ends in a thin-spaced *)
        await page
          .getByLabel(text.fields[field], { exact: false })
          .and(page.locator(`input[name="${field}"]`))
          .fill(value);
      }
      for (const field of ['memId', 'memPass', 'accountHolder'] as const)
        await expect(page.locator(`input[name="${field}"]`)).toHaveValue(values[field], { timeout: 1_000 });
      await snap('signup');
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByRole('dialog')).toContainText(text.pending, { timeout: 5_000 });
    }).toPass({ timeout: 90_000 });

    // staff approve the member, who waits under ptn05 with the code and sub-id
    const staff = await staffToken(request);
    const found = await call<{ list: { id: number; memId: string; parentMemId?: string }[] }>(
      request,
      '/api/admin/members/list',
      { filter: { memId } },
      staff,
    );
    const member = found.data.list.find((m) => m.memId === memId);
    expect(member, `${memId} signed up`).toBeTruthy();
    expect((await call(request, '/api/admin/members/approve', { id: member!.id }, staff)).resultCode).toBe('200');

    // and the shop, still signed in to its office, finds it in its funnel under the code and channel
    await page.goto('/partner#/partner/reports/funnel');
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toHaveCount(1, { timeout: 30_000 });
    await expect(row).toContainText('blog');
    const cells = await row.getByRole('gridcell').allInnerTexts();
    // visits, sign-ups and approvals of the day: the one visitor, signed up and approved
    expect(cells.filter((c) => c.trim() === '1').length).toBeGreaterThanOrEqual(isMobile ? 1 : 3);
    await snap('funnel');
  });
});

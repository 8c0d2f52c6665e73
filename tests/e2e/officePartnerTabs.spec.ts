import type { Page } from '@playwright/test';
import { expect, test, settled } from './support/journey';
import { officeLogin } from './support/office';
import { call, freshMember, staffToken } from './support/site';
import { shot } from './support/shots';
import { inEachLanguage } from './support/languages';

/**
 * The member detail and partner tabs (docs/domains/members.md#member-detail-and-partner-tabs): a
 * partner reads a member's detail and its tabs (info, bets, cash, points, logins, messages, memo),
 * writes a memo, and opens nothing outside its subtree; its new tabs (sign-up approval, online
 * members, access info) on a desktop and a phone, in Korean and English.
 */

const TEXT = {
  ko: {
    notFound: '요청하신 정보를 찾을 수 없습니다.',
    tabs: ['기본 정보', '베팅', '캐시', '포인트', '접속 기록', '쪽지', '메모'],
    signedIn: '로그인 성공',
    newNote: '새 메모',
    save: '저장',
    menu: ['가입 승인', '접속 중 회원', '접속 정보', '중복 IP', '롤링 설정', '정산 지급', '관리자 처리 이력'],
  },
  en: {
    notFound: 'Not found.',
    tabs: ['Info', 'Bets', 'Cash', 'Points', 'Logins', 'Messages', 'Memo'],
    signedIn: 'Signed in',
    newNote: 'New note',
    save: 'Save',
    menu: [
      'Sign-up approval',
      'Online members',
      'Access info',
      'Multiple IP',
      'Rolling settings',
      'Settlement payments',
      'Admin processing history',
    ],
  },
} as const;

const openTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name, exact: true }).click();
  await settled(page);
};

inEachLanguage(import.meta.url, (lang) => {
  test(`a partner reads a member's detail and its tabs, and nothing outside its subtree (${lang})`, async ({
    page,
    request,
    isMobile,
  }, info) => {
    const text = TEXT[lang];
    const snap = (name: string) => shot(page, `partner-tabs-${lang}-${info.project.name}-${name}`, { fullPage: true });
    const member = await freshMember(request, `tb${lang}${isMobile ? 'm' : 'd'}`, 50_000);
    expect((await call(request, '/api/member/login', { memId: member.memId, memPass: 'pass1234' })).resultCode).toBe(
      '200',
    );
    const staff = await staffToken(request);
    const title = `${lang} notice ${member.memId}`;
    expect(
      (
        await call(
          request,
          '/api/admin/messages/create',
          { data: { title, content: '<p>hello</p>', memId: member.memId } },
          staff,
        )
      ).resultCode,
    ).toBe('200');
    const head = await call<{ list: { id: number }[] }>(
      request,
      '/api/admin/members/list',
      { filter: { memId: 'ptn01' } },
      staff,
    );
    const outsideId = head.data.list[0]!.id;

    await officeLogin(page, 'ptn04', 'partner', lang);
    if (isMobile) await page.getByRole('button', { name: /open menu|메뉴 열기/i }).click();
    for (const entry of text.menu) await expect(page.getByRole('menuitem', { name: entry, exact: true })).toBeVisible();
    if (isMobile) await page.keyboard.press('Escape');

    await page.goto(`/partner#/partner/members/${member.id}/show`);
    await expect(page.getByTestId('member-detail-heading')).toContainText(member.memId);
    for (const tab of text.tabs) await expect(page.getByRole('tab', { name: tab, exact: true })).toBeVisible();
    await settled(page);
    await snap('info');

    await openTab(page, text.tabs[2]);
    await expect(
      page.getByRole('cell', { name: (50_000).toLocaleString(lang === 'ko' ? 'ko-KR' : 'en-US'), exact: true }).first(),
    ).toBeVisible();
    await snap('cash');

    await openTab(page, text.tabs[4]);
    await expect(page.getByText(text.signedIn).first()).toBeVisible();
    await snap('logins');

    await openTab(page, text.tabs[5]);
    await expect(page.getByRole('cell', { name: title })).toBeVisible();

    await openTab(page, text.tabs[6]);
    const note = `${lang} memo ${Date.now()}`;
    await page.getByLabel(text.newNote).fill(note);
    await page.getByRole('button', { name: text.save, exact: true }).click();
    await expect(page.getByRole('cell', { name: note })).toBeVisible();
    await snap('memo');

    // A member of another line: the first read answers E007 and the page shows none of it.
    await page.goto(`/partner#/partner/members/${outsideId}/show`);
    await expect(page.getByText(text.notFound)).toBeVisible();
    await expect(page.getByTestId('member-detail-heading')).toHaveCount(0);
    await expect(page.getByText('ptn01', { exact: true })).toHaveCount(0);
    await snap('outside');

    for (const list of ['signups', 'online', 'logins', 'sharedSignals', 'rollingRates', 'processing']) {
      await page.goto(`/partner#/partner/${list}`);
      await expect(page.locator('.RaList-main')).toBeVisible();
      await settled(page);
      await snap(`list-${list}`);
    }
  });
});

test('staff open a member from the member list onto the same detail, with every partner note and an edit button', async ({
  page,
  request,
  isMobile,
}, info) => {
  const member = await freshMember(request, `tbst${isMobile ? 'm' : 'd'}`, 10_000);
  const shop = await call(request, '/api/partner/login', { memId: 'ptn05', memPass: 'pass1234' });
  expect(shop.resultCode).toBe('200');
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'office_token')!.value;
  expect(
    (
      await call(
        request,
        '/api/partner/memberNotes/create',
        { data: { memberId: member.id, note: 'shop note' } },
        cookie,
      )
    ).resultCode,
  ).toBe('200');

  await officeLogin(page, 'admin', 'staff');
  await page.goto(
    `/partner#/admin/members?${new URLSearchParams({ filter: JSON.stringify({ memId: member.memId }) }).toString()}`,
  );
  await page.getByRole('cell', { name: member.memId, exact: true }).first().click();
  await expect(page.getByTestId('member-detail-heading')).toContainText(member.memId);
  await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
  await openTab(page, 'Memo');
  await expect(page.getByRole('cell', { name: 'shop note' })).toBeVisible();
  await shot(page, `partner-tabs-en-${info.project.name}-staff-memo`, { fullPage: true });
});

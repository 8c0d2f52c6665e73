import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/journey';
import { officeLogin } from './support/office';
import { shot } from './support/shots';
import { inEachLanguage } from './support/languages';

/**
 * Staff roles and partner sub-users (docs/domains/staff.md, docs/domains/partners.md#sub-users), on a
 * desktop and a phone, in Korean and English: the master defines a role of two read pairs and
 * creates an account with it, which then sees only those screens; a partner adds a read-only
 * sub-user, which signs in with its own id and finds no form to change anything.
 */
const TEXT = {
  ko: {
    save: '저장',
    create: '등록',
    membersRead: '회원 조회',
    reportsRead: '리포트 조회',
    members: '회원 관리',
    deposits: '입금 신청',
    staff: '직원 계정',
    lowerMembers: '하부 회원',
    subUsers: '하위 사용자',
    readOnly: '하위 사용자 (읽기 전용)',
    edit: '수정',
  },
  en: {
    save: 'Save',
    create: 'Create',
    membersRead: 'Members Read',
    reportsRead: 'Reports Read',
    members: 'Members',
    deposits: 'Deposit requests',
    staff: 'Staff accounts',
    lowerMembers: 'Lower members',
    subUsers: 'Sub-users',
    readOnly: 'Sub-user (read only)',
    edit: 'Edit',
  },
} as const;

/** The sidebar's entries; a phone opens it from the app bar first. */
async function menuItems(page: Page, isMobile: boolean): Promise<string[]> {
  if (isMobile) await page.getByRole('button', { name: /open menu|메뉴 열기/i }).click();
  const items = page.getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  return (await items.allInnerTexts()).map((s) => s.trim());
}

async function newPage(browser: Browser, page: Page, isMobile: boolean): Promise<Page> {
  const context = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    isMobile,
    hasTouch: isMobile,
  });
  return context.newPage();
}

inEachLanguage(import.meta.url, (lang) => {
  const t = TEXT[lang];

  test(`${lang}: a master creates a staff account with a custom role, which sees only what the role allows`, async ({
    browser,
    page,
    isMobile,
  }, info) => {
    const tag = `${lang}${isMobile ? 'm' : 'd'}`;
    const roleKey = `viewer_${tag}`;
    const staffId = `viewer_${tag}`;
    await officeLogin(page, 'admin', 'staff', lang);

    await page.goto('/partner#/admin/staffRoles/create');
    await page.getByLabel(/^(역할 코드|Role code)/).fill(roleKey);
    await page.getByLabel(/^(이름|Name)/).fill(`Viewer ${tag}`);
    await page.getByRole('checkbox', { name: t.membersRead, exact: true }).check();
    await page.getByRole('checkbox', { name: t.reportsRead, exact: true }).check();
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(`Viewer ${tag}`)).toBeVisible();

    await page.goto('/partner#/admin/staff/create');
    await page.getByLabel(/^(직원 ID|Staff id)/).fill(staffId);
    await page.getByLabel(/^(역할|Role)/).click();
    await page.getByRole('option', { name: `Viewer ${tag}` }).click();
    await page.locator('input[type=password]').fill('pass1234');
    await page.getByRole('button', { name: t.save }).click();
    const row = page.getByRole('row').filter({ hasText: staffId });
    await expect(row).toBeVisible();
    await expect(row.getByText(`Viewer ${tag}`)).toBeVisible();
    await shot(page, `staff-roles-${info.project.name}-${lang}`, { fullPage: true });

    const other = await newPage(browser, page, isMobile);
    await officeLogin(other, staffId, 'staff', lang);
    const items = await menuItems(other, isMobile);
    expect(items).toContain(t.members);
    expect(items).not.toContain(t.deposits);
    expect(items).not.toContain(t.staff);
    await other.keyboard.press('Escape');
    // member01 by its id: journeys before this one may have pushed it off the first page
    await other.goto(`/partner#/admin/members?filter=${encodeURIComponent(JSON.stringify({ memId: 'member01' }))}`);
    await expect(other.getByRole('row').filter({ hasText: 'member01' })).toBeVisible();
    // members.read without members.write: the list offers no form
    await expect(other.getByRole('link', { name: t.create, exact: true })).toHaveCount(0);
    await other.context().close();
  });

  test(`${lang}: a partner adds a read-only sub-user, who signs in and cannot change anything`, async ({
    browser,
    page,
    isMobile,
  }, info) => {
    const suffix = `view${lang}${isMobile ? 'm' : 'd'}`;
    await officeLogin(page, 'ptn04', 'partner', lang);
    await page.goto('/partner#/partner/subUsers/create');
    await page.getByLabel(/^(사용자 이름|Name after the dot)/).fill(suffix);
    await page.locator('input[type=password]').fill('pass1234');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('row').filter({ hasText: `ptn04.${suffix}` })).toBeVisible();
    await shot(page, `staff-subusers-${info.project.name}-${lang}`, { fullPage: true });

    const other = await newPage(browser, page, isMobile);
    await officeLogin(other, `ptn04.${suffix}`, 'partner', lang);
    await expect(other.getByTestId('desk-sub-user')).toContainText(t.readOnly);
    const items = await menuItems(other, isMobile);
    expect(items).toContain(t.lowerMembers);
    expect(items).not.toContain(t.subUsers);
    await other.keyboard.press('Escape');
    // member01 by its id: journeys before this one may have pushed it off the first page
    await other.goto(`/partner#/partner/members?filter=${encodeURIComponent(JSON.stringify({ memId: 'member01' }))}`);
    await expect(other.getByRole('row').filter({ hasText: 'member01' })).toBeVisible();
    await expect(other.getByRole('link', { name: t.create, exact: true })).toHaveCount(0);
    await other.context().close();
  });
});

import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/journey';
import { allowBackToBackCashRequests, call } from './support/site';
import { officeLogin } from './support/office';
import { shot } from './support/shots';
import { inEachLanguage } from './support/languages';

/**
 * Report grids and their CSV export (docs/domains/reports.md) on a desktop and a phone, in Korean
 * and English: a partner opens its deposit report grid, filters it (date bar and the grid's filter
 * panel), exports it, and the downloaded file holds the filtered rows with a BOM, Korean intact,
 * labels and site time.
 */
const TEXT = {
  ko: {
    menu: '입금 보고서',
    openMenu: /메뉴 열기|open menu/i,
    filters: '필터',
    export: 'CSV 내보내기',
    header: ['번호', '아이디', '레벨', '금액', '보너스', '입금자명', '상태', '등록일시', '처리일시'],
    applied: '신청',
    /** A day typed into the date picker's sections, in the Korean order (year, month, day: 2026.11.28.). */
    day: (iso: string) => iso.replace(/-/g, ''),
  },
  en: {
    menu: 'Deposit report',
    openMenu: /open menu/i,
    filters: 'Filters',
    export: 'Export CSV',
    header: ['No.', 'ID', 'Level', 'Amount', 'Bonus', 'Depositor', 'Status', 'Created', 'Processed'],
    applied: 'Applied',
    day: (iso: string) => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`,
  },
} as const;

/** Today in site time (+09:00), as the date bar takes it. */
const siteToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

const listAnswer = (page: Page, check: (body: Record<string, unknown>) => boolean) =>
  page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === '/api/partner/reports/deposits/list' &&
      check(JSON.parse(r.request().postData() ?? '{}') as Record<string, unknown>),
  );

inEachLanguage(import.meta.url, (lang) => {
  test(`a partner filters its deposit report and exports every filtered row (${lang})`, async ({
    page,
    request,
    isMobile,
  }, testInfo) => {
    const t = TEXT[lang];
    const snap = (name: string) =>
      shot(page, `office-reports-${lang}-${testInfo.project.name}-${name}`, { fullPage: true });
    // One pending deposit of member03 (ptn05's subtree) with a Korean depositor; the second language finds it pending.
    await allowBackToBackCashRequests(request);
    const token = (
      await call<{ token: string }>(request, '/api/member/login', { memId: 'member03', memPass: 'pass1234' })
    ).data.token;
    const asked = await call(request, '/api/cash/in', { depositor: '김예금', amount: 120_000, bonusYn: 'N' }, token);
    expect(['200', 'C007'], JSON.stringify(asked)).toContain(asked.resultCode);
    const mine = await call<{ list: { cashIdx: number; status: number; depositor: string }[] }>(
      request,
      '/api/cash/list',
      { page: 1, count_per_list: 10, cashType: 'in' },
      token,
    );
    const depositId = mine.data.list.find((r) => r.depositor === '김예금' && r.status === 0)?.cashIdx;
    expect(depositId, JSON.stringify(mine)).toBeDefined();

    await officeLogin(page, 'ptn05', 'partner', lang);
    const opened = listAnswer(page, () => true);
    if (isMobile) await page.getByRole('button', { name: t.openMenu }).click();
    await page.getByRole('menuitem', { name: t.menu, exact: true }).click();
    await opened;
    const grid = page.getByRole('grid');
    await expect(grid.getByRole('row').filter({ hasText: 'member03' }).first()).toBeVisible();
    await snap('grid');

    // The date bar: from today (site time).
    const dated = listAnswer(page, (b) => (b.filter as Record<string, unknown>)?.dateFrom === siteToday());
    await page.getByTestId('report-dateFrom').getByRole('spinbutton').first().click();
    await page.keyboard.type(t.day(siteToday()));
    await dated;
    // The grid's filter panel: the first column (No.) equal to the new request's number.
    await page.getByRole('button', { name: t.filters }).click();
    const filtered = listAnswer(page, (b) => JSON.stringify(b.where ?? []).includes(String(depositId)));
    await page.locator('.MuiDataGrid-filterFormValueInput input').fill(String(depositId));
    const answer = (await (await filtered).json()) as { data: { total: number; totals: { amount: number } } };
    expect(answer.data.total).toBe(1);
    await page.keyboard.press('Escape');
    await expect(grid.getByRole('row').filter({ hasText: '김예금' })).toHaveCount(1);
    await snap('filtered');

    // The export: every filtered row, the grid's visible columns, in the office language.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.export }).click();
    const file = readFileSync((await (await download).path())!, 'utf8');
    expect(file.charCodeAt(0)).toBe(0xfeff);
    const lines = file.slice(1).trimEnd().split('\r\n');
    expect(lines[0]!.split(',')).toEqual(t.header);
    expect(lines).toHaveLength(2);
    const cells = lines[1]!.split(',');
    // the level (2) and whether a bonus was asked (4) sit between the cells checked
    expect([0, 1, 3, 5, 6].map((n) => cells[n])).toEqual([
      String(depositId),
      'member03',
      '120000',
      '김예금',
      t.applied,
    ]);
    expect(cells[7]).toMatch(new RegExp(`^${siteToday()} \\d{2}:\\d{2}:\\d{2}$`));
    await snap('exported');
  });
});

inEachLanguage(import.meta.url, (lang) => {
  test(`staff read the daily report as a chart and the bet list as a grid (${lang})`, async ({
    page,
    isMobile,
  }, testInfo) => {
    const snap = (name: string) =>
      shot(page, `office-reports-${lang}-${testInfo.project.name}-${name}`, { fullPage: true });
    const menu = async (name: string) => {
      if (isMobile) await page.getByRole('button', { name: TEXT[lang].openMenu }).click();
      await page.getByRole('menuitem', { name, exact: true }).click();
    };
    await officeLogin(page, 'admin', 'staff', lang);
    await menu(lang === 'ko' ? '일별 현황' : 'Daily report');
    await expect(page.getByRole('grid').getByRole('row').filter({ hasText: siteToday() })).toHaveCount(1);
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await snap('daily');
    const bets = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/bets/list');
    await menu(lang === 'ko' ? '베팅 내역' : 'Bets');
    await bets;
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.locator('.MuiDataGrid-row, .MuiDataGrid-overlay').first()).toBeVisible();
    await expect(page.getByRole('button', { name: TEXT[lang].export })).toBeVisible();
    await snap('bets');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import type {
  BannerListResponse,
  MainCashListResponse,
  MainInfoResponse,
  MainResponse,
  OfficeBanner,
} from '../../../src/shared/api/main';
import type { BoardListResponse } from '../../../src/shared/api/board';
import { CONTENT_CACHE_TTL_MS } from '../../../src/server/modules/content/cache';
import { testClock } from '../../support/moneyFixtures';

// Noon in Seoul: outside the 23:30-00:30 bank window.
const clock = testClock('2026-11-21T03:00:00Z');
/** The main page's answers are cached (DESIGN: cheap home page) on the app's clock: move it past the TTL. */
const afterCache = () => clock.advance(CONTENT_CACHE_TTL_MS);
let t: TestApp;
let staff: string;
let member01: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  staff = await t.loginStaff();
  member01 = await t.login('member01');
});
afterAll(() => t.close());

const banner = (data: Record<string, unknown>) =>
  t.call<OfficeBanner>(
    '/api/admin/banners/create',
    { data: { image: 'https://cdn.example.com/x.png', ...data } },
    { token: staff },
  );

describe('§7 banners and popups', () => {
  it('serves the seeded main banners with their stored image at /uploads/banner, script-free', async () => {
    const res = await t.call<BannerListResponse>('/api/etc/banner', { userPageType: 'main' });
    expect(res.resultCode).toBe('200');
    expect(res.data.list.map((b) => b.title)).toEqual(['첫 충전 보너스', '파워볼 오픈']);
    const img = await t.app.inject({ method: 'GET', url: res.data.list[0]!.image });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/svg+xml');
    expect(img.headers['content-security-policy']).toContain("default-src 'none'");
    expect(img.body).toContain('<svg');
    expect((await t.app.inject({ method: 'GET', url: '/uploads/banner/999999' })).statusCode).toBe(404);
  });

  it('shows only banners inside their dates, at most 5, and new ones at once', async () => {
    await banner({ kind: 'main', title: 'later', startDay: '2026-11-22' });
    await banner({ kind: 'main', title: 'over', endDay: '2026-11-20' });
    await banner({ kind: 'main', title: 'today only', startDay: '2026-11-21', endDay: '2026-11-21', ord: 3 });
    const list = (await t.call<BannerListResponse>('/api/etc/banner', {})).data.list;
    expect(list.map((b) => b.title)).toEqual(['첫 충전 보너스', '파워볼 오픈', 'today only']);
    expect(list[2]).toMatchObject({
      image: 'https://cdn.example.com/x.png',
      startDay: '2026-11-21',
      endDay: '2026-11-21',
      type: 'main',
    });

    // Rows written around the office (an import) still show at most 5.
    await t.database.db
      .insertInto('banners')
      .values(
        [4, 5, 6].map((ord) => ({
          site_id: 'demo',
          kind: 'main',
          image: 'https://cdn.example.com/y.png',
          title: `extra ${ord}`,
          ord,
        })),
      )
      .execute();
    // Written around the office, the rows show once the cached answer has expired.
    expect((await t.call<BannerListResponse>('/api/etc/banner', {})).data.list).toHaveLength(3);
    afterCache();
    const capped = (await t.call<BannerListResponse>('/api/etc/banner', {})).data.list;
    expect(capped.map((b) => b.title)).toEqual(['첫 충전 보너스', '파워볼 오픈', 'today only', 'extra 4', 'extra 5']);
  });

  it('gives after-login popups to members only', async () => {
    await banner({ kind: 'afterLogin', title: 'members popup' });
    for (const path of ['/api/etc/popupList', '/api/main/popupList']) {
      expect((await t.call<BannerListResponse>(path, {})).data.list.map((b) => b.type)).toEqual(['popup']);
      expect(
        (await t.call<BannerListResponse>(path, {}, { token: member01 })).data.list.map((b) => b.type).sort(),
      ).toEqual(['afterLogin', 'popup']);
    }
  });

  it('shows at most 3 popups even when more are stored', async () => {
    await t.database.db
      .insertInto('banners')
      .values(
        [1, 2, 3].map((ord) => ({
          site_id: 'demo',
          kind: 'popup',
          image: 'https://cdn.example.com/p.png',
          title: `imported ${ord}`,
          ord: 10 + ord,
        })),
      )
      .execute();
    afterCache();
    expect((await t.call<BannerListResponse>('/api/etc/popupList', {})).data.list.map((b) => b.title)).toEqual([
      '은행 점검 안내',
      'imported 1',
      'imported 2',
    ]);
    expect((await t.call<BannerListResponse>('/api/main/popupList', {}, { token: member01 })).data.list).toHaveLength(
      3,
    );
  });
});

describe('§3 mainInfo and the main page', () => {
  it('answers events, latest notices and the marquee', async () => {
    const info = await t.call<MainInfoResponse>('/api/etc/mainInfo', {});
    expect(info.data.eventList.map((e) => e.title)).toEqual([
      '미니게임 연승 이벤트',
      '매일 출석 체크 이벤트',
      '매일 첫 충전 10% 보너스',
    ]);
    expect(info.data.boardList).toHaveLength(3);
    expect(info.data.boardList.every((b) => b.boardType === 'notice')).toBe(true);
    const main = await t.call<MainResponse>('/api/main', {});
    expect(main.data.marqueeList).toHaveLength(2);
    expect(main.data.marqueeList[0]!.content).toMatch(/^<p>/);
    expect(main.data.bannerList.length).toBeGreaterThanOrEqual(2);
    const nt = await t.call<BoardListResponse>('/api/main/nt/list', { page: 1, count_per_list: 2 });
    expect(nt.data.pageInfo).toEqual({ page: 1, count_per_list: 2, tatal_list_count: 3 });
  });

  it('hides the event list when site option eventYn is N', async () => {
    const site = await t.database.db
      .selectFrom('sites')
      .select('options')
      .where('id', '=', 'demo')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('sites')
      .set({ options: JSON.stringify({ ...site.options, eventYn: 'N' }) })
      .where('id', '=', 'demo')
      .execute();
    t.app.deps.sites.invalidate('demo');
    afterCache();
    try {
      expect((await t.call<MainInfoResponse>('/api/etc/mainInfo', {})).data.eventList).toEqual([]);
      expect((await t.call<MainResponse>('/api/main', {})).data.eventList).toEqual([]);
    } finally {
      await t.database.db
        .updateTable('sites')
        .set({ options: JSON.stringify(site.options) })
        .where('id', '=', 'demo')
        .execute();
      t.app.deps.sites.invalidate('demo');
    }
  });

  it('shows approved deposits and withdrawals with masked ids, and the live request status', async () => {
    const headers = (key: string) => ({ token: member01, 'idempotency-key': key });
    expect((await t.call('/api/cash/in', { depositor: '홍길동11', amount: 50_000 }, headers('dep-1'))).resultCode).toBe(
      '200',
    );
    const member02 = await t.login('member02');
    const out = await t.call(
      '/api/cash/out',
      { amount: 10_000, withdrawPassword: '1234' },
      { token: member02, 'idempotency-key': 'wd-1' },
    );
    expect(out.resultCode).toBe('200');

    const live = await t.call<MainCashListResponse>('/api/main/cashList', {});
    expect(live.data.liveIn).toEqual([expect.objectContaining({ memId: 'me****01', amount: 50_000, status: 0 })]);
    expect(live.data.liveOut).toEqual([expect.objectContaining({ memId: 'me****02', amount: 10_000, status: 0 })]);
    expect(live.data.todayBestOut).toEqual([]);

    for (const [resource, kind] of [
      ['deposits', 'in'],
      ['withdrawals', 'out'],
    ] as const) {
      const row = await t.database.db
        .selectFrom('cash_requests')
        .select('id')
        .where('kind', '=', kind)
        .executeTakeFirstOrThrow();
      expect(
        (
          await t.call(
            `/api/admin/${resource}/approve`,
            { id: row.id },
            { token: staff, 'idempotency-key': `ok-${kind}` },
          )
        ).resultCode,
      ).toBe('200');
    }
    afterCache();
    const info = await t.call<MainInfoResponse>('/api/etc/mainInfo', {});
    expect(info.data.cashInList).toEqual([expect.objectContaining({ memId: 'me****01', amount: 50_000 })]);
    expect(info.data.cashOutList).toEqual([expect.objectContaining({ memId: 'me****02', amount: 10_000 })]);
    const board = await t.call<MainCashListResponse>('/api/main/cashList', {});
    expect(board.data.todayBestOut).toEqual([expect.objectContaining({ memId: 'me****02', amount: 10_000 })]);
    expect(board.data.weeklyBestOut).toEqual(board.data.todayBestOut);
    expect(board.data.liveIn[0]!.status).toBe(1);
    expect(JSON.stringify(board.data)).not.toContain('member0');
  });
});

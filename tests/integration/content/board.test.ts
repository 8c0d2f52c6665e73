import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../support/testApp';
import { verify } from '../../../src/server/modules/ledger/verify';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { memoryRateLimiter } from '../../../src/server/http/rateLimiter';
import type { BoardDetailResponse, BoardListResponse, BoardSaveResponse } from '../../../src/shared/api/board';

let t: TestApp;
let member01: string;
let member02: string;
// The write limits (content/writeLimits.ts, their own test in securityContent.test.ts) start over per test.
let limiterNow = Date.now();

beforeAll(async () => {
  t = await createTestApp({ limiter: memoryRateLimiter(() => limiterNow) });
  [member01, member02] = [await t.login('member01'), await t.login('member02')];
});
afterAll(() => t.close());
beforeEach(() => {
  limiterNow += 61_000;
});

const list = (boardType: string, body: Record<string, unknown> = {}, token?: string) =>
  t.call<BoardListResponse>(
    `/api/board/${boardType}/list`,
    { page: 1, count_per_list: 10, ...body },
    token ? { token } : {},
  );
const write = (body: Record<string, unknown>, token = member01) =>
  t.call<BoardSaveResponse>('/api/board/free/save', { actionKind: 'upload', ...body }, { token });
const read = (boardType: string, boardIdx: number, token?: string) =>
  t.call<BoardDetailResponse>(`/api/board/${boardType}/datail`, { boardIdx }, token ? { token } : {});

describe('§6 who reads which board', () => {
  it('lets a guest read notices, events, FAQ, marquee and guides', async () => {
    for (const type of ['notice', 'event', 'faq', 'mq', 'guide', 'rule']) {
      const res = await list(type);
      expect(res.resultCode, type).toBe('200');
      expect(res.data.list.length, type).toBeGreaterThan(0);
    }
    const faq = await list('faq');
    expect(faq.data.list[0]!.content).toMatch(/<p>/);
    expect((await list('notice')).data.list[0]!.content).toBeUndefined();
  });

  it('asks a guest to log in for the free board and answers E007 for an unknown board', async () => {
    expect((await list('free')).resultCode).toBe('E006');
    expect((await list('free', {}, member01)).resultCode).toBe('200');
    expect((await list('nosuchboard')).resultCode).toBe('E007');
  });
});

describe('§3 write, read, edit, delete on the free board', () => {
  it('writes with the session member as writer, whatever the body says', async () => {
    const res = await write({
      title: 'Hello board',
      content: '<p>first post</p>',
      memId: 'member02',
      memName: 'hacker',
    });
    expect(res.resultCode).toBe('200');
    const detail = await read('free', res.data.boardIdx, member01);
    expect(detail.data.board).toMatchObject({
      title: 'Hello board',
      content: '<p>first post</p>',
      memName: '회원1',
      isMine: true,
      views: 1,
    });
    expect((await read('free', res.data.boardIdx, member02)).data.board).toMatchObject({ isMine: false, views: 2 });
  });

  it('requires title and content (E003 naming them), also when cleaning leaves nothing', async () => {
    const empty = await write({ title: '', content: '' });
    expect(empty.resultCode).toBe('E003');
    expect((empty.data as unknown as { fields: string[] }).fields).toEqual(
      expect.arrayContaining(['title', 'content']),
    );
    const onlyScript = await write({ title: '<script>x</script>', content: '<script>alert(1)</script>' });
    expect(onlyScript.resultCode).toBe('E003');
    expect((onlyScript.data as unknown as { fields: string[] }).fields).toEqual(['title', 'content']);
  });

  it('refuses writes to staff boards (U029) and to guests (E006)', async () => {
    expect(
      (await t.call('/api/board/notice/save', { actionKind: 'upload', title: 'x', content: 'y' }, { token: member01 }))
        .resultCode,
    ).toBe('U029');
    expect((await t.call('/api/board/free/save', { actionKind: 'upload', title: 'x', content: 'y' })).resultCode).toBe(
      'E006',
    );
  });

  it("edits and deletes only one's own post; another member's answers E007 and changes nothing", async () => {
    const { data } = await write({ title: 'mine', content: 'body' });
    expect((await write({ boardIdx: data.boardIdx, title: 'stolen', content: 'x' }, member02)).resultCode).toBe('E007');
    expect(
      (await t.call('/api/board/free/save', { actionKind: 'delete', boardIdx: data.boardIdx }, { token: member02 }))
        .resultCode,
    ).toBe('E007');
    expect((await read('free', data.boardIdx, member01)).data.board.title).toBe('mine');

    expect((await write({ boardIdx: data.boardIdx, title: 'edited', content: 'new body' })).resultCode).toBe('200');
    expect((await read('free', data.boardIdx, member01)).data.board.title).toBe('edited');
    expect(
      (await t.call('/api/board/free/save', { actionKind: 'delete', boardIdx: data.boardIdx }, { token: member01 }))
        .resultCode,
    ).toBe('200');
    expect((await read('free', data.boardIdx, member01)).resultCode).toBe('E007');
  });

  it('does not open a post through another board type', async () => {
    const notice = (await list('notice')).data.list[0]!;
    expect((await read('event', notice.boardIdx)).resultCode).toBe('E007');
    expect((await read('notice', notice.boardIdx)).resultCode).toBe('200');
  });
});

describe('XSS: content is sanitised on the server', () => {
  it.each([
    ['<script>alert(document.cookie)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)><b>b</b>', '<b>b</b>'],
    ['<a href="javascript:alert(1)">link</a>', '<a target="_blank" rel="noopener noreferrer nofollow">link</a>'],
    ['<p onmouseover="steal()">hover</p>', '<p>hover</p>'],
    ['<iframe src="https://evil.example"></iframe><i>i</i>', '<i>i</i>'],
    // a remote image would make every reader's browser call the author's server: only the site's stay
    ['<img src="https://tracker.example/p.png"><i>i</i>', '<i>i</i>'],
    ['<img src="/uploads/banner/1">', '<img src="/uploads/banner/1" />'],
  ])('stores %s as %s', async (content, stored) => {
    const { data } = await write({ title: '<b>T</b><script>x()</script>itle', content });
    const { board } = (await read('free', data.boardIdx, member01)).data;
    expect(board.content).toBe(stored);
    expect(board.title).toBe('Title');
  });
});

describe('§3 comments', () => {
  it("adds a comment as the session member and counts it; deletes only one's own", async () => {
    const { data } = await write({ title: 'with comments', content: 'c' });
    const cmt = await t.call<{ cmtIdx: number }>(
      '/api/board/cmtSave',
      { boardIdx: data.boardIdx, content: 'nice <script>x</script>', regId: 'member03', memName: 'x' },
      { token: member02 },
    );
    expect(cmt.resultCode).toBe('200');
    let board = (await read('free', data.boardIdx, member01)).data.board;
    expect(board.commentCount).toBe(1);
    expect(board.comments).toEqual([
      expect.objectContaining({ cmtIdx: cmt.data.cmtIdx, memName: '회원2', content: 'nice', isMine: false }),
    ]);

    expect(
      (await t.call('/api/board/cmtSave', { actionKind: 'delete', cmtIdx: cmt.data.cmtIdx }, { token: member01 }))
        .resultCode,
    ).toBe('E007');
    expect(
      (await t.call('/api/board/cmtSave', { actionKind: 'delete', cmtIdx: cmt.data.cmtIdx }, { token: member02 }))
        .resultCode,
    ).toBe('200');
    board = (await read('free', data.boardIdx, member01)).data.board;
    expect(board.commentCount).toBe(0);
    expect(board.comments).toEqual([]);
  });

  it("pays site option commentPoint once per member and post, never on one's own post", async () => {
    const site = await t.database.db
      .selectFrom('sites')
      .select('options')
      .where('id', '=', 'demo')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('sites')
      .set({ options: JSON.stringify({ ...site.options, commentPoint: 100 }) })
      .where('id', '=', 'demo')
      .execute();
    t.app.deps.sites.invalidate('demo');
    const points = async (token: string) =>
      (await t.call<{ pointAmt: number }>('/api/member/info', {}, { token })).data.pointAmt;
    try {
      const { data } = await write({ title: 'comment points', content: 'c' });
      const [p1, p2] = [await points(member01), await points(member02)];
      await t.call('/api/board/cmtSave', { boardIdx: data.boardIdx, content: 'first' }, { token: member02 });
      await t.call('/api/board/cmtSave', { boardIdx: data.boardIdx, content: 'second' }, { token: member02 });
      await t.call('/api/board/cmtSave', { boardIdx: data.boardIdx, content: 'own post' }, { token: member01 });
      expect([await points(member01), await points(member02)]).toEqual([p1, p2 + 100]);
      expect((await read('free', data.boardIdx, member01)).data.board.commentCount).toBe(3);
      expect((await verify(t.database.db)).violations).toEqual([]);
    } finally {
      await t.database.db
        .updateTable('sites')
        .set({ options: JSON.stringify(site.options) })
        .where('id', '=', 'demo')
        .execute();
      t.app.deps.sites.invalidate('demo');
    }
  });

  it('refuses comments on boards without them and from guests', async () => {
    const notice = (await list('notice')).data.list[0]!;
    expect(
      (await t.call('/api/board/cmtSave', { boardIdx: notice.boardIdx, content: 'x' }, { token: member01 })).resultCode,
    ).toBe('U029');
    expect((await t.call('/api/board/cmtSave', { boardIdx: notice.boardIdx, content: 'x' })).resultCode).toBe('E006');
  });
});

describe('§3 paging, search and §5 date filters', () => {
  let ids: number[] = [];
  beforeAll(async () => {
    ids = [];
    for (let i = 1; i <= 12; i++) {
      limiterNow += 61_000; // twelve posts of one member, a minute apart for the write limit
      ids.push(
        (await write({ title: `paging ${String(i).padStart(2, '0')} zebra`, content: `n${i}` }, member02)).data
          .boardIdx,
      );
    }
  });

  it('pages newest first with tatal_list_count and idxList', async () => {
    const p1 = await list('free', { searchValue: 'zebra', count_per_list: 5 }, member01);
    expect(p1.data.pageInfo).toEqual({ page: 1, count_per_list: 5, tatal_list_count: 12 });
    expect(p1.data.idxList).toEqual(ids.slice(-5).reverse());
    expect(p1.data.list.map((b) => b.boardIdx)).toEqual(p1.data.idxList);
    const p3 = await list('free', { searchValue: 'zebra', count_per_list: 5, page: 3 }, member01);
    expect(p3.data.idxList).toEqual(ids.slice(0, 2).reverse());
    const beyond = await list('free', { searchValue: 'zebra', count_per_list: 5, page: 9 }, member01);
    expect(beyond.data).toMatchObject({ list: [], idxList: [], pageInfo: { tatal_list_count: 12 } });
  });

  it('searches title and content, with LIKE wildcards taken literally', async () => {
    expect((await list('free', { searchValue: 'paging 07' }, member01)).data.pageInfo.tatal_list_count).toBe(1);
    expect((await list('free', { searchValue: 'n12' }, member01)).data.pageInfo.tatal_list_count).toBe(1);
    expect((await list('free', { searchValue: '%' }, member01)).data.pageInfo.tatal_list_count).toBe(0);
  });

  it('takes a day without a time as the whole day in site time', async () => {
    const { regDate } = (await list('free', { searchValue: 'zebra' }, member01)).data.list[0]!;
    const siteToday = new Date(Date.parse(regDate) + 9 * 3600_000).toISOString().slice(0, 10);
    const dayBefore = new Date(Date.parse(siteToday) - 86400_000).toISOString().slice(0, 10);
    const dayAfter = new Date(Date.parse(siteToday) + 86400_000).toISOString().slice(0, 10);
    const count = async (startDate: string, endDate: string) =>
      (await list('free', { searchValue: 'zebra', startDate, endDate }, member01)).data.pageInfo.tatal_list_count;
    expect(await count(siteToday, siteToday)).toBe(12);
    expect(await count(dayBefore, dayBefore)).toBe(0);
    expect(await count(dayAfter, '')).toBe(0);
    expect(await count('', siteToday)).toBe(12);
    expect((await list('free', { startDate: '2026-02-30' }, member01)).resultCode).toBe('E003');
  });
});

describe('the unfiltered total', () => {
  it('follows writes, edits, deletes, staff hiding and moving, and ignores views and comments', async () => {
    const staff = await t.loginStaff();
    const shown = async (type: string) => (await list(type, {}, member01)).data.pageInfo.tatal_list_count;
    const rows = async (type: string) =>
      Number(
        (
          await t.database.db
            .selectFrom('boards')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('board_type', '=', type)
            .where('deleted_at', 'is', null)
            .where('enabled', '=', true)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const check = async (expected: number) => {
      expect(await shown('free')).toBe(expected);
      expect(await rows('free')).toBe(expected);
    };
    const start = await shown('free');
    await check(start);
    const a = (await write({ title: 'count a', content: 'x' })).data.boardIdx;
    const b = (await write({ title: 'count b', content: 'x' })).data.boardIdx;
    await check(start + 2);
    await write({ boardIdx: a, title: 'count a2', content: 'y' });
    await read('free', a, member02);
    await t.call('/api/board/cmtSave', { boardIdx: a, content: 'c' }, { token: member02 });
    await check(start + 2);
    await t.call('/api/board/free/save', { actionKind: 'delete', boardIdx: a }, { token: member01 });
    await check(start + 1);
    await t.call('/api/admin/boards/update', { id: b, data: { enabled: false } }, { token: staff });
    await check(start);
    await t.call('/api/admin/boards/update', { id: b, data: { enabled: true, boardType: 'guide' } }, { token: staff });
    await check(start);
    expect(await shown('guide')).toBe(await rows('guide'));
    await t.call('/api/admin/boards/update', { id: b, data: { boardType: 'free' } }, { token: staff });
    await check(start + 1);
    await t.call('/api/admin/boards/delete', { id: b }, { token: staff });
    await check(start);
  });
});

describe('pages of an unfiltered board, found through the posts per day', () => {
  it('answer what OFFSET over the visible posts answers: across days, at midnight, with ties, hidden, deleted and re-dated posts', async () => {
    const member = await t.database.db
      .selectFrom('members')
      .select('id')
      .where('mem_id', '=', 'member01')
      .executeTakeFirstOrThrow();
    // 45 posts over 8 UTC days, three to a timestamp (ties fall to id), every fifth at midnight itself.
    await sql`insert into boards (site_id, board_type, category, title, content, member_id, writer, enabled, deleted_at, created_at, updated_at)
      select ${DEMO.siteId}, 'free', 'normal', 'day ' || g, 'x', ${member.id}, 'w', g % 11 <> 0, case when g % 13 = 0 then now() end,
             date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - (g / 6 || ' days')::interval - case when g % 5 = 0 then interval '0' else (g / 3 || ' hours')::interval end, now()
      from generate_series(1, 45) g`.execute(t.database.db);
    const expectPages = async () => {
      const ids = (
        await t.database.db
          .selectFrom('boards')
          .select('id')
          .where('board_type', '=', 'free')
          .where('deleted_at', 'is', null)
          .where('enabled', '=', true)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute()
      ).map((r) => r.id);
      for (let page = 1; page <= Math.ceil(ids.length / 4) + 1; page++) {
        const answer = (await list('free', { page, count_per_list: 4 }, member01)).data;
        expect(answer.idxList).toEqual(ids.slice((page - 1) * 4, page * 4));
        expect(answer.pageInfo.tatal_list_count).toBe(ids.length);
      }
    };
    await expectPages();
    await sql`update boards set created_at = created_at - interval '3 days' where title in ('day 7', 'day 8')`.execute(
      t.database.db,
    );
    await sql`update boards set deleted_at = now() where title = 'day 20'`.execute(t.database.db);
    await expectPages();
  });
});

describe('site option boardStatus', () => {
  it('N closes the free board (U029) but not the notices', async () => {
    const setOptions = async (options: string) => {
      await t.database.db.updateTable('sites').set({ options }).where('id', '=', 'demo').execute();
      t.app.deps.sites.invalidate('demo');
    };
    const site = await t.database.db
      .selectFrom('sites')
      .select('options')
      .where('id', '=', 'demo')
      .executeTakeFirstOrThrow();
    await setOptions(JSON.stringify({ ...site.options, boardStatus: 'N' }));
    try {
      expect((await list('free', {}, member01)).resultCode).toBe('U029');
      expect((await list('notice')).resultCode).toBe('200');
    } finally {
      await setOptions(JSON.stringify(site.options));
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { hashSecret } from '../../../src/server/modules/identity/passwords';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import type { OfficeList } from '../../../src/shared/api/office';
import type { BoardListResponse, OfficeBoard } from '../../../src/shared/api/board';
import type { OfficeBanner } from '../../../src/shared/api/main';

let t: TestApp;
let staff: string;
let depositStaff: string;
let partner: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db
    .insertInto('staff')
    .values({
      site_id: DEMO.siteId,
      staff_id: 'cashier',
      name: '입금담당',
      password_hash: await hashSecret(t.config, DEMO.password),
      role: 'deposit',
      totp_secret: null,
    })
    .execute();
  [staff, depositStaff, partner, member] = [
    await t.loginStaff(),
    await t.loginStaff('cashier'),
    await t.loginOffice('ptn01'),
    await t.login('member01'),
  ];
});
afterAll(() => t.close());

const admin = <T>(path: string, body: Record<string, unknown>, token = staff) =>
  t.call<T>(`/api/admin/${path}`, body, { token });
const auditRows = (action: string) =>
  t.database.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();
const svg = (n: number) =>
  `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><text>${n}</text></svg>`).toString('base64')}`;

describe('§6 who may use the content office', () => {
  const calls: [string, Record<string, unknown>][] = [
    ...['notices', 'events', 'faq', 'boards', 'banners', 'inquiries', 'messages'].flatMap(
      (r): [string, Record<string, unknown>][] => [
        [`${r}/list`, {}],
        [`${r}/get`, { id: 1 }],
        [`${r}/getMany`, { ids: [1] }],
      ],
    ),
    ['notices/create', { data: { title: 't', content: 'c' } }],
    ['notices/update', { id: 1, data: { title: 't' } }],
    ['notices/delete', { id: 1 }],
    ['boards/delete', { id: 1 }],
    ['banners/create', { data: { kind: 'main', image: svg(1) } }],
    ['banners/delete', { id: 1 }],
    ['inquiries/answer', { id: 1, answer: 'a' }],
    ['messages/create', { data: { all: true, title: 't', content: 'c' } }],
  ];

  it('refuses partners and non-content staff roles with U029, members and guests with E006, changing nothing', async () => {
    const before = await t.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const [path, body] of calls) {
      for (const [who, token] of [
        ['partner', partner],
        ['deposit staff', depositStaff],
      ] as const) {
        expect((await admin(path, body, token)).resultCode, `${who} ${path}`).toBe('U029');
      }
      // a member session is no office session at all
      // (docs/architecture/security.md#where-sessions-live)
      expect((await admin(path, body, member)).resultCode, `member ${path}`).toBe('E006');
      expect((await t.call(`/api/admin/${path}`, body)).resultCode, `guest ${path}`).toBe('E006');
    }
    const after = await t.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await admin<OfficeList<OfficeBoard>>('notices/list', {})).resultCode).toBe('200');
  });
});

describe('notices, events, FAQ and boards', () => {
  it('creates a sanitised notice that guests then see, audited in the same transaction', async () => {
    const res = await admin<OfficeBoard>('notices/create', {
      data: { title: '<i>점검</i> 안내', content: '<p>내일 점검</p><script>x()</script>' },
    });
    expect(res.resultCode).toBe('200');
    expect(res.data).toMatchObject({
      boardType: 'notice',
      category: 'normal',
      title: '점검 안내',
      content: '<p>내일 점검</p>',
      writer: '관리자',
      enabled: true,
    });
    const pub = await t.call<BoardListResponse>('/api/board/notice/list', {});
    expect(pub.data.list[0]).toMatchObject({ boardIdx: res.data.id, title: '점검 안내', memName: '관리자' });
    expect(await auditRows('board.create')).toEqual([
      expect.objectContaining({ actor_id: 'admin', target: `board:${res.data.id}` }),
    ]);
  });

  it('updates only what is sent, hides and deletes; every write audited', async () => {
    const { data } = await admin<OfficeBoard>('events/create', {
      data: { title: '이벤트', content: '<p>e</p>', category: 'event' },
    });
    const upd = await admin<OfficeBoard>('events/update', { id: data.id, data: { title: '이벤트 수정' } });
    expect(upd.data).toMatchObject({ title: '이벤트 수정', category: 'event', content: '<p>e</p>', enabled: true });
    await admin('events/update', { id: data.id, data: { enabled: false } });
    expect((await t.call<BoardListResponse>('/api/board/event/list', {})).data.idxList).not.toContain(data.id);
    expect((await admin('events/delete', { id: data.id })).resultCode).toBe('200');
    expect((await admin('events/get', { id: data.id })).resultCode).toBe('E007');
    expect((await auditRows('board.update')).filter((r) => r.target === `board:${data.id}`)).toHaveLength(2);
    expect(await auditRows('board.delete')).toEqual([expect.objectContaining({ target: `board:${data.id}` })]);
  });

  it('keeps each fixed resource to its own type', async () => {
    const notice = await admin<OfficeBoard>('notices/create', { data: { title: 'n', content: 'c' } });
    expect((await admin('events/get', { id: notice.data.id })).resultCode).toBe('E007');
    expect((await admin('faq/update', { id: notice.data.id, data: { title: 'x' } })).resultCode).toBe('E007');
    expect((await admin('faq/delete', { id: notice.data.id })).resultCode).toBe('E007');
    expect((await admin<OfficeBoard>('boards/get', { id: notice.data.id })).data.boardType).toBe('notice');
  });

  it("lists, filters and pages, with a member's post and its memId", async () => {
    await t.call(
      '/api/board/free/save',
      { actionKind: 'upload', title: 'member post', content: 'x' },
      { token: member },
    );
    const res = await admin<OfficeList<OfficeBoard>>('boards/list', { filter: { boardType: 'free' }, perPage: 5 });
    expect(res.data.total).toBe(1);
    expect(res.data.list[0]).toMatchObject({ title: 'member post', memId: 'member01', writer: '회원1' });
    const faq = await admin<OfficeList<OfficeBoard>>('faq/list', { perPage: 2, sort: { field: 'id', order: 'ASC' } });
    expect(faq.data.total).toBe(4);
    expect(faq.data.list).toHaveLength(2);
    expect(faq.data.list[0]!.id).toBeLessThan(faq.data.list[1]!.id);
    expect((await admin('boards/create', { data: { title: 't', content: 'c' } })).data).toEqual({
      fields: ['data.boardType'],
    });
  });
});

describe('staff messages', () => {
  const count = async (title: string) =>
    Number(
      (
        await t.database.db
          .selectFrom('messages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('title', '=', title)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('sends to one member, a level or everyone: one row per recipient, audited', async () => {
    const one = await admin<{ id: number; recipients: number }>('messages/create', {
      data: { memId: 'member02', title: 'to one', content: 'x' },
    });
    expect(one.data.recipients).toBe(1);
    await t.database.db
      .updateTable('members')
      .set({ level: 3 })
      .where('mem_id', 'in', ['member01', 'member03'])
      .execute();
    expect(
      (await admin<{ recipients: number }>('messages/create', { data: { level: 3, title: 'to level', content: 'x' } }))
        .data.recipients,
    ).toBe(2);
    const members = await t.database.db
      .selectFrom('members')
      .select('id')
      .where('site_id', '=', DEMO.siteId)
      .where('status', '<>', 'deleted')
      .execute();
    expect(
      (await admin<{ recipients: number }>('messages/create', { data: { all: true, title: 'to all', content: 'x' } }))
        .data.recipients,
    ).toBe(members.length);
    expect([await count('to one'), await count('to level'), await count('to all')]).toEqual([1, 2, members.length]);
    expect((await auditRows('message.send')).map((r) => r.after!.count)).toEqual([1, 2, members.length]);
    const list = await admin<OfficeList<{ memId: string; title: string }>>('messages/list', {
      filter: { q: 'to level' },
    });
    expect(list.data.list.map((m) => m.memId).sort()).toEqual(['member01', 'member03']);
  });

  it('needs exactly one target and a known member', async () => {
    expect((await admin('messages/create', { data: { title: 't', content: 'c' } })).resultCode).toBe('E003');
    expect(
      (await admin('messages/create', { data: { memId: 'member01', all: true, title: 't', content: 'c' } })).resultCode,
    ).toBe('E003');
    expect((await admin('messages/create', { data: { memId: 'nobody', title: 't', content: 'c' } })).resultCode).toBe(
      'U001',
    );
    expect(
      (await admin('messages/create', { data: { level: 99, title: 'nobody at 99', content: 'c' } })).resultCode,
    ).toBe('U001');
    expect(await count('nobody at 99')).toBe(0);
  });
});

describe('§9 banners: at most 5 main banners and 3 popups', () => {
  const create = (data: Record<string, unknown>) =>
    admin<OfficeBanner>('banners/create', { data: { image: svg(0), ...data } });

  it('adds main banners up to 5 and refuses the 6th with E003 naming the kind', async () => {
    // The demo seed has 2 main banners.
    for (const n of [3, 4, 5])
      expect((await create({ kind: 'main', image: svg(n), title: `main ${n}` })).resultCode).toBe('200');
    const sixth = await create({ kind: 'main', title: 'main 6' });
    expect(sixth).toMatchObject({ resultCode: 'E003', data: { fields: ['data.kind'], limit: 5 } });
    // A disabled one or one already over is not counted; enabling it is refused.
    const off = await create({ kind: 'main', enabled: false });
    expect(off.resultCode).toBe('200');
    expect((await create({ kind: 'main', startDay: '2020-01-01', endDay: '2020-01-31' })).resultCode).toBe('200');
    expect((await admin('banners/update', { id: off.data.id, data: { enabled: true } })).resultCode).toBe('E003');
    expect((await admin<OfficeBanner>('banners/get', { id: off.data.id })).data.enabled).toBe(false);
  });

  it('counts popups and after-login popups together up to 3', async () => {
    // The demo seed has 1 popup.
    expect((await create({ kind: 'popup' })).resultCode).toBe('200');
    const after = await create({ kind: 'afterLogin' });
    expect(after.resultCode).toBe('200');
    expect((await create({ kind: 'popup' })).resultCode).toBe('E003');
    expect((await admin('banners/delete', { id: after.data.id })).resultCode).toBe('200');
    expect((await create({ kind: 'afterLogin' })).resultCode).toBe('200');
  });

  it('takes an image only as an image data URL or an http(s) address of at most 1 MB', async () => {
    const refused = [
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      `data:image/png;base64,${'A'.repeat(1_000_000)}`,
      'ftp://x/y.png',
    ];
    for (const image of refused) {
      const res = await create({ kind: 'main', enabled: false, image });
      expect(res.resultCode, image.slice(0, 30)).toBe('E003');
    }
    expect(
      (
        await create({
          kind: 'main',
          enabled: false,
          image: 'https://cdn.example.com/b.png',
          link: 'javascript:alert(1)',
        })
      ).data,
    ).toEqual({ fields: ['data.link'] });
    const ok = await create({
      kind: 'main',
      enabled: false,
      image: 'https://cdn.example.com/b.png',
      link: '/eventlist',
    });
    expect(ok.data).toMatchObject({ image: 'https://cdn.example.com/b.png', link: '/eventlist' });
  });

  it('refuses an end day before the start day and audits every banner write', async () => {
    expect((await create({ kind: 'main', enabled: false, startDay: '2030-02-01', endDay: '2030-01-01' })).data).toEqual(
      { fields: ['data.endDay'] },
    );
    // Every banner of this file but the 3 seeded ones has its create line; one was deleted since.
    const creates = await auditRows('banner.create');
    const banners = await t.database.db.selectFrom('banners').select('id').execute();
    expect(creates).toHaveLength(banners.length - 3 + 1);
    expect(creates.every((r) => r.actor_kind === 'staff' && r.actor_id === 'admin')).toBe(true);
    expect(await auditRows('banner.delete')).toHaveLength(1);
    expect(await auditRows('banner.update')).toHaveLength(0);
  });

  it('lists images by address and gets the stored one for editing', async () => {
    const list = await admin<OfficeList<OfficeBanner>>('banners/list', {
      filter: { kind: 'main', enabled: true },
      sort: { field: 'ord', order: 'ASC' },
    });
    // 5 showing plus the enabled one whose dates are over.
    expect(list.data.list.length).toBe(6);
    const stored = list.data.list.find((b) => b.image.startsWith('/uploads/banner/'))!;
    expect((await admin<OfficeBanner>('banners/get', { id: stored.id })).data.image).toMatch(
      /^data:image\/svg\+xml;base64,/,
    );
  });
});

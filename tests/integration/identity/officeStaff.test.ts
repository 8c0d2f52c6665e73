import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { createEventBus, type DomainEvent } from '../../../src/server/events/bus';
import type { OfficeList } from '../../../src/shared/api/office';
import type {
  AdminMemberRecord,
  AuditRecord,
  BlockRecord,
  CodeRecord,
  LevelRecord,
  PartnerRecord,
  PartnerTreeNode,
  SiteCheckRecord,
  SiteOptions,
} from '../../../src/shared/api/office/index';

/**
 * The office, staff side (docs/domains/members.md#staff-members): members, partners and their tree,
 * site checks and options, lists, audit.
 */
let t: TestApp;
let admin: string;
const events: DomainEvent[] = [];
const as = () => ({ token: admin });

beforeAll(async () => {
  const bus = createEventBus(() => undefined);
  bus.subscribe((e) => events.push(e));
  t = await createTestApp({ bus });
  admin = await t.loginStaff();
});
afterAll(() => t.close());

const memberByMemId = async (memId: string) =>
  (await t.call<OfficeList<AdminMemberRecord>>('/api/admin/members/list', { filter: { memId } }, as())).data.list.find(
    (m) => m.memId === memId,
  )!;

describe('staff members', () => {
  it('lists every member with filters and balances', async () => {
    const res = await t.call<OfficeList<AdminMemberRecord>>(
      '/api/admin/members/list',
      { filter: { tier: 'NORMAL' }, sort: { field: 'memId', order: 'ASC' } },
      as(),
    );
    expect(res.data.list.map((m) => m.memId)).toEqual(['member01', 'member02', 'member03', 'member04']);
    expect(res.data.list[0]).toMatchObject({ parentMemId: 'ptn05', depth: 6, canBet: true, locked: false, memo: '' });
    const sub = await t.call<OfficeList<AdminMemberRecord>>(
      '/api/admin/members/list',
      { filter: { partnerMemId: 'ptn04' } },
      as(),
    );
    expect(sub.data.total).toBe(5);
  });

  it('approves a waiting sign-up, then it can log in', async () => {
    const waiting = await memberByMemId('member04');
    await expect(t.login('member04')).rejects.toThrow(/U002/);
    const res = await t.call<AdminMemberRecord>('/api/admin/members/approve', { id: waiting.id }, as());
    expect(res.data.status).toBe('normal');
    expect(await t.login('member04')).toBeTruthy();
    expect((await t.call('/api/admin/members/approve', { id: waiting.id }, as())).resultCode).not.toBe('200');
  });

  it('a lock ends the sessions and publishes LOCK_BET_YN; a memo is kept', async () => {
    const token = await t.login('member02');
    const m = await memberByMemId('member02');
    events.length = 0;
    const res = await t.call<AdminMemberRecord>(
      '/api/admin/members/update',
      { id: m.id, data: { locked: true, canBet: false, memo: '확인 필요' } },
      as(),
    );
    expect(res.data).toMatchObject({ locked: true, canBet: false, memo: '확인 필요' });
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'lockBet', memberId: m.id, canBet: false, locked: true }),
        expect.objectContaining({ type: 'logout', memberId: m.id }),
      ]),
    );
    expect((await t.call('/api/member/info', {}, { token })).resultCode).toBe('E006');
    await t.call('/api/admin/members/update', { id: m.id, data: { locked: false, canBet: true } }, as());
    expect(await t.login('member02')).toBeTruthy();
  });

  it('refuses a nickname another member holds and a bad status, changing nothing', async () => {
    const m = await memberByMemId('member03');
    expect((await t.call('/api/admin/members/update', { id: m.id, data: { memNick: '회원1' } }, as())).resultCode).toBe(
      'U006',
    );
    expect((await t.call('/api/admin/members/update', { id: m.id, data: { status: 'gone' } }, as())).resultCode).toBe(
      'E003',
    );
    expect((await memberByMemId('member03')).memNick).toBe('회원3');
  });
});

describe('staff partners', () => {
  it('shows the tree and creates a head office and a lower partner with rates checked', async () => {
    const tree = await t.call<PartnerTreeNode[]>('/api/admin/partners/tree', {}, as());
    expect(tree.data).toHaveLength(1);
    let node = tree.data[0]!;
    const chain = [node.memId];
    while (node.children.length) chain.push((node = node.children[0]!).memId);
    expect(chain).toEqual(['ptn01', 'ptn02', 'ptn03', 'ptn04', 'ptn05']);
    expect(node.memberCount).toBe(4);

    const base = { name: '이영희', password: 'pass1234' };
    const head = await t.call<PartnerRecord>(
      '/api/admin/partners/create',
      {
        data: {
          ...base,
          memId: 'hq0002',
          memNick: '본사2',
          phone: '010-8000-0001',
          tier: 'PTN_1',
          rates: [{ gameGroup: 'casino', rollingBp: 200, losingBp: 4000 }],
        },
      },
      as(),
    );
    expect(head.data).toMatchObject({ tier: 'PTN_1', parentId: null, childCount: 0 });
    const high = await t.call(
      '/api/admin/partners/create',
      {
        data: {
          ...base,
          memId: 'mo0002',
          memNick: '부본사2',
          phone: '010-8000-0002',
          tier: 'PTN_2',
          parentId: head.data.id,
          rates: [{ gameGroup: 'casino', rollingBp: 201, losingBp: 0 }],
        },
      },
      as(),
    );
    expect(high.resultCode).toBe('G010');
    const low = await t.call<PartnerRecord>(
      '/api/admin/partners/create',
      {
        data: {
          ...base,
          memId: 'mo0002',
          memNick: '부본사2',
          phone: '010-8000-0002',
          tier: 'PTN_2',
          parentId: head.data.id,
          rates: [{ gameGroup: 'casino', rollingBp: 150, losingBp: 3000 }],
        },
      },
      as(),
    );
    expect(low.data).toMatchObject({ parentMemId: 'hq0002', tier: 'PTN_2' });
    // Lowering the parent below its child would put the child above its parent.
    const below = await t.call(
      '/api/admin/partners/update',
      { id: head.data.id, data: { rates: [{ gameGroup: 'casino', rollingBp: 100, losingBp: 4000 }] } },
      as(),
    );
    expect(below).toMatchObject({ resultCode: 'G010', data: { field: 'rates.casino.rollingBp', min: 150 } });
    const list = await t.call<OfficeList<PartnerRecord>>('/api/admin/partners/list', { filter: { memId: 'hq' } }, as());
    expect(list.data.list[0]).toMatchObject({ memId: 'hq0002', childCount: 1, subtreeCount: 1 });
  });
});

describe('site checks and options', () => {
  it('switching site maintenance on and off publishes INSPECT and closes member calls at once', async () => {
    events.length = 0;
    const created = await t.call<SiteCheckRecord>(
      '/api/admin/siteChecks/create',
      { data: { checkType: 'site', checking: true } },
      as(),
    );
    expect(created.data).toMatchObject({ checkType: 'site', active: true });
    expect(events).toContainEqual({ type: 'inspect', siteId: 'demo', on: true });
    expect((await t.call('/api/member/login', { memId: 'member01', memPass: 'pass1234' })).resultCode).toBe('S001');
    const off = await t.call<SiteCheckRecord>(
      '/api/admin/siteChecks/update',
      { id: created.data.id, data: { checking: false } },
      as(),
    );
    expect(off.data.active).toBe(false);
    expect(events).toContainEqual({ type: 'inspect', siteId: 'demo', on: false });
    expect((await t.call('/api/member/login', { memId: 'member01', memPass: 'pass1234' })).resultCode).toBe('200');
    expect(
      (await t.call('/api/admin/siteChecks/create', { data: { checkType: 'game', checking: true } }, as())).resultCode,
    ).toBe('E003');
    expect((await t.call('/api/admin/siteChecks/delete', { id: created.data.id }, as())).resultCode).toBe('200');
  });

  it('site options are validated whole and take effect at once', async () => {
    expect((await t.call('/api/admin/siteOptions/update', { data: { depositMin: -1 } }, as())).resultCode).toBe('E003');
    // signed in to the office before the site stops taking partners (after it, the login itself is U029)
    const partner = await t.loginOffice('ptn03');
    const res = await t.call<SiteOptions>(
      '/api/admin/siteOptions/update',
      { data: { recommendYn: 'N', pointChangeAmtUnit: 500 } },
      as(),
    );
    expect(res.data).toMatchObject({ recommendYn: 'N', pointChangeAmtUnit: 500, sns1: 'telegram' });
    expect((await t.call('/api/partner/me', {}, { token: partner })).resultCode).toBe('U029');
    await t.call('/api/admin/siteOptions/update', { data: { recommendYn: 'Y' } }, as());
    expect((await t.call('/api/partner/me', {}, { token: partner })).resultCode).toBe('200');
  });
});

describe('block lists, levels, codes, audit', () => {
  it('blocks an IP (login refused) and unblocks it', async () => {
    const created = await t.call<BlockRecord>(
      '/api/admin/blocklist/create',
      { data: { kind: 'ip', value: '127.0.0.1', memo: 'abuse' } },
      as(),
    );
    expect(created.data.id).toBe('ip:127.0.0.1');
    expect(
      (await t.call('/api/admin/blocklist/create', { data: { kind: 'ip', value: '127.0.0.1' } }, as())).resultCode,
    ).toBe('E003');
    expect((await t.call('/api/member/login', { memId: 'member01', memPass: 'pass1234' })).resultCode).toBe('U012');
    const list = await t.call<OfficeList<BlockRecord>>('/api/admin/blocklist/list', { filter: { kind: 'ip' } }, as());
    expect(list.data.list.map((b) => b.value)).toEqual(['127.0.0.1']);
    expect((await t.call('/api/admin/blocklist/delete', { id: 'ip:127.0.0.1' }, as())).resultCode).toBe('200');
    expect((await t.call('/api/member/login', { memId: 'member01', memPass: 'pass1234' })).resultCode).toBe('200');
  });

  it('level limits must nest (min ≤ max ≤ win)', async () => {
    expect((await t.call('/api/admin/levels/update', { id: 1, data: { betMin: 5_000_000 } }, as())).resultCode).toBe(
      'E003',
    );
    const ok = await t.call<LevelRecord>(
      '/api/admin/levels/update',
      { id: 1, data: { betMin: 5_000, pointBp: 70 } },
      as(),
    );
    expect(ok.data).toMatchObject({ id: 1, betMin: 5_000, betMax: 1_000_000, pointBp: 70 });
    const list = await t.call<OfficeList<LevelRecord>>(
      '/api/admin/levels/list',
      { perPage: 3, sort: { field: 'level', order: 'ASC' } },
      as(),
    );
    expect(list.data.total).toBe(10);
    expect(list.data.list[0]!.members).toBeGreaterThan(0);
  });

  it('common codes: create, update, delete', async () => {
    const created = await t.call<CodeRecord>(
      '/api/admin/codes/create',
      { data: { groupCode: 'bank', code: 'zz', codeName: '테스트은행' } },
      as(),
    );
    expect(created.data.id).toBe('bank:zz');
    expect(
      (await t.call('/api/admin/codes/create', { data: { groupCode: 'bank', code: 'zz', codeName: 'x' } }, as()))
        .resultCode,
    ).toBe('E003');
    expect(
      (await t.call<CodeRecord>('/api/admin/codes/update', { id: 'bank:zz', data: { ord: 9 } }, as())).data.ord,
    ).toBe(9);
    expect((await t.call('/api/admin/codes/delete', { id: 'bank:zz' }, as())).resultCode).toBe('200');
    expect((await t.call('/api/admin/codes/get', { id: 'bank:zz' }, as())).resultCode).toBe('E007');
  });

  it('every staff write above is in the audit log', async () => {
    const res = await t.call<OfficeList<AuditRecord>>(
      '/api/admin/audit/list',
      { perPage: 200, filter: { actorKind: 'staff' } },
      as(),
    );
    const actions = new Set(res.data.list.map((a) => a.action));
    for (const action of [
      'member.flags',
      'member.update',
      'member.create',
      'siteCheck.create',
      'siteCheck.update',
      'siteOptions.update',
      'blocklist.create',
      'blocklist.delete',
      'level.update',
      'code.create',
      'code.delete',
    ]) {
      expect(actions, action).toContain(action);
    }
  });
});

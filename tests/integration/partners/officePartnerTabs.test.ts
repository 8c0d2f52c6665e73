import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { settledBet } from '../../support/settledBet';
import type { OfficeList } from '../../../src/shared/api/office';
import type {
  LoginEventRecord,
  LowerMemberRecord,
  MemberNoteRecord,
  OfficeBetRecord,
  OnlineRecord,
  ProcessingRecord,
  SharedSignalRecord,
} from '../../../src/shared/api/office/index';
import type { SettlementPaymentRecord } from '../../../src/shared/api/office/settlements';
import type { OfficeMessage } from '../../../src/shared/api/message';
import { DEVICE_HEADER } from '../../../src/shared/responsible/device';
import { ResultCode } from '../../../src/shared/resultCodes';
import { verify } from '../../../src/server/modules/ledger/verify';

/**
 * The partner tabs of §2 and the member detail
 * (docs/domains/members.md#member-detail-and-partner-tabs), through HTTP. ptn04 sees its subtree
 * (ptn05 and its members) and nothing of another branch (ptnb2 and its member memb01).
 */
const DAY = '2026-11-20';
const SETTLED_AT = new Date('2026-11-20T05:00:00Z');
const now = new Date('2026-11-20T18:00:00Z');
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const DEVICE = 'shared-device-0001';

const as = (who: string) => ({ token: tokens[who]! });
const list = async <T>(
  path: string,
  who: string,
  filter: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
) => {
  const res = await t.call<OfficeList<T>>(path, { page: 1, perPage: 100, filter, ...extra }, as(who));
  expect(res.resultCode, path).toBe('200');
  return res.data;
};
const memIds = (rows: { memId: string }[]) => [...new Set(rows.map((r) => r.memId))].sort();

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  tokens.admin = await t.loginStaff();
  const parent = (
    await t.database.db.selectFrom('members').select('id').where('mem_id', '=', 'ptn01').executeTakeFirstOrThrow()
  ).id;
  const branch = await t.call<{ id: number }>(
    '/api/admin/partners/create',
    {
      data: {
        memId: 'ptnb2',
        memNick: '다른지사',
        name: '박지사',
        phone: '010-5555-0001',
        password: 'pass1234',
        tier: 'PTN_2',
        parentId: parent,
        rates: [],
      },
    },
    as('admin'),
  );
  expect(branch.resultCode).toBe('200');
  tokens.ptnb2 = await t.loginOffice('ptnb2');
  const lower = await t.call(
    '/api/partner/members/create',
    {
      data: {
        memId: 'memb01',
        memNick: '다른회원',
        name: '최회원',
        phone: '010-5555-0002',
        password: 'pass1234',
        tier: 'NORMAL',
      },
    },
    as('ptnb2'),
  );
  expect(lower.resultCode).toBe('200');
  for (const m of await t.database.db.selectFrom('members').select(['id', 'mem_id']).execute()) ids[m.mem_id] = m.id;
  tokens.ptn04 = await t.loginOffice('ptn04');
  tokens.ptn05 = await t.loginOffice('ptn05');
});
afterAll(() => t.close());

describe('access info and online members', () => {
  beforeAll(async () => {
    const device = {
      [DEVICE_HEADER]: DEVICE,
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
    };
    expect((await t.call('/api/member/login', { memId: 'member01', memPass: 'pass1234' }, device)).resultCode).toBe(
      '200',
    );
    expect((await t.call('/api/member/login', { memId: 'member02', memPass: 'wrong999' }, device)).resultCode).toBe(
      ResultCode.WrongPassword,
    );
    expect((await t.call('/api/member/login', { memId: 'member02', memPass: 'pass1234' }, device)).resultCode).toBe(
      '200',
    );
    expect((await t.call('/api/member/login', { memId: 'memb01', memPass: 'pass1234' }, device)).resultCode).toBe(
      '200',
    );
    expect((await t.call('/api/member/login', { memId: 'nobody77', memPass: 'pass1234' })).resultCode).toBe(
      ResultCode.NoMember,
    );
  });

  it('records every sign-in try with device and result; a partner reads its subtree only', async () => {
    const mine = await list<LoginEventRecord>('/api/partner/logins/list', 'ptn04');
    expect(memIds(mine.list)).toEqual(['member01', 'member02', 'ptn04', 'ptn05']);
    const refused = mine.list.find((e) => e.memId === 'member02' && e.result !== '200')!;
    expect(refused).toMatchObject({
      kind: 'member',
      result: ResultCode.WrongPassword,
      browser: 'Safari',
      os: 'iPhone',
      deviceId: DEVICE,
      memberId: ids.member02,
    });
    expect(mine.list.find((e) => e.memId === 'ptn04')).toMatchObject({ kind: 'office', result: '200' });
    const failed = await list<LoginEventRecord>('/api/partner/logins/list', 'ptn04', { success: false });
    expect(failed.list.map((e) => e.memId)).toEqual(['member02']);
    const one = await list<LoginEventRecord>('/api/partner/logins/list', 'ptn04', { memberId: ids.member01 });
    expect(one.list.map((e) => e.memId)).toEqual(['member01']);
    // Another branch's member, by id: nothing.
    expect((await list<LoginEventRecord>('/api/partner/logins/list', 'ptn04', { memberId: ids.memb01 })).total).toBe(0);
  });

  it('staff read the site, unknown ids included', async () => {
    const all = await list<LoginEventRecord>(
      '/api/admin/logins/list',
      'admin',
      {},
      { sort: { field: 'createdAt', order: 'DESC' } },
    );
    expect(all.list.find((e) => e.memId === 'nobody77')).toMatchObject({ memberId: null, result: ResultCode.NoMember });
    expect(memIds(all.list)).toContain('memb01');
  });

  it('online members: live sessions of the subtree, the caller itself left out', async () => {
    const online = await list<OnlineRecord>('/api/partner/online/list', 'ptn04');
    expect(online.list.map((o) => `${o.memId}:${o.kind}`).sort()).toEqual([
      'member01:member',
      'member02:member',
      'ptn05:office',
    ]);
    const members = await list<OnlineRecord>('/api/partner/online/list', 'ptn04', { kind: 'member' });
    expect(members.total).toBe(2);
    await t.call('/api/member/logout', {}, { token: await t.login('member03') });
    expect((await list<OnlineRecord>('/api/partner/online/list', 'ptn04', { memId: 'member03' })).total).toBe(0);
    expect(memIds((await list<OnlineRecord>('/api/admin/online/list', 'admin')).list)).toContain('memb01');
  });
});

describe('multiple IP', () => {
  it('groups accounts of the subtree sharing a device or a payout account; outside accounts are neither named nor counted', async () => {
    // One account written three ways (the unique index holds the text as typed): linked by its digits.
    for (const [memId, accountNo] of [
      ['member01', '333-444-555666'],
      ['member03', '333444555666'],
      ['memb01', '333 444 555666'],
    ]) {
      await t.database.db.updateTable('members').set({ account_no: accountNo }).where('mem_id', '=', memId!).execute();
    }
    const groups = await list<SharedSignalRecord>(
      '/api/partner/sharedSignals/list',
      'ptn04',
      {},
      { sort: { field: 'accounts', order: 'DESC' } },
    );
    const device = groups.list.find((g) => g.kind === 'device')!;
    expect(device).toMatchObject({ value: DEVICE, accounts: 2 });
    expect(memIds(device.members)).toEqual(['member01', 'member02']);
    const account = groups.list.find((g) => g.kind === 'account')!;
    expect(account).toMatchObject({ value: '****5666', accounts: 2 });
    expect(memIds(account.members)).toEqual(['member01', 'member03']);
    expect(JSON.stringify(groups)).not.toContain('memb01');
    // Loopback addresses link nobody (every test call comes from 127.0.0.1).
    expect(groups.list.some((g) => g.kind === 'ip')).toBe(false);
    const ofMember = await list<SharedSignalRecord>('/api/partner/sharedSignals/list', 'ptn04', {
      memberId: ids.member03,
    });
    expect(ofMember.list.map((g) => g.kind)).toEqual(['account']);
  });
});

describe('sign-up approval', () => {
  it('lists the waiting sign-ups of the subtree; approve and refuse act once, inside it only', async () => {
    await t.database.db
      .updateTable('members')
      .set({ status: 'wait' })
      .where('mem_id', 'in', ['member03', 'memb01'])
      .execute();
    const waiting = await list<LowerMemberRecord>('/api/partner/signups/list', 'ptn04');
    expect(memIds(waiting.list)).toEqual(['member03', 'member04']);

    expect((await t.call('/api/partner/signups/approve', { id: ids.memb01 }, as('ptn04'))).resultCode).toBe(
      ResultCode.NotFound,
    );
    expect((await t.call('/api/partner/signups/refuse', { id: ids.memb01 }, as('ptn04'))).resultCode).toBe(
      ResultCode.NotFound,
    );

    const approved = await t.call<LowerMemberRecord>('/api/partner/signups/approve', { id: ids.member04 }, as('ptn04'));
    expect(approved).toMatchObject({ resultCode: '200', data: { memId: 'member04', status: 'normal' } });
    expect((await t.call('/api/member/login', { memId: 'member04', memPass: 'pass1234' })).resultCode).toBe('200');
    expect((await t.call('/api/partner/signups/approve', { id: ids.member04 }, as('ptn04'))).resultCode).toBe(
      ResultCode.ContactAdmin,
    );

    const refused = await t.call<LowerMemberRecord>('/api/partner/signups/refuse', { id: ids.member03 }, as('ptn05'));
    expect(refused).toMatchObject({ resultCode: '200', data: { memId: 'member03', status: 'deleted' } });
    expect((await list<LowerMemberRecord>('/api/partner/signups/list', 'ptn04')).total).toBe(0);
    const staffRefused = await t.call('/api/admin/members/refuse', { id: ids.memb01 }, as('admin'));
    expect(staffRefused).toMatchObject({ resultCode: '200', data: { status: 'deleted' } });
  });
});

describe('admin processing history', () => {
  it('shows what staff and partners did to the subtree, staff unnamed to a partner', async () => {
    expect(
      (await t.call('/api/partner/members/update', { id: ids.member01, data: { memNick: '새별명01' } }, as('ptn05')))
        .resultCode,
    ).toBe('200');
    expect((await t.call('/api/admin/members/lock', { id: ids.member02, locked: true }, as('admin'))).resultCode).toBe(
      '200',
    );
    const lines = await list<ProcessingRecord>('/api/partner/processing/list', 'ptn04');
    const update = lines.list.find((l) => l.action === 'member.update')!;
    expect(update).toMatchObject({ actorKind: 'partner', actorId: 'ptn05', memId: 'member01', memberId: ids.member01 });
    const lock = lines.list.find((l) => l.action === 'member.flags' && l.memId === 'member02')!;
    expect(lock).toMatchObject({ actorKind: 'staff', actorId: '', ip: '' });
    // member04's approval is there too; memb01's refusal (another branch) is not.
    expect(lines.list.some((l) => l.memId === 'member04')).toBe(true);
    expect(JSON.stringify(lines)).not.toContain('memb01');
    const staffOnly = await list<ProcessingRecord>('/api/partner/processing/list', 'ptn04', { actorKind: 'staff' });
    expect(staffOnly.list.every((l) => l.actorKind === 'staff')).toBe(true);
    expect(
      (await list<ProcessingRecord>('/api/partner/processing/list', 'ptn04', { memId: 'member01' })).list.every(
        (l) => l.memId === 'member01',
      ),
    ).toBe(true);
  });
});

describe('member detail: memo, messages, bets', () => {
  it("a partner reads its own notes and its lower partners', never staff's; outside members answer E007", async () => {
    const write = (who: string, memberId: number, note: string) =>
      t.call<MemberNoteRecord>(
        `/api/${who === 'admin' ? 'admin' : 'partner'}/memberNotes/create`,
        { data: { memberId, note } },
        as(who),
      );
    expect((await write('ptn04', ids.member01!, '상위 파트너 메모')).data).toMatchObject({
      authorKind: 'partner',
      authorId: 'ptn04',
    });
    expect((await write('ptn05', ids.member01!, '매장 메모')).resultCode).toBe('200');
    expect((await write('admin', ids.member01!, 'staff note')).data).toMatchObject({
      authorKind: 'staff',
      authorId: 'admin',
    });
    expect((await write('ptn04', ids.memb01!, 'outside')).resultCode).toBe(ResultCode.NotFound);
    const notesOf = async (who: string) =>
      (
        await list<MemberNoteRecord>(`/api/${who === 'admin' ? 'admin' : 'partner'}/memberNotes/list`, who, {
          memberId: ids.member01,
        })
      ).list
        .map((n) => n.authorId)
        .sort();
    expect(await notesOf('ptn04')).toEqual(['ptn04', 'ptn05']);
    expect(await notesOf('ptn05')).toEqual(['ptn05']);
    expect(await notesOf('admin')).toEqual(['admin', 'ptn04', 'ptn05']);
    expect(
      (await t.call('/api/partner/memberNotes/list', { filter: { memberId: ids.memb01 } }, as('ptn04'))).resultCode,
    ).toBe(ResultCode.NotFound);
    expect(
      (await t.call('/api/partner/memberNotes/list', { filter: { memberId: ids.ptn04 } }, as('ptn04'))).resultCode,
    ).toBe(ResultCode.NotFound);
  });

  it('messages sent to the subtree, without the sending staff id', async () => {
    for (const memId of ['member01', 'ptnb2']) {
      expect(
        (
          await t.call(
            '/api/admin/messages/create',
            { data: { title: `안내 ${memId}`, content: '<p>내용</p>', memId } },
            as('admin'),
          )
        ).resultCode,
      ).toBe('200');
    }
    const sent = await list<OfficeMessage>('/api/partner/memberMessages/list', 'ptn04', { q: '안내 ' });
    expect(sent.list.map((m) => m.memId)).toEqual(['member01']);
    expect(
      memIds((await list<OfficeMessage>('/api/partner/memberMessages/list', 'ptn04')).list).every((memId) =>
        ['member01', 'member02', 'member03', 'member04', 'ptn05'].includes(memId),
      ),
    ).toBe(true);
    expect(sent.list[0]!.sentBy).toBeNull();
    expect((await list<OfficeMessage>('/api/partner/memberMessages/list', 'ptn04', { memId: 'ptnb2' })).total).toBe(0);
  });

  it('the bets tab filters one member exactly', async () => {
    await settledBet(t, { memberId: ids.member01!, round: 'r1', stake: 10_000, payout: 0, day: DAY, at: SETTLED_AT });
    await settledBet(t, { memberId: ids.member02!, round: 'r1', stake: 3_000, payout: 0, day: DAY, at: SETTLED_AT });
    const mine = await list<OfficeBetRecord>('/api/partner/bets/list', 'ptn04', { memberId: ids.member01 });
    expect(mine.list.map((b) => b.memId)).toEqual(['member01']);
    // Another branch's partner names the member in vain.
    expect((await list<OfficeBetRecord>('/api/partner/bets/list', 'ptnb2', { memberId: ids.member01 })).total).toBe(0);
  });
});

describe('settlement payment', () => {
  it('sums what each partner of the subtree was paid per day, with its ledger transactions', async () => {
    expect((await t.call('/api/admin/settlements/run', { day: DAY }, as('admin'))).resultCode).toBe('200');
    const paid = await list<SettlementPaymentRecord>(
      '/api/partner/settlementPayments/list',
      'ptn04',
      {},
      { sort: { field: 'memId', order: 'ASC' } },
    );
    expect(paid.list.map((p) => p.memId)).toEqual(['ptn04', 'ptn05']);
    const ptn05 = paid.list.find((p) => p.memId === 'ptn05')!;
    expect(ptn05).toMatchObject({ day: DAY, rolling: 91, losing: 1_820, total: 1_911 });
    expect(ptn05.transactionIds).toHaveLength(2);
    const mine = await list<SettlementPaymentRecord>('/api/partner/settlementPayments/list', 'ptn04', { mine: true });
    expect(mine.list.map((p) => p.memId)).toEqual(['ptn04']);
    const site = await list<SettlementPaymentRecord>('/api/admin/settlementPayments/list', 'admin');
    expect(memIds(site.list)).toEqual(['ptn01', 'ptn02', 'ptn03', 'ptn04', 'ptn05']);
    expect((await verify(t.database.db)).violations).toEqual([]);
  });
});

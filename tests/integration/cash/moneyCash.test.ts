import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import type { CashRow, RollingRemain, UserCash } from '../../../src/shared/api/cash';
import type { CashRequestRecord } from '../../../src/shared/api/adminCash';
import type { LedgerEntryRecord } from '../../../src/shared/api/ledger';
import type { PagedList } from '../../../src/shared/api/common';
import { verify } from '../../../src/server/modules/ledger/verify';
import { addStaff, balancesOf, memberIdOf, setOptions, testClock, withKey } from '../../support/moneyFixtures';

const clock = testClock();
let t: TestApp;
let member: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ clock });
  member = await t.login('member01');
  staff = await t.loginStaff();
});
afterAll(() => t.close());

const asMember = <T>(path: string, body: Record<string, unknown> = {}, key?: string) =>
  t.call<T>(path, body, key ? withKey(member, key) : { token: member });
const asStaff = <T>(path: string, body: Record<string, unknown>, token = staff) => t.call<T>(path, body, { token });

describe('deposits', () => {
  it('shows the site account to pay into', async () => {
    const res = await asMember('/api/cash/getAcc');
    expect(res.data).toEqual({ bankName: '국민은행', bankAccountNo: '123-456-789012', bankAccountHolder: '(주)위너' });
  });

  it('checks amount, minimum, maximum and unit before anything is written', async () => {
    expect((await asMember('/api/cash/in', { depositor: '홍길동' })).resultCode).toBe('C009');
    expect((await asMember('/api/cash/in', { depositor: '홍길동', amount: 5_000 })).resultCode).toBe('C004');
    expect((await asMember('/api/cash/in', { depositor: '홍길동', amount: 20_000_000 })).resultCode).toBe('C003');
    expect((await asMember('/api/cash/in', { depositor: '홍길동', amount: 15_000 })).resultCode).toBe('C005');
    expect((await asMember('/api/cash/in', { depositor: '', amount: 10_000 })).resultCode).toBe('E003');
  });

  it('refuses 23:30–00:30 site time (C011) and while deposits are under maintenance (S005)', async () => {
    clock.set('2026-11-21T14:45:00Z');
    member = await t.login('member01');
    expect((await asMember('/api/cash/in', { depositor: '홍길동', amount: 10_000 })).resultCode).toBe('C011');
    clock.set('2026-11-21T15:29:00Z');
    expect((await asMember('/api/cash/out', { amount: 10_000, withdrawPassword: '1234' })).resultCode).toBe('C011');
    clock.set('2026-11-21T03:00:00Z');
    member = await t.login('member01');
    staff = await t.loginStaff();
    const check = await t.app.deps.db
      .insertInto('site_checks')
      .values({
        site_id: DEMO.siteId,
        check_type: 'deposit',
        checking: true,
        game_code: null,
        start_at: null,
        end_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    t.app.deps.sites.invalidate(DEMO.siteId);
    expect((await asMember('/api/cash/in', { depositor: '홍길동', amount: 10_000 })).resultCode).toBe('S005');
    await t.app.deps.db.deleteFrom('site_checks').where('id', '=', check.id).execute();
    t.app.deps.sites.invalidate(DEMO.siteId);
  });

  it('records a request, allows one pending at a time, and moves money only on approval with points and an audit line', async () => {
    const before = await balancesOf(t, 'member01');
    const res = await asMember<CashRow>('/api/cash/in', { depositor: '홍길동', amount: 100_000, bonusYn: 'N' });
    expect(res.resultCode).toBe('200');
    expect(res.data).toMatchObject({ cashType: 'in', amount: 100_000, status: 0 });
    expect((await asMember('/api/cash/in', { depositor: '홍길동', amount: 10_000 })).resultCode).toBe('C007');
    expect(await balancesOf(t, 'member01')).toEqual(before);

    const listed = await asStaff<{ list: CashRequestRecord[]; total: number }>('/api/admin/deposits/list', {
      filter: { status: 0 },
    });
    expect(listed.data.list.map((r) => r.id)).toContain(res.data.cashIdx);
    const approved = await asStaff<CashRequestRecord>('/api/admin/deposits/approve', { id: res.data.cashIdx });
    expect(approved.data).toMatchObject({ status: 1, memId: 'member01' });
    // Level 1 accrues 0.50% of the deposit in points.
    expect(await balancesOf(t, 'member01')).toEqual({ cash: before.cash + 100_000, point: before.point + 500 });
    expect((await asStaff('/api/admin/deposits/approve', { id: res.data.cashIdx })).resultCode).toBe('E003');
    const audit = await t.app.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target', '=', `cash_request:${res.data.cashIdx}`)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_kind: 'staff', actor_id: 'admin', action: 'deposit.approve' });
  });

  it('a refused deposit moves nothing and keeps the memo; the re-apply wait answers C006', async () => {
    await setOptions(t, { depositReapplyMinutes: 0 });
    const res = await asMember<CashRow>('/api/cash/in', { depositor: '홍길동', amount: 30_000 });
    const before = await balancesOf(t, 'member01');
    const refused = await asStaff<CashRequestRecord>('/api/admin/deposits/refuse', {
      id: res.data.cashIdx,
      memo: '입금 확인 불가',
    });
    expect(refused.data).toMatchObject({ status: -1, memo: '입금 확인 불가' });
    expect(await balancesOf(t, 'member01')).toEqual(before);
    await setOptions(t, { depositReapplyMinutes: 5 });
    expect((await asMember('/api/cash/in', { depositor: '홍길동', amount: 10_000 })).resultCode).toBe('C006');
    await setOptions(t, { depositReapplyMinutes: 0 });
  });
});

describe('withdrawals', () => {
  it('checks the withdrawal password (C028, C017) and the amount (C014, C012, C013)', async () => {
    expect((await asMember('/api/cash/out', { amount: 10_000 })).resultCode).toBe('C028');
    expect((await asMember('/api/cash/out', { amount: 10_000, withdrawPassword: '9999' })).resultCode).toBe('C017');
    expect((await asMember('/api/cash/out', { amount: 5_000, withdrawPassword: '1234' })).resultCode).toBe('C014');
    expect((await asMember('/api/cash/out', { amount: 15_000, withdrawPassword: '1234' })).resultCode).toBe('C012');
    expect((await asMember('/api/cash/out', { amount: 20_000_000, withdrawPassword: '1234' })).resultCode).toBe('C013');
  });

  it('refuses until the deposits since the last withdrawal are rolled (C015), and tells what remains', async () => {
    const remain = await asMember<RollingRemain>('/api/cash/rolling/remain');
    expect(remain.data).toMatchObject({ remain: 100_000, required: 100_000, rolled: 0, since: null });
    expect((await asMember('/api/cash/out', { amount: 10_000, withdrawPassword: '1234' })).resultCode).toBe('C015');
    await setOptions(t, { withdrawRollingBp: 0, withdrawReapplyMinutes: 0 });
  });

  it('holds the amount at request time, returns it on refusal, pays it on approval', async () => {
    const before = await balancesOf(t, 'member01');
    const res = await asMember<CashRow>('/api/cash/out', { amount: 50_000, withdrawPassword: '1234' });
    expect(res.data).toMatchObject({ cashType: 'out', amount: 50_000, status: 0 });
    expect((await balancesOf(t, 'member01')).cash).toBe(before.cash - 50_000);
    await asStaff('/api/admin/withdrawals/refuse', { id: res.data.cashIdx, memo: '계좌 불일치' });
    expect((await balancesOf(t, 'member01')).cash).toBe(before.cash);

    const second = await asMember<CashRow>('/api/cash/out', { amount: 20_000, withdrawPassword: '1234' });
    const paid = await asStaff<CashRequestRecord>('/api/admin/withdrawals/approve', { id: second.data.cashIdx });
    expect(paid.data.status).toBe(1);
    expect((await balancesOf(t, 'member01')).cash).toBe(before.cash - 20_000);
    expect((await asStaff('/api/admin/withdrawals/refuse', { id: second.data.cashIdx })).resultCode).toBe('E003');
  });

  it('refuses more than the cash (C001) and a re-application within the wait (C008)', async () => {
    expect((await asMember('/api/cash/out', { amount: 9_000_000, withdrawPassword: '1234' })).resultCode).toBe('C001');
    await setOptions(t, { withdrawReapplyMinutes: 10 });
    expect((await asMember('/api/cash/out', { amount: 10_000, withdrawPassword: '1234' })).resultCode).toBe('C008');
    await setOptions(t, { withdrawReapplyMinutes: 0 });
  });

  it('a member cancels a pending withdrawal with /api/cash/del: the hold returns; a done request stays', async () => {
    const before = await balancesOf(t, 'member01');
    const res = await asMember<CashRow>('/api/cash/out', { amount: 10_000, withdrawPassword: '1234' });
    expect((await asMember('/api/cash/del', { cashIdx: res.data.cashIdx })).resultCode).toBe('200');
    expect(await balancesOf(t, 'member01')).toEqual(before);
    const list = await asMember<PagedList<CashRow>>('/api/cash/list', { cashType: 'out' });
    expect(list.data.list.map((r) => r.cashIdx)).not.toContain(res.data.cashIdx);
    const done = list.data.list.find((r) => r.status === 1)!;
    expect((await asMember('/api/cash/del', { cashIdx: done.cashIdx })).resultCode).toBe('E003');
  });

  it('a withdrawal manager may not process deposits (U029); a deposit manager may', async () => {
    const withdrawalManager = await addStaff(t, 'wdmgr01', 'withdrawal');
    expect((await asStaff('/api/admin/deposits/list', {}, withdrawalManager)).resultCode).toBe('U029');
    const depositManager = await addStaff(t, 'depmgr01', 'deposit');
    expect((await asStaff('/api/admin/deposits/list', {}, depositManager)).resultCode).toBe('200');
    expect((await asStaff('/api/admin/withdrawals/approve', { id: 1 }, depositManager)).resultCode).toBe('U029');
  });
});

describe('idempotency, lists and the balance poll', () => {
  it('a replay answers the first answer and moves nothing; the same key with another body answers E004', async () => {
    const before = await balancesOf(t, 'member01');
    const first = await asMember<CashRow>('/api/cash/out', { amount: 10_000, withdrawPassword: '1234' }, 'wd-key-1');
    const replay = await asMember<CashRow>('/api/cash/out', { amount: 10_000, withdrawPassword: '1234' }, 'wd-key-1');
    expect(replay).toEqual(first);
    expect((await balancesOf(t, 'member01')).cash).toBe(before.cash - 10_000);
    expect((await asMember('/api/cash/out', { amount: 20_000, withdrawPassword: '1234' }, 'wd-key-1')).resultCode).toBe(
      'E004',
    );
    expect((await asMember('/api/cash/pointChg', { pointAmt: 10_000 }, 'wd-key-1')).resultCode).toBe('E004');
    expect((await balancesOf(t, 'member01')).cash).toBe(before.cash - 10_000);
  });

  it('lists by period: a date without a time covers the whole site day', async () => {
    const today = await asMember<PagedList<CashRow>>('/api/cash/list', {
      startDate: '2026-11-21',
      endDate: '2026-11-21',
      cashType: 'in',
      count_per_list: 2,
    });
    expect(today.data.pageInfo).toMatchObject({ page: 1, count_per_list: 2, tatal_list_count: 2 });
    const yesterday = await asMember<PagedList<CashRow>>('/api/cash/list', {
      startDate: '2026-11-20',
      endDate: '2026-11-20',
    });
    expect(yesterday.data.list).toEqual([]);
    expect((await asMember('/api/cash/list', { startDate: '2026-02-30' })).resultCode).toBe('E003');
  });

  it('getUserCash answers cash, points and open bets; TK999 when the member may no longer bet', async () => {
    const res = await asMember<UserCash>('/api/cash/getUserCash');
    const balances = await balancesOf(t, 'member01');
    expect(res.data).toEqual({ cashAmt: balances.cash, pointAmt: balances.point, betAmt: 0 });
    await t.app.deps.db
      .updateTable('members')
      .set({ can_bet: false })
      .where('id', '=', await memberIdOf(t, 'member01'))
      .execute();
    // A change written around the app reaches the session cache by the database's notice, within moments.
    await expect.poll(async () => (await asMember('/api/cash/getUserCash')).resultCode).toBe('TK999');
    const closed = await asMember<UserCash>('/api/cash/getUserCash');
    expect(closed.data.cashAmt).toBe(res.data.cashAmt);
    await t.app.deps.db
      .updateTable('members')
      .set({ can_bet: true })
      .where('id', '=', await memberIdOf(t, 'member01'))
      .execute();
  });

  it('polls sent together (read by one statement) each answer their own member, the same member twice alike', async () => {
    const members = ['member01', 'member02', 'member03', 'member01'];
    const tokens = {
      member01: member,
      member02: await t.login('member02'),
      member03: await t.login('member03'),
    } as Record<string, string>;
    const answers = await Promise.all(
      members.map((m) => t.call<UserCash>('/api/cash/getUserCash', {}, { token: tokens[m]! })),
    );
    for (const [i, memId] of members.entries()) {
      const balances = await balancesOf(t, memId);
      expect(answers[i]!.data, memId).toEqual({ cashAmt: balances.cash, pointAmt: balances.point, betAmt: 0 });
    }
    // member01's deposit above sets it apart, so an answer handed to the wrong poll would show
    expect(answers[0]!.data.cashAmt).not.toBe(answers[1]!.data.cashAmt);
  });

  it('shows staff the money history and a clean ledger check', async () => {
    const deposits = await asStaff<{ list: LedgerEntryRecord[]; total: number }>('/api/admin/reports/ledger/list', {
      filter: { kind: 'deposit', memId: 'member01' },
    });
    expect(deposits.data.list.map((r) => [r.memId, r.asset, r.amount])).toEqual([['member01', 'cash', 100_000]]);
    expect((await asStaff('/api/admin/audit/ledgerVerify', {})).data).toEqual({ ok: true, violations: [] });
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  });
});

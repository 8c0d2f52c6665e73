import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { ENDPOINTS } from '../../../src/shared/endpoints';
import { StaffRole } from '../../../src/shared/enums';
import type { LimitsView, MemberResponsible } from '../../../src/shared/api/responsible';
import { addStaff, memberIdOf, testClock } from '../../support/moneyFixtures';

/**
 * Responsible play through the office (docs/domains/responsible-play.md#limits): staff read and
 * impose limits on the member detail (audited), partners read those of their subtree only, and no
 * office call lifts or shortens an exclusion. Demo tree: ptn01 > … > ptn04 > ptn05 > member01..03;
 * `rgside` is created under ptn04, beside ptn05.
 */
const clock = testClock('2026-11-21T03:00:00Z'); // Saturday 12:00 KST
let t: TestApp;
let staff: string;
let ptn04: string;
let ptn05: string;
let side: number;

const as = (token: string) => ({ token });
const login = (memId: string) => t.call<{ token: string }>('/api/member/login', { memId, memPass: 'pass1234' });
const read = (token: string, memberId: number, scope: 'admin' | 'partner') =>
  t.call<MemberResponsible>(`/api/${scope}/responsible/get`, { memberId }, as(token));

const signIn = async () => {
  staff = await t.loginStaff();
  ptn04 = await t.loginOffice('ptn04');
  ptn05 = await t.loginOffice('ptn05');
};

beforeAll(async () => {
  t = await createTestApp({ clock });
  await signIn();
  const created = await t.call<{ id: number }>(
    '/api/partner/members/create',
    {
      data: {
        memId: 'rgside',
        memNick: 'rgside',
        name: '김철수',
        phone: '010-7300-0001',
        password: 'pass1234',
        tier: 'NORMAL',
      },
    },
    as(ptn04),
  );
  expect(created.resultCode).toBe('200');
  side = created.data.id;
});
// The clock moves a day on in between: fresh office sessions for each case.
beforeEach(signIn);
afterAll(() => t.close());

describe('office member detail: limits and exclusions', () => {
  it('staff impose a limit at once, audited; the member cannot raise above it and sees it as imposed', async () => {
    const id = await memberIdOf(t, 'member01');
    const member = await t.login('member01');
    await t.call('/api/member/limits/set', { kind: 'stake', period: 'week', amount: 300_000 }, as(member));

    const imposed = await t.call<MemberResponsible>(
      '/api/admin/responsible/limits/set',
      { memberId: id, kind: 'stake', period: 'week', amount: 100_000 },
      as(staff),
    );
    expect(imposed.resultCode).toBe('200');
    expect(imposed.data.limits.filter((l) => l.kind === 'stake').map((l) => [l.amount, l.imposed])).toEqual([
      [300_000, false],
      [100_000, true],
    ]);
    const audit = await t.app.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'limit.set')
      .where('target', '=', 'member01')
      .execute();
    expect(audit.map((a) => a.actor_kind)).toContain('staff');

    // The member lowering its own below it is fine; raising its own does not lift staff's.
    await t.call('/api/member/limits/set', { kind: 'stake', period: 'week', amount: 1_000_000 }, as(member));
    clock.set('2026-11-22T04:00:00Z'); // 25 hours on: the member's raise is in force, staff's still applies
    const view = (await t.call<LimitsView>('/api/member/limits', {}, as(await t.login('member01')))).data;
    expect(view.limits.filter((l) => l.kind === 'stake').map((l) => [l.amount, l.imposed])).toEqual([
      [1_000_000, false],
      [100_000, true],
    ]);
    staff = await t.loginStaff();
    const staffRead = (await read(staff, id, 'admin')).data;
    expect(staffRead.limits.find((l) => l.imposed)).toMatchObject({
      kind: 'stake',
      period: 'week',
      amount: 100_000,
      used: 0,
      pending: null,
    });
  });

  it('refuses a member of another site or none with E007, a bad limit with E003, and staff without the members area', async () => {
    expect(
      (
        await t.call(
          '/api/admin/responsible/limits/set',
          { memberId: 99_999_999, kind: 'deposit', period: 'day', amount: 1 },
          as(staff),
        )
      ).resultCode,
    ).toBe('E007');
    expect(
      (
        await t.call(
          '/api/admin/responsible/limits/set',
          { memberId: side, kind: 'deposit', period: 'year', amount: 1 },
          as(staff),
        )
      ).resultCode,
    ).toBe('E003');
    const cashier = await addStaff(t, 'cashier1', StaffRole.DepositManager);
    expect((await read(cashier, side, 'admin')).resultCode).toBe('U029');
    expect(
      (
        await t.call(
          '/api/admin/responsible/limits/set',
          { memberId: side, kind: 'deposit', period: 'day', amount: 1 },
          as(cashier),
        )
      ).resultCode,
    ).toBe('U029');
    expect((await read(staff, side, 'admin')).data.limits).toEqual([]);
  });

  it('a partner reads the limits and exclusions of its subtree only, and cannot impose', async () => {
    await t.call(
      '/api/admin/responsible/limits/set',
      { memberId: side, kind: 'deposit', period: 'day', amount: 50_000 },
      as(staff),
    );
    const upper = await read(ptn04, side, 'partner');
    expect(upper.resultCode).toBe('200');
    expect(upper.data.limits).toMatchObject([{ kind: 'deposit', period: 'day', amount: 50_000, imposed: true }]);

    // ptn05 sits beside rgside: nothing about it, the same answer as for no member at all.
    const outside = await read(ptn05, side, 'partner');
    expect(outside).toMatchObject({ resultCode: 'E007', data: null });
    expect((await read(ptn05, 99_999_999, 'partner')).resultCode).toBe('E007');
    expect((await read(ptn05, await memberIdOf(t, 'member02'), 'partner')).resultCode).toBe('200');

    expect(
      (
        await t.call(
          '/api/admin/responsible/limits/set',
          { memberId: side, kind: 'deposit', period: 'day', amount: 1 },
          as(ptn04),
        )
      ).resultCode,
    ).not.toBe('200');
    expect((await t.call('/api/admin/responsible/get', { memberId: side }, as(ptn04))).resultCode).not.toBe('200');
    // A member's own token opens no office call.
    expect((await read(await t.login('member02'), side, 'partner')).resultCode).toBe('E006');
    expect((await read(staff, side, 'admin')).data.limits).toMatchObject([{ amount: 50_000 }]);
  });
});

describe('no office call lifts a cool-off or self-exclusion', () => {
  it('the endpoint table has no office call about exclusions at all', () => {
    const office = ENDPOINTS.filter((e) => e.path.startsWith('/api/admin/') || e.path.startsWith('/api/partner/')).map(
      (e) => e.path,
    );
    expect(office.filter((p) => /exclu|cooloff|cool-off/i.test(p))).toEqual([]);
  });

  it('every office member update (staff edit, unlock, status, flags; partner resume) leaves a self-exclusion in force', async () => {
    const token = await t.login('member03');
    const id = await memberIdOf(t, 'member03');
    expect((await t.call('/api/member/exclude', { kind: 'self', days: 180 }, as(token))).resultCode).toBe('200');
    const before = (await read(staff, id, 'admin')).data.exclusions;
    expect(before).toMatchObject([{ kind: 'self', active: true }]);

    const edits = [
      [
        '/api/admin/members/update',
        { id, data: { status: 'normal', canLogin: true, canBet: true, locked: false, memo: 'lift it' } },
        staff,
      ],
      ['/api/admin/members/update', { id, data: { password: 'newpass99' } }, staff],
      ['/api/admin/members/lock', { id, locked: false }, staff],
      ['/api/partner/members/update', { id, data: { status: 'stop' } }, ptn05],
      ['/api/partner/members/update', { id, data: { status: 'normal' } }, ptn05],
      // Unknown fields are not a way in either.
      ['/api/admin/members/update', { id, data: { exclusion: null, excludedUntil: '2020-01-01' } }, staff],
      ['/api/admin/responsible/limits/set', { memberId: id, kind: 'session', period: 'day', amount: null }, staff],
    ] as const;
    const codes: string[] = [];
    for (const [path, body, caller] of edits)
      codes.push((await t.call(path, body as unknown as Record<string, unknown>, as(caller))).resultCode);
    // Each real edit went through: the routes work, they just have nothing to do with an exclusion.
    expect([codes[0], codes[1], codes[2], codes[3], codes[4], codes[6]]).toEqual([
      '200',
      '200',
      '200',
      '200',
      '200',
      '200',
    ]);

    const refused = await t.call('/api/member/login', { memId: 'member03', memPass: 'newpass99' });
    expect(refused.resultCode).toBe('R006');
    expect((await login('member03')).resultCode).not.toBe('200');
    expect((await read(staff, id, 'admin')).data.exclusions).toEqual(before);
    const partnerView = (await read(ptn05, id, 'partner')).data;
    expect(partnerView.exclusions).toEqual(before);
  });
});

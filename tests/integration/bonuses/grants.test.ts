import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import type { CashRow } from '../../../src/shared/api/cash';
import type { BonusOffer } from '../../../src/shared/api/bonuses';
import type { BonusProgramRecord, BonusRequirementRecord } from '../../../src/shared/api/office/bonuses';
import { verify } from '../../../src/server/modules/ledger/verify';
import { balancesOf, memberIdOf, testClock, withKey } from '../../support/moneyFixtures';
import { completeAll, createProgram, disableProgram, requirementsOf } from '../../support/bonusFixtures';

// 12:00 KST on a Saturday.
const clock = testClock('2026-11-21T03:00:00Z');
let t: TestApp;
let staff: string;
const tokens: Record<string, string> = {};
const made: BonusProgramRecord[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock });
  staff = await t.loginStaff();
  for (const m of ['member01', 'member02', 'member03']) tokens[m] = await t.login(m);
});
afterAll(() => t.close());
// Each test's programs end with it; its requirements are wagered through, so none holds the next test's.
afterEach(async () => {
  for (const p of made.splice(0)) await disableProgram(t, staff, p);
  for (const m of ['member01', 'member02', 'member03', 'member04']) await completeAll(t, m);
  expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
});

const program = async (data: Record<string, unknown> & { kind: string }) => {
  const p = await createProgram(t, staff, data);
  made.push(p);
  return p;
};
const asMember = <T>(memId: string, path: string, body: Record<string, unknown> = {}, key?: string) =>
  t.call<T>(path, body, key ? withKey(tokens[memId]!, key) : { token: tokens[memId]! });
const asStaff = <T>(path: string, body: Record<string, unknown>, key?: string) =>
  t.call<T>(path, body, key ? withKey(staff, key) : { token: staff });
const deposit = (memId: string, amount: number, bonusProgramId?: number) =>
  asMember<CashRow>(memId, '/api/cash/in', { depositor: '홍길동', amount, ...(bonusProgramId && { bonusProgramId }) });
const approve = (id: number) => asStaff<{ status: number }>('/api/admin/deposits/approve', { id });
const offers = async (memId: string) =>
  (await asMember<{ offers: BonusOffer[] }>(memId, '/api/bonus/offers')).data.offers;
const grantTxn = (key: string) =>
  t.app.deps.db.selectFrom('ledger_transactions').select(['kind', 'meta']).where('idempotency_key', '=', key).execute();
/** The deposit re-apply wait (one minute) passes between two requests of a test. */
const later = () => clock.advance(2 * 60_000);
/** The clock set elsewhere: sessions are signed in again (a jump past their lifetime ends them). */
async function at(iso: string) {
  clock.set(iso);
  staff = await t.loginStaff();
  for (const m of ['member01', 'member02', 'member03']) tokens[m] = await t.login(m);
}

describe('deposit bonuses', () => {
  it('offers the first-deposit bonus with its terms, and its approval grants rate × deposit (capped) with the wagering frozen', async () => {
    const p = await program({
      kind: 'first_deposit',
      name: '첫충 10%',
      cap: 50_000,
      minDeposit: 30_000,
      expiryHours: 72,
      levels: [{ level: 1, rateBp: 1_000, fixedAmount: 0 }],
    });
    const offer = (await offers('member01')).find((o) => o.programId === p.id);
    expect(offer).toMatchObject({
      kind: 'first_deposit',
      rateBp: 1_000,
      cap: 50_000,
      minDeposit: 30_000,
      rolloverBp: 30_000,
      expiryHours: 72,
      weights: { slot: 10_000, casino: 1_000 },
    });
    expect((await deposit('member01', 20_000, p.id)).resultCode).toBe('V402');
    const before = await balancesOf(t, 'member01');
    const d = await deposit('member01', 100_000, p.id);
    expect(d.resultCode).toBe('200');
    // Nothing is granted until staff approve; the cashier sees the bonus the member chose.
    expect(await requirementsOf(t, 'member01')).toEqual([]);
    expect(
      (await asStaff<{ bonusProgram: string }>('/api/admin/deposits/get', { id: d.data.cashIdx })).data,
    ).toMatchObject({ bonusProgram: '첫충 10%' });
    expect((await approve(d.data.cashIdx)).resultCode).toBe('200');
    const after = await balancesOf(t, 'member01');
    expect(after.cash - before.cash).toBe(100_000 + 10_000);
    const [r] = await requirementsOf(t, 'member01');
    expect(r).toMatchObject({
      program_id: p.id,
      source: `bonus:first_deposit:${d.data.cashIdx}`,
      asset: 'cash',
      granted: 10_000,
      to_wager: 30_000,
      wagered: 0,
      state: 'active',
      weights: { slot: 10_000, casino: 1_000 },
    });
    expect(r!.expires_at!.toISOString()).toBe(new Date(clock.now().getTime() + 72 * 3_600_000).toISOString());
    expect(await grantTxn(r!.source)).toEqual([
      {
        kind: 'bonus.grant',
        meta: { source: 'bonus', kind: 'first_deposit', programId: p.id, cashRequestId: d.data.cashIdx },
      },
    ]);
    // The day's first deposit is made: the bonus is no longer offered, and naming it is refused.
    expect((await offers('member01')).some((o) => o.programId === p.id)).toBe(false);
    later();
    expect((await deposit('member01', 100_000, p.id)).resultCode).toBe('V407');
  });

  it('caps the grant, grants a level its own rate, and refuses a level without terms (V405)', async () => {
    const p = await program({
      kind: 'every_deposit',
      cap: 7_000,
      levels: [
        { level: 1, rateBp: 1_000, fixedAmount: 0 },
        { level: 2, rateBp: 500, fixedAmount: 0 },
      ],
    });
    await t.app.deps.db.updateTable('members').set({ level: 3 }).where('mem_id', '=', 'member03').execute();
    expect((await deposit('member03', 100_000, p.id)).resultCode).toBe('V405');
    expect((await offers('member03')).some((o) => o.programId === p.id)).toBe(false);
    await t.app.deps.db.updateTable('members').set({ level: 1 }).where('mem_id', '=', 'member03').execute();
    const d = await deposit('member03', 100_000, p.id);
    expect((await approve(d.data.cashIdx)).resultCode).toBe('200');
    expect((await requirementsOf(t, 'member03')).at(-1)).toMatchObject({ granted: 7_000, to_wager: 21_000 });
  });

  it('a time window is offered only in its hours and granted once per member and site day', async () => {
    // Saturdays (6) 11:00–13:00 KST.
    const p = await program({ kind: 'time_window', windowDays: [6], windowFromMin: 660, windowToMin: 780 });
    const d = await deposit('member02', 50_000, p.id);
    expect(d.resultCode).toBe('200');
    const day = '2026-11-21';
    // Approved after the window closed: the member asked inside it, so it is granted.
    await at('2026-11-21T05:00:00Z');
    expect((await approve(d.data.cashIdx)).resultCode).toBe('200');
    expect((await requirementsOf(t, 'member02')).at(-1)).toMatchObject({
      source: `bonus:time_window:${p.id}:${await memberIdOf(t, 'member02')}:${day}`,
      granted: 5_000,
    });
    expect((await offers('member02')).some((o) => o.programId === p.id)).toBe(false);
    expect((await deposit('member02', 50_000, p.id)).resultCode).toBe('V408');
    await at('2026-11-21T03:30:00Z');
    await completeAll(t, 'member02');
    expect((await deposit('member02', 50_000, p.id)).resultCode).toBe('V404');
    // Sunday, same hours: not a day of the window.
    await at('2026-11-22T03:00:00Z');
    expect((await deposit('member02', 50_000, p.id)).resultCode).toBe('V408');
    await at('2026-11-21T03:40:00Z');
  });

  it('an exclusive bonus stands alone: none beside another active one, none beside it', async () => {
    const solo = await program({ kind: 'every_deposit', name: 'solo', exclusive: true });
    const plain = await program({ kind: 'every_deposit', name: 'plain' });
    later();
    const d = await deposit('member01', 50_000, plain.id);
    expect((await approve(d.data.cashIdx)).resultCode).toBe('200');
    expect((await offers('member01')).map((o) => o.programId)).toEqual(expect.not.arrayContaining([solo.id]));
    later();
    expect((await deposit('member01', 50_000, solo.id)).resultCode).toBe('V403');
    await completeAll(t, 'member01');
    later();
    const d2 = await deposit('member01', 50_000, solo.id);
    expect((await approve(d2.data.cashIdx)).resultCode).toBe('200');
    later();
    expect((await deposit('member01', 50_000, plain.id)).resultCode).toBe('V403');
    expect(await offers('member01')).toEqual([]);
  });

  it('an approval whose bonus no longer fits pays the deposit without it, and says why in the audit line', async () => {
    const p = await program({ kind: 'every_deposit' });
    later();
    const d = await deposit('member03', 50_000, p.id);
    expect(d.resultCode).toBe('200');
    // Meanwhile the program is turned off.
    await disableProgram(t, staff, p);
    const before = await balancesOf(t, 'member03');
    expect((await approve(d.data.cashIdx)).resultCode).toBe('200');
    expect((await balancesOf(t, 'member03')).cash - before.cash).toBe(50_000);
    const line = await t.app.deps.db
      .selectFrom('audit_log')
      .select('after')
      .where('target', '=', `cash_request:${d.data.cashIdx}`)
      .executeTakeFirstOrThrow();
    expect(line.after).toMatchObject({ bonusProgramId: p.id, bonusRefused: 'V401' });
    expect(
      (await requirementsOf(t, 'member03')).some((r) => r.source === `bonus:every_deposit:${d.data.cashIdx}`),
    ).toBe(false);
  });

  it('20 approvals of one bonus deposit at once grant it once', async () => {
    const p = await program({ kind: 'every_deposit' });
    later();
    const d = await deposit('member02', 80_000, p.id);
    const before = await balancesOf(t, 'member02');
    const answers = await Promise.all(Array.from({ length: 20 }, () => approve(d.data.cashIdx)));
    expect(answers.filter((a) => a.resultCode === '200')).toHaveLength(1);
    expect((await balancesOf(t, 'member02')).cash - before.cash).toBe(80_000 + 8_000);
    expect(
      (await requirementsOf(t, 'member02')).filter((r) => r.source === `bonus:every_deposit:${d.data.cashIdx}`),
    ).toHaveLength(1);
  });
});

describe('sign-up bonus', () => {
  it('is granted at approval, once, even when 20 approvals arrive at once', async () => {
    const p = await program({
      kind: 'signup',
      rolloverBp: 50_000,
      levels: [{ level: 1, rateBp: 0, fixedAmount: 10_000 }],
    });
    const id = await memberIdOf(t, 'member04');
    expect(await requirementsOf(t, 'member04')).toEqual([]);
    const cashBefore = (await balancesOf(t, 'member04')).cash;
    const answers = await Promise.all(Array.from({ length: 20 }, () => asStaff('/api/admin/members/approve', { id })));
    // Approvals that find the member approved already answer U020, or (past the look before the lock) approve nothing new.
    expect(answers.every((a) => a.resultCode === '200' || a.resultCode === 'U020')).toBe(true);
    expect(await requirementsOf(t, 'member04')).toMatchObject([
      { program_id: p.id, source: `bonus:signup:${id}`, granted: 10_000, to_wager: 50_000, state: 'active' },
    ]);
    expect((await balancesOf(t, 'member04')).cash - cashBefore).toBe(10_000);
  });
});

describe('staff grants', () => {
  it('grants under a staff program, capped, audited; refuses other programs and unknown members', async () => {
    const p = await program({ kind: 'staff', cap: 30_000, levels: [{ level: 1, rateBp: 0, fixedAmount: 5_000 }] });
    const other = await program({ kind: 'every_deposit' });
    const grant = (data: Record<string, unknown>, key?: string) =>
      asStaff<BonusRequirementRecord>(
        '/api/admin/bonusGrants/create',
        { data: { memId: 'member03', programId: p.id, ...data } },
        key,
      );
    expect((await grant({ programId: other.id })).resultCode).toBe('V401');
    // A program's kind stays what it was made as.
    const { id: _id, granted: _g, active: _a, createdAt: _c, updatedAt: _u, ...terms } = other;
    expect(
      (await asStaff('/api/admin/bonusPrograms/update', { id: other.id, data: { ...terms, kind: 'staff' } }))
        .resultCode,
    ).toBe('E003');
    expect((await grant({ memId: 'nobody' })).resultCode).toBe('E007');
    const before = await balancesOf(t, 'member03');
    const res = await grant({ amount: 100_000, memo: 'VIP care' });
    expect(res).toMatchObject({
      resultCode: '200',
      data: { memId: 'member03', programId: p.id, kind: 'staff', granted: 30_000, toWager: 90_000, state: 'active' },
    });
    expect(res.data.source).toBe(`bonus:staff:${res.data.id}`);
    expect((await balancesOf(t, 'member03')).cash - before.cash).toBe(30_000);
    // Without an amount: the level's fixed amount.
    await completeAll(t, 'member03');
    expect((await grant({})).data).toMatchObject({ granted: 5_000 });
    const audit = await t.app.deps.db
      .selectFrom('audit_log')
      .select(['actor_id', 'target', 'after'])
      .where('action', '=', 'bonus.grant')
      .orderBy('id')
      .execute();
    expect(audit[0]).toMatchObject({
      actor_id: 'admin',
      target: 'member03',
      after: { amount: 30_000, memo: 'VIP care' },
    });
    // Programs are audited too: what was made, and each change with before and after.
    const programLines = await t.app.deps.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('target', '=', `bonus_program:${p.id}`)
      .orderBy('id')
      .execute();
    expect(programLines[0]).toMatchObject({ action: 'bonusProgram.create', after: { kind: 'staff', cap: 30_000 } });
  });

  it('20 calls with one Idempotency-Key grant once; 20 different grants of an exclusive program grant one', async () => {
    const p = await program({ kind: 'staff', levels: [{ level: 1, rateBp: 0, fixedAmount: 1_000 }] });
    const body = { data: { memId: 'member01', programId: p.id, amount: 2_000 } };
    const before = await balancesOf(t, 'member01');
    const same = await Promise.all(
      Array.from({ length: 20 }, () =>
        asStaff<BonusRequirementRecord>('/api/admin/bonusGrants/create', body, 'grant-1'),
      ),
    );
    expect(same.every((a) => a.resultCode === '200')).toBe(true);
    expect(new Set(same.map((a) => a.data.id)).size).toBe(1);
    expect((await balancesOf(t, 'member01')).cash - before.cash).toBe(2_000);

    await completeAll(t, 'member01');
    const solo = await program({
      kind: 'staff',
      exclusive: true,
      levels: [{ level: 1, rateBp: 0, fixedAmount: 1_000 }],
    });
    const mid = await balancesOf(t, 'member01');
    const many = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        asStaff('/api/admin/bonusGrants/create', { data: { memId: 'member01', programId: solo.id } }, `solo-${i}`),
      ),
    );
    expect(many.filter((a) => a.resultCode === '200')).toHaveLength(1);
    expect(new Set(many.filter((a) => a.resultCode !== '200').map((a) => a.resultCode))).toEqual(new Set(['V403']));
    expect((await balancesOf(t, 'member01')).cash - mid.cash).toBe(1_000);
  });

  it('is the points area: a partner or a member cannot grant', async () => {
    const partner = await t.loginOffice('ptn01');
    const body = { data: { memId: 'member01', programId: 1 } };
    expect((await t.call('/api/admin/bonusGrants/create', body, { token: partner })).resultCode).not.toBe('200');
    expect((await t.call('/api/admin/bonusGrants/create', body, { token: tokens.member01! })).resultCode).not.toBe(
      '200',
    );
  });
});

describe('rewards under a program', () => {
  it('a coupon pays as before, and carries wagering only while a coupon program is enabled', async () => {
    const coupons = async () =>
      (await asMember<{ list: { couponId: number; reward: string }[] }>('member02', '/api/coupon/list', {})).data.list;
    const cashCoupons = (await coupons()).filter((c) => c.reward !== 'spin');
    expect(cashCoupons.length).toBeGreaterThanOrEqual(2);
    const [first, second] = [cashCoupons[0]!, cashCoupons[1]!];
    expect((await asMember('member02', '/api/coupon/use', { couponId: first.couponId })).resultCode).toBe('200');
    expect((await requirementsOf(t, 'member02')).some((r) => r.source === `coupon:${first.couponId}`)).toBe(false);

    const p = await program({ kind: 'coupon', rolloverBp: 20_000, weights: { slot: 10_000 } });
    expect((await asMember('member02', '/api/coupon/use', { couponId: second.couponId })).resultCode).toBe('200');
    const r = (await requirementsOf(t, 'member02')).find((x) => x.source === `coupon:${second.couponId}`)!;
    expect(r).toMatchObject({ program_id: p.id, state: 'active', weights: { slot: 10_000 } });
    expect(r.to_wager).toBe(r.granted * 2);
    expect(await grantTxn(`coupon:${second.couponId}`)).toMatchObject([{ kind: 'coupon.use' }]);
  });

  it('attendance and point conversion write their requirement under their own keys', async () => {
    const att = await program({ kind: 'attendance', rolloverBp: 10_000 });
    const conv = await program({ kind: 'point_conversion', rolloverBp: 10_000 });
    const id = await memberIdOf(t, 'member03');
    expect((await asMember('member03', '/api/event/attendance/check')).resultCode).toBe('200');
    const reqs = await requirementsOf(t, 'member03');
    expect(reqs.find((r) => r.source === `attendance:${id}:2026-11-21`)).toMatchObject({
      program_id: att.id,
      asset: 'point',
      state: 'active',
    });
    // Point conversion: an active attendance requirement is not exclusive, so the conversion is granted beside it.
    const change = await asMember<{ changed: number }>('member03', '/api/cash/pointChg', { pointAmt: 10_000 });
    expect(change.resultCode).toBe('200');
    const conversion = (await requirementsOf(t, 'member03')).find((r) => r.source.startsWith('point:change:'));
    expect(conversion).toMatchObject({ program_id: conv.id, asset: 'cash', granted: 10_000, to_wager: 10_000 });
    expect(await grantTxn(conversion!.source)).toMatchObject([{ kind: 'point.exchange' }]);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import type { WithdrawBlockers } from '../../../src/shared/api/cash';
import type { BonusForfeited, MyBonus } from '../../../src/shared/api/bonuses';
import type { PagedList } from '../../../src/shared/api/common';
import type { BonusProgramRecord, BonusRequirementRecord } from '../../../src/shared/api/office/bonuses';
import { verify } from '../../../src/server/modules/ledger/verify';
import { expireDue } from '../../../src/server/modules/bonuses/expiry';
import { balancesOf, memberIdOf, setOptions, testClock, withKey } from '../../support/moneyFixtures';
import { evolution, openSession, pamClient } from '../../support/pamClient';
import { completeAll, createProgram, requirementsOf } from '../../support/bonusFixtures';

const clock = testClock('2026-11-21T03:00:00Z');
let t: TestApp;
let staff: string;
const tokens: Record<string, string> = {};
let staffProgram: BonusProgramRecord;
let expiring: BonusProgramRecord;

beforeAll(async () => {
  t = await createTestApp({ clock });
  staff = await t.loginStaff();
  for (const m of ['member01', 'member02', 'member03']) tokens[m] = await t.login(m);
  staffProgram = await createProgram(t, staff, {
    kind: 'staff',
    rolloverBp: 30_000,
    levels: [{ level: 1, rateBp: 0, fixedAmount: 30_000 }],
  });
  expiring = await createProgram(t, staff, {
    kind: 'staff',
    name: 'one hour',
    rolloverBp: 20_000,
    expiryHours: 1,
    levels: [{ level: 1, rateBp: 0, fixedAmount: 20_000 }],
  });
  // Big corrections are booked at once here: they only set a balance for a test.
  await setOptions(t, { correctionApprovalOver: 1_000_000_000 });
});
afterAll(() => t.close());
afterEach(async () => {
  for (const m of ['member01', 'member02', 'member03']) await completeAll(t, m);
  expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
});

const grant = async (memId: string, program = staffProgram) => {
  const res = await t.call<BonusRequirementRecord>(
    '/api/admin/bonusGrants/create',
    { data: { memId, programId: program.id } },
    { token: staff },
  );
  expect(res.resultCode).toBe('200');
  return res.data;
};
const withdraw = (memId: string, amount = 10_000) =>
  t.call<unknown>('/api/cash/out', { amount, withdrawPassword: '1234' }, { token: tokens[memId]! });
const blockers = async (memId: string) =>
  (await t.call<WithdrawBlockers>('/api/cash/rolling/remain', {}, { token: tokens[memId]! })).data;
const forfeit = (memId: string, id: number, key?: string) =>
  t.call<BonusForfeited>('/api/bonus/forfeit', { id }, key ? withKey(tokens[memId]!, key) : { token: tokens[memId]! });
const myBonuses = async (memId: string, state: 'active' | 'all' = 'all') =>
  (await t.call<PagedList<MyBonus>>('/api/bonus/list', { state }, { token: tokens[memId]! })).data.list;
const debitTo = async (memId: string, cash: number) => {
  const now = (await balancesOf(t, memId)).cash;
  const res = await t.call(
    '/api/admin/corrections/create',
    { data: { memId, asset: 'cash', direction: 'debit', amount: now - cash, reason: 'other', memo: 'test' } },
    { token: staff },
  );
  expect(res.resultCode).toBe('200');
};
/** A seat at a slot vendor of the PAM (docs/domains/vendors.md): each stake is a round's debit. */
async function slotSeat(memId: string) {
  const memberId = await memberIdOf(t, memId);
  const { token } = await openSession(t.app, memberId, {
    group: 'slot',
    procId: 120,
    provider: 'evolution',
    gameId: '',
  });
  const pam = pamClient(t.app, { token, provider: 'evolution' });
  return {
    stake: async (round: string, amount: number) => {
      const answer = await pam.add(
        String(memberId),
        evolution.debit({ id: `${round}-d`, ref: `${round}-b`, round, amount }),
      );
      expect(answer.body.status, JSON.stringify(answer.body)).toBe('OK');
    },
  };
}
const takeBacks = (id: number) =>
  t.app.deps.db
    .selectFrom('ledger_transactions')
    .select(['kind', 'idempotency_key'])
    .where('idempotency_key', '=', `bonus:takeback:${id}`)
    .execute();

describe('the withdrawal gate', () => {
  it('refuses C015 while a bonus is active, naming what is left per requirement beside the rolling still owed', async () => {
    const r = await grant('member01');
    const refused = await withdraw('member01');
    expect(refused.resultCode).toBe('C015');
    const data = refused.data as { remain: number; bonuses: unknown[] };
    expect(data.remain).toBe((await blockers('member01')).remain);
    expect(data.bonuses).toEqual([
      { id: r.id, name: staffProgram.name, kind: 'staff', toWager: 90_000, wagered: 0, left: 90_000, expiresAt: null },
    ]);
    expect((await blockers('member01')).bonuses).toEqual(data.bonuses);
    // The rolling rule stays: with it met, the bonus alone holds the withdrawal.
    await setOptions(t, { withdrawRollingBp: 0 });
    expect(await withdraw('member01')).toMatchObject({
      resultCode: 'C015',
      data: { remain: 0, bonuses: [{ id: r.id }] },
    });
    // Real stakes wager it: slot rounds at the vendor's PAM count whole (the program's weights).
    const slot = await slotSeat('member01');
    await slot.stake('gate-1', 89_999);
    expect((await requirementsOf(t, 'member01')).find((x) => x.id === r.id)).toMatchObject({
      state: 'active',
      wagered: 89_999,
    });
    expect(await withdraw('member01')).toMatchObject({ resultCode: 'C015', data: { bonuses: [{ left: 1 }] } });
    await slot.stake('gate-2', 1);
    expect((await requirementsOf(t, 'member01')).find((x) => x.id === r.id)?.state).toBe('completed');
    expect((await blockers('member01')).bonuses).toEqual([]);
    expect((await withdraw('member01')).resultCode).toBe('200');
    await setOptions(t, { withdrawRollingBp: 10_000 });
  });
});

describe('forfeit', () => {
  it('takes the unplayed bonus back through the ledger and ends the requirement', async () => {
    const r = await grant('member02');
    const before = await balancesOf(t, 'member02');
    expect((await myBonuses('member02', 'active'))[0]).toMatchObject({ id: r.id, left: 90_000, unplayed: 30_000 });
    const res = await forfeit('member02', r.id, 'forfeit-1');
    expect(res).toMatchObject({
      resultCode: '200',
      data: { id: r.id, takenBack: 30_000, cashAmt: before.cash - 30_000 },
    });
    // A retry answers the same and moves nothing more.
    expect(await forfeit('member02', r.id, 'forfeit-1')).toEqual(res);
    expect((await balancesOf(t, 'member02')).cash).toBe(before.cash - 30_000);
    expect((await forfeit('member02', r.id)).resultCode).toBe('V406');
    expect((await requirementsOf(t, 'member02')).find((x) => x.id === r.id)).toMatchObject({
      state: 'forfeited',
      taken_back: 30_000,
    });
    expect(await takeBacks(r.id)).toEqual([{ kind: 'bonus.forfeit', idempotency_key: `bonus:takeback:${r.id}` }]);
    expect((await myBonuses('member02'))[0]).toMatchObject({
      id: r.id,
      state: 'forfeited',
      takenBack: 30_000,
      left: 0,
    });
  });

  it('gives back only the part not yet played, and never more than the balance holds', async () => {
    const half = await grant('member03');
    // Half wagered, as the stake rule leaves it.
    await t.app.deps.db
      .updateTable('wagering_requirements')
      .set({ wagered: 45_000 })
      .where('id', '=', half.id)
      .execute();
    expect((await forfeit('member03', half.id)).data.takenBack).toBe(15_000);

    const broke = await grant('member03');
    await debitTo('member03', 12_000);
    const res = await forfeit('member03', broke.id);
    expect(res.data).toMatchObject({ takenBack: 12_000, cashAmt: 0 });
    expect((await requirementsOf(t, 'member03')).find((x) => x.id === broke.id)).toMatchObject({
      state: 'forfeited',
      taken_back: 12_000,
    });
  });

  it("refuses another member's bonus and a completed one (V406), and 20 forfeits at once take back once", async () => {
    const r = await grant('member01');
    expect((await forfeit('member02', r.id)).resultCode).toBe('V406');
    const before = await balancesOf(t, 'member01');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => forfeit('member01', r.id, `par-${i}`)));
    expect(answers.filter((a) => a.resultCode === '200')).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.resultCode !== '200').map((a) => a.resultCode))).toEqual(new Set(['V406']));
    expect((await balancesOf(t, 'member01')).cash).toBe(before.cash - 30_000);
    const done = await grant('member01');
    await completeAll(t, 'member01');
    expect((await forfeit('member01', done.id)).resultCode).toBe('V406');
  });
});

describe('expiry', () => {
  it('the job ends requirements past their time, taking the unplayed part back as a forfeit does', async () => {
    const r = await grant('member02', expiring);
    expect(r.expiresAt).toBe(new Date(clock.now().getTime() + 3_600_000).toISOString());
    const before = await balancesOf(t, 'member02');
    expect(await expireDue(t.app.deps)).toBe(0);
    clock.advance(3_600_000);
    expect(await expireDue(t.app.deps)).toBe(1);
    expect((await requirementsOf(t, 'member02')).find((x) => x.id === r.id)).toMatchObject({
      state: 'expired',
      taken_back: 20_000,
    });
    expect((await balancesOf(t, 'member02')).cash).toBe(before.cash - 20_000);
    expect(await takeBacks(r.id)).toEqual([{ kind: 'bonus.expire', idempotency_key: `bonus:takeback:${r.id}` }]);
    expect(await expireDue(t.app.deps)).toBe(0);
  });

  it('the withdrawal gate ends an expired bonus first: it neither blocks nor slips out', async () => {
    await setOptions(t, { withdrawRollingBp: 0 });
    staff = await t.loginStaff();
    tokens.member03 = await t.login('member03');
    await t.call(
      '/api/admin/corrections/create',
      {
        data: { memId: 'member03', asset: 'cash', direction: 'credit', amount: 100_000, reason: 'other', memo: 'test' },
      },
      { token: staff },
    );
    const r = await grant('member03', expiring);
    clock.advance(3_600_000 + 60_000);
    tokens.member03 = await t.login('member03');
    // Shown no more as a blocker: its time is over.
    expect((await blockers('member03')).bonuses).toEqual([]);
    const before = await balancesOf(t, 'member03');
    expect((await withdraw('member03')).resultCode).toBe('200');
    expect((await requirementsOf(t, 'member03')).find((x) => x.id === r.id)).toMatchObject({
      state: 'expired',
      taken_back: 20_000,
    });
    expect((await balancesOf(t, 'member03')).cash).toBe(before.cash - 20_000 - 10_000);
    await setOptions(t, { withdrawRollingBp: 10_000 });
  });
});

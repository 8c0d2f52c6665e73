import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verify } from '../../../src/server/modules/ledger/verify';
import { tick } from '../../../src/server/modules/minigame/engine';
import type { BetProcResponse } from '../../../src/shared/api/bets';
import type { FlagRecord } from '../../../src/shared/api/integrity';
import type { GameState } from '../../../src/shared/api/minigame';
import { createProgram } from '../../support/bonusFixtures';
import { memberIdOf, setOptions, testClock } from '../../support/moneyFixtures';
import { createTestApp, type TestApp } from '../../support/testApp';

/**
 * The bonus abuse flags of the integrity job (docs/domains/integrity.md), set up through the
 * API: sign-up bonuses granted (at approval) to accounts that sign in from one device, beside a
 * linked pair that took none and a bonus taker on a device of its own; a bonus deposit withdrawn
 * after a stake below half the deposit, beside one played to half of it and a deposit without a bonus.
 */
const clock = testClock('2026-11-21T03:00:00Z');
const everyLevel = (rateBp: number, fixedAmount: number) =>
  Array.from({ length: 10 }, (_, i) => ({ level: i + 1, rateBp, fixedAmount }));

let t: TestApp;
let staff: string;
let ptn05: string;

/** A general member made by its shop: approved as it is made, so granted the sign-up bonus if a program runs. */
async function createMember(memId: string, phone: string): Promise<number> {
  const res = await t.call<{ id: number }>(
    '/api/partner/members/create',
    { data: { memId, memNick: `n${memId}`, name: memId, phone, password: 'pass1234', tier: 'NORMAL' } },
    { token: ptn05 },
  );
  expect(res.resultCode).toBe('200');
  return res.data.id;
}

/** Signs the member in from a browser that keeps `device` (what the integrity job links accounts by). */
async function signIn(memId: string, device: string): Promise<string> {
  const res = await t.call<{ token: string }>(
    '/api/member/login',
    { memId, memPass: 'pass1234' },
    { 'x-device-id': device },
  );
  expect(res.resultCode).toBe('200');
  return res.data.token;
}

async function approvedDeposit(token: string, amount: number, bonusProgramId?: number) {
  const asked = await t.call<{ cashIdx: number }>(
    '/api/cash/in',
    { depositor: '홍길동', amount, ...(bonusProgramId && { bonusProgramId }) },
    { token },
  );
  expect(asked.resultCode).toBe('200');
  const done = await t.call('/api/admin/deposits/approve', { id: asked.data.cashIdx }, { token: staff });
  expect(done.resultCode).toBe('200');
  // The member plays and withdraws after the approval, not in the same instant.
  clock.advance(60_000);
  return asked.data.cashIdx;
}

async function stake(token: string, amount: number) {
  await tick(t.app.deps);
  const round = (await t.call<GameState>('/api/minigame/getGame/pwball', {})).data.round!;
  const placed = await t.call<BetProcResponse>(
    '/api/bet/betProc',
    { gameType: 'pwball', roundKey: round.roundKey, bets: [{ market: 'power_oe', pick: 'even', amount }] },
    { token },
  );
  expect(placed.resultCode).toBe('200');
}

async function withdraw(token: string, amount: number) {
  clock.advance(60_000);
  const res = await t.call<{ cashIdx: number }>('/api/cash/out', { amount, withdrawPassword: '1234' }, { token });
  expect(res.resultCode).toBe('200');
  return res.data.cashIdx;
}

const flags = async (token = staff, scope: 'admin' | 'partner' = 'admin') =>
  (await t.call<{ list: FlagRecord[] }>(`/api/${scope}/integrity/list`, { perPage: 100 }, { token })).data.list;
const of = (list: FlagRecord[], kind: string) => list.filter((f) => f.kind === kind);
const memIds = (f: FlagRecord) => f.members.map((m) => m.memId);

let abuserDeposit = 0;
let abuserWithdrawal = 0;
let signedUpAt = '';
let depositedAt = '';
let askedAt = '';

beforeAll(async () => {
  t = await createTestApp({ clock });
  staff = await t.loginStaff();
  ptn05 = await t.loginOffice('ptn05');
  await setOptions(t, { withdrawRollingBp: 0, depositReapplyMinutes: 0, withdrawReapplyMinutes: 0 });

  // Linked, but before any sign-up program ran: no bonus between them.
  await createMember('pairone', '010-6100-0001');
  await createMember('pairtwo', '010-6100-0002');
  await createProgram(t, staff, {
    kind: 'signup',
    name: '가입 축하',
    rolloverBp: 10_000,
    levels: everyLevel(0, 10_000),
  });
  signedUpAt = clock.now().toISOString();
  await createMember('twinone', '010-6200-0001');
  await createMember('twintwo', '010-6200-0002');
  await createMember('soloone', '010-6300-0001');
  for (const m of ['pairone', 'pairtwo']) await signIn(m, 'device-pair-0001');
  for (const m of ['twinone', 'twintwo']) await signIn(m, 'device-twin-0001');
  await signIn('soloone', 'device-solo-0001');

  // Deposit bonuses with nothing to wager: the withdrawal is free to go once the deposit is in.
  const tenPercent = await createProgram(t, staff, {
    kind: 'every_deposit',
    name: '매충 10%',
    rolloverBp: 0,
    levels: everyLevel(1_000, 0),
  });
  // member01: a 20,000 bonus deposit, 3,000 staked, then a withdrawal (under half the deposit: 10,000).
  const abuser = await signIn('member01', 'device-member-0001');
  depositedAt = clock.now().toISOString();
  abuserDeposit = await approvedDeposit(abuser, 20_000, tenPercent.id);
  await stake(abuser, 3_000);
  abuserWithdrawal = await withdraw(abuser, 10_000);
  askedAt = clock.now().toISOString();
  // member02: the same deposit played to half of it (the threshold itself) before the withdrawal.
  const player = await signIn('member02', 'device-member-0002');
  await approvedDeposit(player, 20_000, tenPercent.id);
  await stake(player, 10_000);
  await withdraw(player, 10_000);
  // member03: a deposit without a bonus, withdrawn unplayed.
  const plain = await signIn('member03', 'device-member-0003');
  await approvedDeposit(plain, 20_000);
  await withdraw(plain, 10_000);

  const run = await t.call('/api/admin/integrity/run', {}, { token: staff });
  expect(run.resultCode).toBe('200');
}, 120_000);
afterAll(async () => {
  expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  await t.close();
});

describe('bonus abuse flags', () => {
  it('flags sign-up bonuses taken by accounts signing in from one device, with the grants as evidence', async () => {
    const list = await flags();
    const shared = of(list, 'bonus_signup_shared');
    expect(shared.map(memIds)).toEqual([['twinone', 'twintwo']]);
    expect(shared[0]!.evidence.signals).toEqual([
      { kind: 'device', value: 'device-twin-0001', memIds: ['twinone', 'twintwo'] },
    ]);
    expect(shared[0]!.evidence.signupBonuses).toEqual(
      ['twinone', 'twintwo'].map((memId) => ({
        memId,
        amount: 10_000,
        asset: 'cash',
        state: 'active',
        at: signedUpAt,
      })),
    );
    // Linked without a sign-up bonus: multiple accounts, nothing more; a bonus on its own device: nothing.
    expect(of(list, 'multi_account').map(memIds)).toEqual(
      expect.arrayContaining([
        ['pairone', 'pairtwo'],
        ['twinone', 'twintwo'],
      ]),
    );
    expect(list.filter((f) => memIds(f).includes('soloone'))).toEqual([]);
  });

  it('flags a bonus deposit withdrawn with stakes under half the deposit, and neither a played one nor a plain deposit', async () => {
    const cashouts = of(await flags(), 'bonus_cashout');
    expect(cashouts.map(memIds)).toEqual([['member01']]);
    expect(cashouts[0]!.evidence.bonusCashout).toEqual({
      deposit: { id: abuserDeposit, amount: 20_000, at: depositedAt },
      bonus: { program: '매충 10%', amount: 2_000, asset: 'cash', state: 'completed' },
      withdrawal: { id: abuserWithdrawal, amount: 10_000, at: askedAt, status: 0 },
      stakes: 3_000,
      threshold: 10_000,
      thresholdBp: 5_000,
    });
    // The open flag names the member: its shop sees it; the next pass refreshes it and adds none.
    expect(of(await flags(ptn05, 'partner'), 'bonus_cashout').map(memIds)).toEqual([['member01']]);
    await t.call('/api/admin/integrity/run', {}, { token: staff });
    expect(of(await flags(), 'bonus_cashout')).toHaveLength(1);
    expect(await memberIdOf(t, 'member01')).toBe(cashouts[0]!.members[0]!.id);
  });
});

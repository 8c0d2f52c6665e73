import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import type { LoginResponse } from '../../../src/shared/api/member';
import type { AdminMemberRecord } from '../../../src/shared/api/office/members';
import { memberIdOf, memberRow } from '../../support/identityFixtures';
import { memoryRateLimiter } from '../../../src/server/http/rateLimiter';

/**
 * Withdrawal PIN and partner gate guesses lock; §9's login lock, timed unlock and notice
 * (docs/architecture/security.md#lockouts-and-how-each-lifts).
 */
let t: TestApp;
let now = new Date('2026-11-21T03:00:00Z');
let staff: { token: string };

/** Moves the site's clock; the staff session (120 minutes) is signed in again. */
async function advance(ms: number): Promise<void> {
  now = new Date(now.getTime() + ms);
  staff = { token: await t.loginStaff() };
}

beforeAll(async () => {
  // the rate limits count in the site's clock, so moving it opens a new window
  t = await createTestApp({ clock: { now: () => now }, limiter: memoryRateLimiter(() => now.getTime()) });
  staff = { token: await t.loginStaff() };
});
afterAll(() => t.close());

const out = (token: string, withdrawPassword: string) =>
  t.call('/api/cash/out', { amount: 5_000, withdrawPassword }, { token });
const unlockFromOffice = (id: number, data: Record<string, boolean>) =>
  t.call<AdminMemberRecord>('/api/admin/members/update', { id, data }, staff);
const codes = (list: { resultCode: string }[]) => list.map((r) => r.resultCode);

describe('withdrawal PIN (item 1)', () => {
  it('5 wrong PINs in a row lock withdrawals (C029) even for the right PIN; the login password unlocks them', async () => {
    const token = await t.login('member01');
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await out(token, `99${i}9`));
    expect(codes(answers)).toEqual(['C017', 'C017', 'C017', 'C017', 'C029']);
    expect(answers.slice(0, 4).map((a) => (a.data as { remaining: number }).remaining)).toEqual([4, 3, 2, 1]);
    expect((await out(token, DEMO.withdrawPassword)).resultCode).toBe('C029');
    // the old PIN cannot be guessed through the PIN change either
    const change = {
      kind: 'withdrawPassword',
      oldWithdrawPass: DEMO.withdrawPassword,
      newWithdrawPass: '5678',
      newWithdrawPassConfirm: '5678',
    };
    expect((await t.call('/api/member/update', change, { token })).resultCode).toBe('C029');
    expect(await memberRow(t, 'member01')).toMatchObject({ pin_wrong_count: 5, pin_locked_at: now });

    expect((await t.call('/api/cash/unlockPin', { memPass: 'wrong999' }, { token })).resultCode).toBe('U003');
    expect(await t.call('/api/cash/unlockPin', { memPass: DEMO.password }, { token })).toMatchObject({
      resultCode: '200',
      data: { unlocked: true },
    });
    // the right PIN now reaches the amount rule (C014: 5,000 is below the minimum)
    expect((await out(token, DEMO.withdrawPassword)).resultCode).toBe('C014');
    expect(await memberRow(t, 'member01')).toMatchObject({ pin_wrong_count: 0, pin_locked_at: null });
  });

  it('counts parallel wrong PINs under the row lock: exactly 5 counted, no guess checked after the lock', async () => {
    const token = await t.login('member02');
    const answers = await Promise.all(Array.from({ length: 9 }, (_, i) => out(token, `80${i}0`)));
    expect(codes(answers).filter((c) => c === 'C017')).toHaveLength(4);
    expect(codes(answers).filter((c) => c === 'C029')).toHaveLength(5);
    expect((await memberRow(t, 'member02')).pin_wrong_count).toBe(5);
  });

  it('staff see the lock in the office and lift it', async () => {
    const id = await memberIdOf(t, 'member02');
    expect((await t.call<AdminMemberRecord>('/api/admin/members/get', { id }, staff)).data).toMatchObject({
      pinLocked: true,
      gateLocked: false,
    });
    expect((await unlockFromOffice(id, { pinLocked: false })).data.pinLocked).toBe(false);
    expect((await out(await t.login('member02'), DEMO.withdrawPassword)).resultCode).toBe('C014');
  });

  it('limits PIN checks per member before any hash (E005 after 20 a minute)', async () => {
    await advance(60_000);
    const token = await t.login('member03');
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await out(token, DEMO.withdrawPassword));
    expect(
      codes(answers)
        .slice(0, 20)
        .every((c) => c === 'C014'),
    ).toBe(true);
    expect(answers[20]!.resultCode).toBe('E005');
  });
});

describe('partner gate password (item 1)', () => {
  it('locks after 5 wrong tries (G015) until staff unlock it', async () => {
    const as = { token: await t.loginOffice('ptn04') };
    expect((await t.call('/api/partner/gate/set', { password: 'gate1234' }, as)).resultCode).toBe('200');
    const office = { token: await t.loginOffice('ptn04') };
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await t.call('/api/partner/gate/check', { password: `nope${i}xx` }, office));
    expect(codes(answers)).toEqual(['U003', 'U003', 'U003', 'U003', 'G015']);
    expect((await t.call('/api/partner/gate/check', { password: 'gate1234' }, office)).resultCode).toBe('G015');
    expect((await t.call('/api/partner/members/list', {}, office)).resultCode).toBe('G014');

    const id = await memberIdOf(t, 'ptn04');
    expect((await t.call<AdminMemberRecord>('/api/admin/members/get', { id }, staff)).data.gateLocked).toBe(true);
    expect((await unlockFromOffice(id, { gateLocked: false })).data.gateLocked).toBe(false);
    expect((await t.call('/api/partner/gate/check', { password: 'gate1234' }, office)).resultCode).toBe('200');
  });
});

describe('login lock after 8 wrong passwords (item 6)', () => {
  const login = (memId: string, memPass: string) => t.call<LoginResponse>('/api/member/login', { memId, memPass });
  const wrong8 = async (memId: string, path = '/api/member/login') => {
    for (let i = 0; i < 8; i++) await t.call(path, { memId, memPass: `wrong${i}aa` });
  };

  it('stays locked until staff unlock it by default (loginUnlockMinutes 0); the owner is told at the next login, once', async () => {
    await wrong8('member03');
    await advance(7 * 24 * 3_600_000);
    expect((await login('member03', DEMO.password)).resultCode).toBe('U004');
    const id = await memberIdOf(t, 'member03');
    const seen = (await t.call<AdminMemberRecord>('/api/admin/members/get', { id }, staff)).data;
    expect(seen).toMatchObject({ locked: true, wrongPasswordCount: 8 });
    expect(seen.lockedAt).not.toBeNull();
    expect((await t.call('/api/admin/members/lock', { id, locked: false }, staff)).data).toMatchObject({
      locked: false,
      lockedAt: null,
    });

    const first = await login('member03', DEMO.password);
    expect(first.resultCode).toBe('200');
    expect(first.data.lockNotice).toEqual({ lockedAt: seen.lockedAt, wrongPasswords: 8 });
    expect((await login('member03', DEMO.password)).data.lockNotice).toBeNull();
  });

  it('lifts itself after the site option loginUnlockMinutes', async () => {
    expect(
      (await t.call('/api/admin/siteOptions/update', { data: { loginUnlockMinutes: 30 } }, staff)).resultCode,
    ).toBe('200');
    await wrong8('member01');
    await advance(29 * 60_000);
    expect((await login('member01', DEMO.password)).resultCode).toBe('U004');
    await advance(2 * 60_000);
    const answer = await login('member01', DEMO.password);
    expect(answer.resultCode).toBe('200');
    expect(answer.data.lockNotice?.wrongPasswords).toBe(8);
    await t.call('/api/admin/siteOptions/update', { data: { loginUnlockMinutes: 0 } }, staff);
  });

  it('a staff lock never lifts itself', async () => {
    await t.call('/api/admin/siteOptions/update', { data: { loginUnlockMinutes: 1 } }, staff);
    const id = await memberIdOf(t, 'member02');
    await t.call('/api/admin/members/lock', { id, locked: true }, staff);
    await advance(60 * 60_000);
    expect((await login('member02', DEMO.password)).resultCode).toBe('U004');
    await t.call('/api/admin/members/lock', { id, locked: false }, staff);
    await t.call('/api/admin/siteOptions/update', { data: { loginUnlockMinutes: 0 } }, staff);
  });

  it("a partner's office login does not take the lock notice meant for the member front", async () => {
    await advance(2 * 60_000);
    await wrong8('ptn05', '/api/partner/login');
    const id = await memberIdOf(t, 'ptn05');
    await t.call('/api/admin/members/lock', { id, locked: false }, staff);
    await t.loginOffice('ptn05');
    expect((await login('ptn05', DEMO.password)).data.lockNotice).toMatchObject({ wrongPasswords: 8 });
  });
});

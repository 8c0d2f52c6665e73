import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { tick } from '../../../src/server/modules/minigame/engine';
import { verify } from '../../../src/server/modules/ledger/verify';
import type { DomainEvent } from '../../../src/server/events/bus';
import type { GameState } from '../../../src/shared/api/minigame';
import type { LimitsView } from '../../../src/shared/api/responsible';
import { balancesOf, memberIdOf, setOptions } from '../../support/moneyFixtures';

/**
 * Responsible play (docs/domains/responsible-play.md): the deposit limit on /api/cash/in, the
 * session-time limit at sign-in, and cool-off and self-exclusion: every session ends, sign-in is
 * refused naming the end, every money and bet path refuses, money coming in is still credited, and
 * nothing (staff, a direct write) lifts it early. The clock starts Saturday 2026-11-21 12:00 KST,
 * outside the 23:30–00:30 bank window.
 */
const clock = {
  t: Date.parse('2026-11-21T03:00:10Z'),
  now() {
    return new Date(this.t);
  },
};
let t: TestApp;
let staff: string;
const events: DomainEvent[] = [];

const deposit = (token: string, amount: number) =>
  t.call<{ cashIdx: number }>('/api/cash/in', { depositor: '홍길동', amount }, { token });
const asStaff = (path: string, body: Record<string, unknown>) => t.call(path, body, { token: staff });
const limits = async (token: string) => (await t.call<LimitsView>('/api/member/limits', {}, { token })).data;
const login = (memId: string) => t.call<{ token: string }>('/api/member/login', { memId, memPass: 'pass1234' });

async function betNow(token: string, amount: number) {
  await tick(t.app.deps);
  const state = (await t.call<GameState>('/api/minigame/getGame/pwball', {}, { token })).data;
  return t.call(
    '/api/bet/betProc',
    { gameType: 'pwball', roundKey: state.round!.roundKey, bets: [{ market: 'power_oe', pick: 'odd', amount }] },
    { token },
  );
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  t.app.deps.bus.subscribe((e) => events.push(e));
  await setOptions(t, { depositReapplyMinutes: 0 });
  staff = await t.loginStaff();
});
afterAll(async () => {
  expect((await verify(t.database.db)).ok).toBe(true);
  await t.close();
});

describe('deposit limit', () => {
  it('refuses the deposit request that would pass the limit, naming it; refused or cancelled requests do not count', async () => {
    const token = await t.login('member01');
    await t.call('/api/member/limits/set', { kind: 'deposit', period: 'day', amount: 100_000 }, { token });
    const first = await deposit(token, 60_000);
    expect(first.resultCode).toBe('200');
    expect((await asStaff('/api/admin/deposits/approve', { id: first.data.cashIdx })).resultCode).toBe('200');

    const over = await deposit(token, 50_000);
    expect(over.resultCode).toBe('R001');
    expect(over.data).toEqual({
      kind: 'deposit',
      period: 'day',
      limit: 100_000,
      used: 60_000,
      resetsAt: '2026-11-22 00:00',
    });
    expect(
      (
        await t.database.db
          .selectFrom('cash_requests')
          .select('id')
          .where('member_id', '=', await memberIdOf(t, 'member01'))
          .execute()
      ).length,
    ).toBe(1);

    const cancelled = await deposit(token, 40_000);
    expect(cancelled.resultCode).toBe('200');
    expect((await t.call('/api/cash/del', { cashIdx: cancelled.data.cashIdx }, { token })).resultCode).toBe('200');
    const last = await deposit(token, 40_000);
    expect(last.resultCode).toBe('200');
    expect((await asStaff('/api/admin/deposits/approve', { id: last.data.cashIdx })).resultCode).toBe('200');
    expect((await limits(token)).limits[0]).toMatchObject({ kind: 'deposit', amount: 100_000, used: 100_000 });
  });

  it('staff may impose a stricter limit the member cannot raise; the stricter applies', async () => {
    const token = await t.login('member01');
    const id = await memberIdOf(t, 'member01');
    const imposed = await asStaff('/api/admin/responsible/limits/set', {
      memberId: id,
      kind: 'deposit',
      period: 'week',
      amount: 50_000,
    });
    expect(imposed.resultCode).toBe('200');
    const view = await limits(token);
    expect(view.limits.find((l) => l.period === 'week')).toMatchObject({
      amount: 50_000,
      imposed: true,
      used: 100_000,
    });
    clock.t = Date.parse('2026-11-22T03:00:00Z'); // Sunday: a new day, the same week
    const refused = await deposit(await t.login('member01'), 10_000);
    expect(refused.resultCode).toBe('R001');
    expect(refused.data).toMatchObject({ period: 'week', limit: 50_000, resetsAt: '2026-11-23 00:00' });
  });
});

describe('session-time limit', () => {
  it('once the minutes of the site day are used up, sign-in is refused until the day turns', async () => {
    const token = await t.login('member03');
    await t.call('/api/member/limits/set', { kind: 'session', period: 'day', amount: 30 }, { token });
    const id = await memberIdOf(t, 'member03');
    // 31 minutes signed in earlier today.
    await sql`update sessions set created_at = ${new Date(clock.t - 40 * 60_000)}, ended_at = ${new Date(clock.t - 9 * 60_000)} where member_id = ${id}`.execute(
      t.database.db,
    );
    const refused = await login('member03');
    expect(refused.resultCode).toBe('R004');
    expect(refused.data).toMatchObject({
      kind: 'session',
      period: 'day',
      limit: 30,
      used: 31,
      resetsAt: '2026-11-23 00:00',
    });
    clock.t = Date.parse('2026-11-22T15:00:10Z');
    expect((await login('member03')).resultCode).toBe('200');
  });
});

describe('cool-off and self-exclusion', () => {
  it('refuses a length outside 1/7/30 days or 180 days to 5 years with E003', async () => {
    const token = await t.login('member02');
    for (const body of [
      { kind: 'cooloff', days: 2 },
      { kind: 'self', days: 179 },
      { kind: 'self', days: 5 * 365 + 2 },
      { kind: 'forever', days: 30 },
    ]) {
      expect((await t.call('/api/member/exclude', body, { token })).resultCode).toBe('E003');
    }
    expect((await limits(token)).exclusion).toBeNull();
  });

  it('every money and bet path refuses an excluded member, even on a session still alive elsewhere', async () => {
    clock.t = Date.parse('2026-11-23T03:00:00Z'); // Monday 12:00 KST
    const token = await t.login('member02');
    const id = await memberIdOf(t, 'member02');
    const before = await balancesOf(t, 'member02');
    // As if the exclusion were written on another node a moment ago, this session not yet ended.
    await t.database.db
      .insertInto('member_exclusions')
      .values({
        member_id: id,
        kind: 'self',
        starts_at: new Date(clock.t - 1000),
        ends_at: new Date(clock.t + 3600_000),
      })
      .execute();
    const bet = await betNow(token, 5_000);
    expect(bet.resultCode).toBe('R006');
    const dep = await deposit(token, 10_000);
    expect(dep.resultCode).toBe('R006');
    expect(dep.data).toEqual({ until: '2026-11-23 13:00' });
    expect(await balancesOf(t, 'member02')).toEqual(before);
    clock.t += 3600_000 + 1000;
  });

  it('a cool-off ends every session at once, refuses sign-in naming its end, and staff cannot lift it', async () => {
    const token = await t.login('member02');
    const excluded = await t.call('/api/member/exclude', { kind: 'cooloff', days: 7 }, { token });
    expect(excluded.resultCode).toBe('200');
    expect(events).toContainEqual(expect.objectContaining({ type: 'logout', reason: 'excluded' }));
    expect((await t.call('/api/member/info', {}, { token })).resultCode).toBe('E006');

    const until = new Date(clock.t + 7 * 86_400_000 + 9 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    const refused = await login('member02');
    expect(refused).toMatchObject({ resultCode: 'R005', data: { until } });

    // Staff unlocking or resetting the member's state changes nothing.
    const id = await memberIdOf(t, 'member02');
    staff = await t.loginStaff();
    expect((await asStaff('/api/admin/members/lock', { id, locked: false })).resultCode).toBe('200');
    expect((await login('member02')).resultCode).toBe('R005');
    // Not even a direct write can shorten or delete it.
    await expect(
      sql`update member_exclusions set ends_at = ends_at - interval '1 minute' where member_id = ${id}`.execute(
        t.database.db,
      ),
    ).rejects.toThrow(/never shortened/);
    await expect(sql`delete from member_exclusions where member_id = ${id}`.execute(t.database.db)).rejects.toThrow(
      /never deleted/,
    );

    // Money coming in is still credited.
    const partner = await t.loginOffice('ptn05');
    const before = (await balancesOf(t, 'member02')).cash;
    expect(
      (await t.call('/api/partner/money/pay', { memId: 'member02', amount: 7_000 }, { token: partner })).resultCode,
    ).toBe('200');
    expect((await balancesOf(t, 'member02')).cash).toBe(before + 7_000);

    clock.t += 7 * 86_400_000 - 60_000;
    expect((await login('member02')).resultCode).toBe('R005');
    clock.t += 120_000;
    expect((await login('member02')).resultCode).toBe('200');
  });

  it('a self-exclusion of 180 days refuses sign-in with R006 and its end date', async () => {
    const token = await t.login('member03');
    expect((await t.call('/api/member/exclude', { kind: 'self', days: 180 }, { token })).resultCode).toBe('200');
    const refused = await login('member03');
    expect(refused.resultCode).toBe('R006');
    expect(refused.data).toEqual({
      until: new Date(clock.t + 180 * 86_400_000 + 9 * 3600_000).toISOString().slice(0, 16).replace('T', ' '),
    });
  });
});

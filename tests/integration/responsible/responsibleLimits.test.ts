import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { tick } from '../../../src/server/modules/minigame/engine';
import { verify } from '../../../src/server/modules/ledger/verify';
import type { GameState } from '../../../src/shared/api/minigame';
import type { BetProcResponse } from '../../../src/shared/api/bets';
import type { LimitsView } from '../../../src/shared/api/responsible';

/**
 * Stake and loss limits (docs/domains/responsible-play.md#limits) on the minigame bet path, each
 * period's boundary in site time (KST, +540), the 24-hour delay of a raise or removal, and parallel
 * stakes never passing a limit. 2026-11-21 is a Saturday; the site day turns at 15:00 UTC.
 */
const clock = {
  t: Date.parse('2026-11-21T03:00:10Z'),
  now() {
    return new Date(this.t);
  },
};
let t: TestApp;

const setLimit = (token: string, kind: string, period: string, amount: number | null) =>
  t.call<LimitsView>('/api/member/limits/set', { kind, period, amount }, { token });
const limits = async (token: string) => (await t.call<LimitsView>('/api/member/limits', {}, { token })).data;

// Tokens last 120 minutes and the clock jumps days: each member signs in again after a jump.
const tokens = new Map<string, string>();
async function signIn(memId: string): Promise<string> {
  if (!tokens.has(memId)) tokens.set(memId, await t.login(memId));
  return tokens.get(memId)!;
}

/** Opens the round of the clock's moment (after settling the one before) and bets on it. */
async function betAt(memId: string, amount: number, market = 'power_oe', pick = 'odd') {
  const token = await signIn(memId);
  await tick(t.app.deps);
  const state = (await t.call<GameState>('/api/minigame/getGame/pwball', {}, { token })).data;
  return t.call<BetProcResponse>(
    '/api/bet/betProc',
    { gameType: 'pwball', roundKey: state.round!.roundKey, bets: [{ market, pick, amount }] },
    { token },
  );
}

/** Moves the clock to `iso`, drawing and settling every round on the way, so no earlier bet waits (B9999). */
async function moveTo(iso: string) {
  const state = (await t.call<GameState>('/api/minigame/getGame/pwball', {})).data;
  clock.t = Date.parse(state.round!.drawsAt) + 1;
  await tick(t.app.deps);
  clock.t = Date.parse(iso);
  await tick(t.app.deps);
  tokens.clear();
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  await tick(t.app.deps);
});
afterAll(async () => {
  expect((await verify(t.database.db)).ok).toBe(true);
  await t.close();
});

describe('stake and loss limits on the minigame bet path', () => {
  it('a daily stake limit stops the stake that would pass it, naming limit and reset, and the new site day starts afresh', async () => {
    const memId = 'member01';
    const token = await signIn(memId);
    const set = await setLimit(token, 'stake', 'day', 20_000);
    expect(set.resultCode).toBe('200');
    expect(set.data.limits).toEqual([
      {
        kind: 'stake',
        period: 'day',
        amount: 20_000,
        imposed: false,
        pending: null,
        used: 0,
        resetsAt: '2026-11-21T15:00:00.000Z',
      },
    ]);

    expect((await betAt(memId, 10_000)).resultCode).toBe('200');
    const over = await betAt(memId, 15_000, 'power_uo', 'over');
    expect(over.resultCode).toBe('R003');
    expect(over.data).toEqual({
      kind: 'stake',
      period: 'day',
      limit: 20_000,
      used: 10_000,
      resetsAt: '2026-11-22 00:00',
    });
    expect((await betAt(memId, 10_000, 'power_uo', 'over')).resultCode).toBe('200');

    // 23:55 KST: still the same site day, the limit is used up.
    await moveTo('2026-11-21T14:55:20Z');
    expect((await betAt(memId, 1_000)).resultCode).toBe('R003');
    // 00:00:10 KST the next day: a new period.
    await moveTo('2026-11-21T15:00:10Z');
    expect((await betAt(memId, 20_000)).resultCode).toBe('200');
    expect((await limits(await signIn(memId))).limits[0]).toMatchObject({
      used: 20_000,
      resetsAt: '2026-11-22T15:00:00.000Z',
    });
  });

  it('a loss limit counts open stakes as lost and refuses with R002', async () => {
    const memId = 'member02';
    const token = await signIn(memId);
    await setLimit(token, 'loss', 'day', 15_000);
    expect((await betAt(memId, 10_000)).resultCode).toBe('200');
    const over = await betAt(memId, 6_000, 'power_uo', 'under');
    expect(over.resultCode).toBe('R002');
    expect(over.data).toMatchObject({
      kind: 'loss',
      period: 'day',
      limit: 15_000,
      used: 10_000,
      resetsAt: '2026-11-23 00:00',
    });
  });

  it('a weekly limit runs Monday to Monday in site time', async () => {
    const memId = 'member03';
    const token = await signIn(memId);
    await setLimit(token, 'stake', 'week', 30_000);
    expect((await betAt(memId, 20_000)).resultCode).toBe('200');
    await moveTo('2026-11-22T14:55:10Z'); // Sunday 23:55 KST
    const over = await betAt(memId, 15_000);
    expect(over.resultCode).toBe('R003');
    expect(over.data).toMatchObject({ period: 'week', limit: 30_000, used: 20_000, resetsAt: '2026-11-23 00:00' });
    expect((await betAt(memId, 10_000, 'power_uo', 'over')).resultCode).toBe('200');
    await moveTo('2026-11-22T15:00:10Z'); // Monday 00:00 KST
    expect((await betAt(memId, 25_000)).resultCode).toBe('200');
  });

  it('a monthly limit runs to the first of the next month in site time', async () => {
    const memId = 'member01';
    const token = await signIn(memId);
    await setLimit(token, 'stake', 'month', 50_000);
    await moveTo('2026-11-30T14:50:10Z'); // 30 November 23:50 KST; 40,000 already staked this month
    const over = await betAt(memId, 15_000);
    expect(over.resultCode).toBe('R003');
    expect(over.data).toMatchObject({ period: 'month', limit: 50_000, used: 40_000, resetsAt: '2026-12-01 00:00' });
    await moveTo('2026-11-30T15:00:10Z'); // 1 December 00:00 KST
    expect((await betAt(memId, 15_000)).resultCode).toBe('200');
  });

  it('lowers at once, but a raise or a removal waits 24 hours, shown as pending', async () => {
    const memId = 'member02';
    const token = await signIn(memId);
    await setLimit(token, 'stake', 'month', 10_000);
    expect((await betAt(memId, 10_000)).resultCode).toBe('200');
    const raised = await setLimit(token, 'stake', 'month', 100_000);
    const from = new Date(clock.t + 24 * 3600_000).toISOString();
    expect(raised.data.limits.find((l) => l.kind === 'stake' && l.period === 'month')).toMatchObject({
      amount: 10_000,
      pending: { amount: 100_000, from },
    });
    expect((await betAt(memId, 5_000, 'power_uo', 'over')).resultCode).toBe('R003');

    await moveTo(new Date(clock.t + 23 * 3600_000).toISOString());
    expect((await betAt(memId, 5_000)).resultCode).toBe('R003');
    await moveTo(new Date(Date.parse(from) + 60_000).toISOString());
    expect((await betAt(memId, 5_000)).resultCode).toBe('200');
    const again = await signIn(memId);
    expect((await limits(again)).limits.find((l) => l.kind === 'stake' && l.period === 'month')).toMatchObject({
      amount: 100_000,
      pending: null,
      used: 15_000,
    });

    // Lower: at once. Remove: pending for 24 hours, the lower limit holding meanwhile.
    const lowered = await setLimit(again, 'stake', 'month', 16_000);
    expect(lowered.data.limits.find((l) => l.period === 'month')).toMatchObject({ amount: 16_000, pending: null });
    const removed = await setLimit(again, 'stake', 'month', null);
    expect(removed.data.limits.find((l) => l.period === 'month')).toMatchObject({
      amount: 16_000,
      pending: { amount: null },
    });
    expect((await betAt(memId, 5_000, 'power_uo', 'over')).resultCode).toBe('R003');
    await moveTo(new Date(clock.t + 24 * 3600_000 + 60_000).toISOString());
    expect((await limits(await signIn(memId))).limits.filter((l) => l.period === 'month')).toEqual([]);
    expect((await betAt(memId, 5_000)).resultCode).toBe('200');
  });

  it('parallel stakes of one member never pass a limit together', async () => {
    const memId = 'member03';
    const token = await signIn(memId);
    await setLimit(token, 'stake', 'day', 10_000);
    await tick(t.app.deps);
    const state = (await t.call<GameState>('/api/minigame/getGame/pwball', {}, { token })).data;
    const picks = [
      ['power_oe', 'odd'],
      ['power_uo', 'over'],
      ['sum_oe', 'even'],
      ['sum_uo', 'under'],
    ];
    const answers = await Promise.all(
      picks.map(([market, pick]) =>
        t.call(
          '/api/bet/betProc',
          { gameType: 'pwball', roundKey: state.round!.roundKey, bets: [{ market, pick, amount: 5_000 }] },
          { token },
        ),
      ),
    );
    expect(answers.map((a) => a.resultCode).sort()).toEqual(['200', '200', 'R003', 'R003']);
  });

  it('refuses a bad kind, period or amount with E003 and changes nothing', async () => {
    const memId = 'member01';
    const token = await signIn(memId);
    const before = await limits(token);
    expect((await setLimit(token, 'wins', 'day', 1)).resultCode).toBe('E003');
    expect((await setLimit(token, 'stake', 'year', 1)).resultCode).toBe('E003');
    expect((await setLimit(token, 'stake', 'day', -5)).resultCode).toBe('E003');
    expect((await limits(token)).limits).toEqual(before.limits);
  });
});

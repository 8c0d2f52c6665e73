import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { balancesOf, memberIdOf, testClock } from '../../support/moneyFixtures';
import { createProgram, requirementsOf } from '../../support/bonusFixtures';
import { settledBet } from '../../support/settledBet';
import { verify } from '../../../src/server/modules/ledger/verify';
import { memberLevelsJob } from '../../../src/server/modules/memberLevels/scheduler';
import type { LevelRuleInput, LevelRulesInput } from '../../../src/shared/api/office/memberLevels';

/**
 * The level-up reward (docs/domains/bonuses.md#level-up-reward): a move UP, by the daily review or by
 * hand, is granted the level_up program's fixed amount of the level reached through the one grant,
 * in the move's transaction, once per member and level; a move down grants nothing.
 */
const clock = testClock('2026-11-20T03:00:00Z');
let t: TestApp;
let staff: string;
const ids: Record<string, number> = {};

const office = (path: string, body: Record<string, unknown> = {}) =>
  t.call(`/api/admin/${path}`, body, { token: staff });
const setLevel = async (memId: string, level: number) =>
  expect((await office('members/update', { id: ids[memId], data: { level } })).resultCode).toBe('200');
const levelOf = async (memId: string) =>
  (await t.app.deps.db.selectFrom('members').select('level').where('mem_id', '=', memId).executeTakeFirstOrThrow())
    .level;
const sources = async (memId: string) => (await requirementsOf(t, memId)).map((r) => [r.source, r.granted]);
const rung = (level: number, turnoverMin: number, ruled = true): LevelRuleInput => ({
  level,
  ruled,
  turnoverMin,
  depositsMin: 0,
  activeDaysMin: 0,
});
const LADDER: LevelRulesInput = {
  program: { enabled: true, windowDays: 30, graceDays: 0 },
  rules: [rung(1, 0), rung(2, 10_000), rung(3, 20_000), ...Array.from({ length: 7 }, (_, i) => rung(i + 4, 0, false))],
};

beforeAll(async () => {
  t = await createTestApp({ clock });
  staff = await t.loginStaff();
  for (const m of ['member01', 'member02', 'member03']) ids[m] = await memberIdOf(t, m);
  await t.app.deps.db.updateTable('members').set({ level: 1 }).where('id', 'in', Object.values(ids)).execute();
  await createProgram(t, staff, {
    kind: 'level_up',
    name: '레벨업 보상',
    rolloverBp: 10_000,
    levels: [
      { level: 2, rateBp: 0, fixedAmount: 20_000 },
      { level: 3, rateBp: 0, fixedAmount: 50_000 },
    ],
  });
  // November: member01 stakes enough for level 3 (paid back whole: no loss, no cash needed).
  await settledBet(t, {
    memberId: ids.member01!,
    round: 'levelup-1',
    stake: 25_000,
    payout: 25_000,
    day: '2026-11-20',
    at: new Date('2026-11-20T03:00:00Z'),
  });
  expect((await office('levelRules/update', { data: LADDER })).resultCode).toBe('200');
});
afterAll(() => t.close());

describe('level-up reward', () => {
  it('is granted by the daily review for the level reached, once, however often the review passes', async () => {
    clock.set('2026-12-01T01:00:00Z');
    staff = await t.loginStaff();
    const before = await balancesOf(t, 'member01');
    const review = memberLevelsJob(t.app.deps, t.app.log);
    await review.run();
    await review.run();
    expect(await levelOf('member01')).toBe(3);
    // Rungs skipped (1 → 3): the level reached is rewarded.
    expect((await balancesOf(t, 'member01')).cash - before.cash).toBe(50_000);
    const [r] = await requirementsOf(t, 'member01');
    expect(r).toMatchObject({
      source: `bonus:level_up:${ids.member01}:3`,
      granted: 50_000,
      to_wager: 50_000,
      state: 'active',
    });
    const txn = await t.app.deps.db
      .selectFrom('ledger_transactions')
      .select(['kind', 'meta'])
      .where('idempotency_key', '=', r!.source)
      .executeTakeFirstOrThrow();
    expect(txn).toMatchObject({ kind: 'bonus.grant', meta: { kind: 'level_up', fromLevel: 1, toLevel: 3 } });
    // member02 and member03 earned nothing above level 1: no move, no reward.
    expect(await requirementsOf(t, 'member02')).toEqual([]);
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  });

  it('is granted on a staff move up, not on a move down, and not again on climbing back', async () => {
    const start = await balancesOf(t, 'member03');
    await setLevel('member03', 2);
    expect((await balancesOf(t, 'member03')).cash - start.cash).toBe(20_000);
    const audit = await t.app.deps.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'member.flags')
      .where('target', '=', 'member03')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ level: 2, levelUpBonus: 20_000 });

    await setLevel('member03', 1);
    await setLevel('member03', 2);
    // 2 → 4: level 4 names no amount in the program, so nothing; then 4 → 3 is a move down.
    await setLevel('member03', 4);
    await setLevel('member03', 3);
    expect(await sources('member03')).toEqual([[`bonus:level_up:${ids.member03}:2`, 20_000]]);
    expect((await balancesOf(t, 'member03')).cash - start.cash).toBe(20_000);

    // Moved up again while the reward of level 2 is still wagered: level 3 is a level of its own.
    await setLevel('member03', 1);
    await setLevel('member03', 3);
    expect(await sources('member03')).toEqual([
      [`bonus:level_up:${ids.member03}:2`, 20_000],
      [`bonus:level_up:${ids.member03}:3`, 50_000],
    ]);
    expect((await balancesOf(t, 'member03')).cash - start.cash).toBe(70_000);
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  });

  it('gives a member moved up by many staff calls at once one reward', async () => {
    const start = await balancesOf(t, 'member02');
    const calls = await Promise.all(
      Array.from({ length: 8 }, () => office('members/update', { id: ids.member02, data: { level: 2 } })),
    );
    expect(calls.every((c) => c.resultCode === '200')).toBe(true);
    expect(await sources('member02')).toEqual([[`bonus:level_up:${ids.member02}:2`, 20_000]]);
    expect((await balancesOf(t, 'member02')).cash - start.cash).toBe(20_000);
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  });
});

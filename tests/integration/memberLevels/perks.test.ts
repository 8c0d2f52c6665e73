import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { memberIdOf, testClock } from '../../support/moneyFixtures';
import { createProgram, disableProgram, updateProgram } from '../../support/bonusFixtures';
import { ResultCode } from '../../../src/shared/resultCodes';
import type { LevelProgress } from '../../../src/shared/api/memberLevel';
import type { LevelRuleInput, LevelRulesInput } from '../../../src/shared/api/office/memberLevels';

/**
 * The perks the member's progress shows (docs/domains/member-levels.md#the-members-progress), through
 * HTTP: comp per game group from its level and the next, the weekly payback rate only while an
 * enabled payback program pays the level, the next level's reward only while an enabled level_up
 * program pays one (at the amount the grant would pay: the program's cap applies), the programs
 * the grants use (the oldest enabled of each kind), and nothing of a next level the rules do not
 * move the member to.
 */
const clock = testClock('2026-12-01T01:00:00Z');
let t: TestApp;
let staff: string;
let member: string;

const ok = async <T>(p: Promise<{ resultCode: string; data: T }>): Promise<T> => {
  const res = await p;
  expect(res.resultCode, JSON.stringify(res.data)).toBe(ResultCode.Success);
  return res.data;
};
const office = <T>(path: string, body: Record<string, unknown> = {}) =>
  t.call<T>(`/api/admin/${path}`, body, { token: staff });
const progress = () => ok(t.call<LevelProgress>('/api/member/level', {}, { token: member }));

const rung = (level: number, turnoverMin: number): LevelRuleInput => ({
  level,
  ruled: level <= 3,
  turnoverMin,
  depositsMin: 0,
  activeDaysMin: 0,
});
const LADDER: LevelRulesInput = {
  program: { enabled: true, windowDays: 30, graceDays: 7 },
  rules: Array.from({ length: 10 }, (_, i) => rung(i + 1, i * 1_000_000)),
};
const COMP_1 = { casino: 120, slot: 400, sports: 100, minigame: 55 };
const COMP_2 = { casino: 150, slot: 450, sports: 125, minigame: 75 };
const levelTerms = (of: Record<number, [rateBp: number, fixedAmount: number]>) =>
  Object.entries(of).map(([level, [rateBp, fixedAmount]]) => ({ level: Number(level), rateBp, fixedAmount }));

beforeAll(async () => {
  t = await createTestApp({ clock });
  staff = await t.loginStaff();
  await t.app.deps.db
    .updateTable('members')
    .set({ level: 1 })
    .where('id', '=', await memberIdOf(t, 'member01'))
    .execute();
  await ok(office('levels/update', { id: 1, data: { compBp: COMP_1 } }));
  await ok(office('levels/update', { id: 2, data: { compBp: COMP_2 } }));
  await ok(office('levelRules/update', { data: LADDER }));
  member = await t.login('member01');
});
afterAll(() => t.close());

describe("the member's level perks", () => {
  it('are comp alone while the site has no payback or level_up program', async () => {
    const answer = await progress();
    expect(answer.next?.level).toBe(2);
    expect(answer.perks).toEqual({ compBp: COMP_1, paybackBp: null });
    expect(answer.nextPerks).toEqual({ compBp: COMP_2, paybackBp: null, levelUpReward: null });
  });

  it("add the payback rate and the next level's reward of the enabled programs the grants use", async () => {
    // An older program of each kind, turned off: not the one paid under.
    const oldPayback = await createProgram(t, staff, { kind: 'payback', levels: levelTerms({ 1: [9_000, 0] }) });
    const oldLevelUp = await createProgram(t, staff, { kind: 'level_up', levels: levelTerms({ 2: [0, 900_000] }) });
    await disableProgram(t, staff, oldPayback);
    await disableProgram(t, staff, oldLevelUp);
    const payback = await createProgram(t, staff, {
      kind: 'payback',
      levels: levelTerms({ 1: [300, 0], 2: [550, 0] }),
    });
    // The reward is capped as its grant is: 50,000 asked, 40,000 paid.
    const levelUp = await createProgram(t, staff, {
      kind: 'level_up',
      cap: 40_000,
      levels: levelTerms({ 2: [0, 50_000], 3: [0, 30_000] }),
    });
    // A newer enabled program of a kind is not the one granted: the oldest enabled is.
    await createProgram(t, staff, { kind: 'payback', levels: levelTerms({ 1: [7_000, 0], 2: [7_000, 0] }) });

    const answer = await progress();
    expect(answer.perks).toEqual({ compBp: COMP_1, paybackBp: 300 });
    expect(answer.nextPerks).toEqual({ compBp: COMP_2, paybackBp: 550, levelUpReward: 40_000 });

    // The first payback off, the next enabled one is paid under; a level the level_up program has
    // no row for is paid nothing, and shows nothing.
    await disableProgram(t, staff, payback);
    await updateProgram(t, staff, levelUp, { levels: levelTerms({ 3: [0, 30_000] }) });
    const after = await progress();
    expect(after.perks.paybackBp).toBe(7_000);
    expect(after.nextPerks).toEqual({ compBp: COMP_2, paybackBp: 7_000, levelUpReward: null });
  });

  it('show its own level alone when the rules do not move the member', async () => {
    await ok(office('memberLevels/lock', { id: await memberIdOf(t, 'member01'), locked: true }));
    const answer = await progress();
    expect(answer.next).toBeNull();
    expect(answer.nextPerks).toBeNull();
    expect(answer.perks.compBp).toEqual(COMP_1);
  });
});

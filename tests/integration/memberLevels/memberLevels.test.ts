import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { memberIdOf, testClock } from '../../support/moneyFixtures';
import { settledBet } from '../../support/settledBet';
import { verify } from '../../../src/server/modules/ledger/verify';
import { memberLevelsJob } from '../../../src/server/modules/memberLevels/scheduler';
import { ResultCode } from '../../../src/shared/resultCodes';
import type { OfficeList } from '../../../src/shared/api/office';
import type { LevelProgress } from '../../../src/shared/api/memberLevel';
import type {
  LevelMoveRecord,
  LevelRuleInput,
  LevelRulesInput,
  LevelRulesPreview,
  LevelRulesRecord,
  MemberLevelRecord,
} from '../../../src/shared/api/office/memberLevels';

/**
 * Automatic member levels (docs/domains/member-levels.md) through HTTP: staff write the ladder and
 * preview who it would move, the daily review moves members up at once and down only from the
 * monthly review after its grace, a staff lock holds a member, every move is in the history, and
 * the member reads its progress. Stakes and deposits of November make the figures of December.
 */
const clock = testClock('2026-11-20T03:00:00Z');
let t: TestApp;
let staff: string;
const ids: Record<string, number> = {};

const ok = async <T>(p: Promise<{ resultCode: string; data: T }>): Promise<T> => {
  const res = await p;
  expect(res.resultCode, JSON.stringify(res.data)).toBe(ResultCode.Success);
  return res.data;
};
const office = <T>(path: string, body: Record<string, unknown> = {}) =>
  t.call<T>(`/api/admin/${path}`, body, { token: staff });
const levelOf = async (memId: string) =>
  (await t.app.deps.db.selectFrom('members').select('level').where('mem_id', '=', memId).executeTakeFirstOrThrow())
    .level;
/** A day's review, as the scheduler runs it (the site's review runs once a site day). */
const review = () => memberLevelsJob(t.app.deps, t.app.log).run();
/** The clock moves to 10:00 site time of a day; sessions end after two hours, so everyone signs in again. */
async function on(day: string) {
  clock.set(`${day}T01:00:00Z`);
  staff = await t.loginStaff();
}

const rung = (level: number, turnoverMin: number, depositsMin: number, activeDaysMin: number): LevelRuleInput => ({
  level,
  ruled: true,
  turnoverMin,
  depositsMin,
  activeDaysMin,
});
/** Levels 1–3 on the ladder, 4–10 off it (staff alone set them). */
const LADDER: LevelRulesInput = {
  program: { enabled: true, windowDays: 30, graceDays: 7 },
  rules: [
    rung(1, 0, 0, 0),
    rung(2, 100_000, 100_000, 2),
    rung(3, 1_000_000, 500_000, 5),
    ...Array.from({ length: 7 }, (_, i) => ({ ...rung(i + 4, 0, 0, 0), ruled: false })),
  ],
};

async function deposit(memId: string, amount: number) {
  const token = await t.login(memId);
  const asked = await t.call<{ cashIdx: number }>(
    '/api/cash/in',
    { depositor: memId, amount, bonusYn: 'N' },
    { token },
  );
  expect(asked.resultCode).toBe('200');
  await ok(office('deposits/approve', { id: asked.data.cashIdx }));
}
const stake = (memId: string, day: string, amount: number) =>
  settledBet(t, {
    memberId: ids[memId]!,
    round: `lv-${memId}-${day}`,
    stake: amount,
    // paid back in full, so the stakes never outrun the deposits
    payout: amount,
    day,
    at: new Date(`${day}T03:00:00Z`),
  });

beforeAll(async () => {
  t = await createTestApp({ clock });
  staff = await t.loginStaff();
  for (const memId of ['member01', 'member02', 'member03']) ids[memId] = await memberIdOf(t, memId);
  // November: member01 reaches level 3 (five days, 1,250,000 staked, 600,000 deposited), member02
  // level 2, member03 nothing.
  await deposit('member01', 600_000);
  await deposit('member02', 150_000);
  for (const day of ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'])
    await stake('member01', day, 250_000);
  for (const day of ['2026-11-20', '2026-11-25']) await stake('member02', day, 60_000);
  // Staff put member03 on level 2 by hand: a manual move of the history.
  await ok(office('members/update', { id: ids.member03, data: { level: 2 } }));
});
afterAll(() => t.close());

describe('the rules', () => {
  it('are off and empty until staff write them; a ladder that skips a level or asks less higher up is refused', async () => {
    const before = await ok(office<LevelRulesRecord>('levelRules/get'));
    expect(before.program).toEqual({ enabled: false, windowDays: 30, graceDays: 14 });
    expect(before.rules).toHaveLength(10);
    expect(before.rules.every((r) => !r.ruled)).toBe(true);
    const missing = { ...LADDER, rules: LADDER.rules.slice(1) };
    expect((await office('levelRules/update', { data: missing })).resultCode).toBe(ResultCode.InvalidRequest);
    const lower = {
      ...LADDER,
      rules: [rung(1, 0, 0, 0), rung(2, 100_000, 0, 2), rung(3, 50_000, 500_000, 5), ...LADDER.rules.slice(3)],
    };
    expect(await office('levelRules/update', { data: lower })).toMatchObject({
      resultCode: ResultCode.InvalidRequest,
      data: { fields: ['data.rules'], level: 3 },
    });
    // Nothing of either was kept, and the member reads no program.
    expect((await ok(office<LevelRulesRecord>('levelRules/get'))).program.enabled).toBe(false);
    const token = await t.login('member01');
    expect(await ok(t.call<LevelProgress>('/api/member/level', {}, { token }))).toMatchObject({
      enabled: false,
      level: 1,
      keep: null,
      next: null,
    });
  });

  it('previews who they would move before they are saved, and writes nothing', async () => {
    await on('2026-12-01');
    const preview = await ok(office<LevelRulesPreview>('levelRules/preview', { data: LADDER }));
    expect(preview.day).toBe('2026-12-01');
    expect(preview.counts).toEqual({ upgrade: 2, grace: 1, downgrade: 0, kept: 0 });
    expect(preview.rows.map((r) => [r.memId, r.level, r.to, r.verdict, r.due])).toEqual([
      ['member01', 1, 3, 'upgrade', null],
      ['member02', 1, 2, 'upgrade', null],
      ['member03', 2, 1, 'grace', '2026-12-08'],
    ]);
    expect(preview.rows[0]!.figures).toEqual({ turnover: 1_250_000, deposits: 600_000, activeDays: 5 });
    expect(await levelOf('member01')).toBe(1);
    expect((await ok(office<LevelRulesRecord>('levelRules/get'))).program.enabled).toBe(false);

    const saved = await ok(office<LevelRulesRecord>('levelRules/update', { data: LADDER }));
    expect(saved.program).toEqual(LADDER.program);
    expect(saved.rules.filter((r) => r.ruled).map((r) => r.level)).toEqual([1, 2, 3]);
    const audit = await t.app.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'levelRules.update')
      .execute();
    expect(audit).toHaveLength(1);
  });
});

describe('the daily review', () => {
  it('moves up at once, starts a grace at the monthly review, and leaves a member locked by staff alone', async () => {
    await ok(office<MemberLevelRecord>('memberLevels/lock', { id: ids.member02, locked: true }));
    await review();
    expect(await levelOf('member01')).toBe(3);
    expect(await levelOf('member02')).toBe(1);
    expect(await levelOf('member03')).toBe(2);
    expect(await ok(office<MemberLevelRecord>('memberLevels/get', { id: ids.member03 }))).toEqual({
      id: ids.member03,
      level: 2,
      locked: false,
      downgradeDue: '2026-12-08',
    });
    // The day's review ran: a second pass moves nothing.
    await ok(office('memberLevels/lock', { id: ids.member02, locked: false }));
    await review();
    expect(await levelOf('member02')).toBe(1);

    await on('2026-12-02');
    await review();
    expect(await levelOf('member02')).toBe(2);
    // Not the month's review: no new grace, and member03's runs on.
    expect((await ok(office<MemberLevelRecord>('memberLevels/get', { id: ids.member03 }))).downgradeDue).toBe(
      '2026-12-08',
    );
  });

  it('shows the member its progress: its figures, what keeping its level and the next take, a downgrade due', async () => {
    const member03 = await t.login('member03');
    expect(await ok(t.call<LevelProgress>('/api/member/level', {}, { token: member03 }))).toEqual({
      enabled: true,
      level: 2,
      levelName: 'LV2',
      windowDays: 30,
      figures: { turnover: 0, deposits: 0, activeDays: 0 },
      keep: { level: 2, name: 'LV2', turnoverMin: 100_000, depositsMin: 100_000, activeDaysMin: 2 },
      next: { level: 3, name: 'LV3', turnoverMin: 1_000_000, depositsMin: 500_000, activeDaysMin: 5 },
      downgradeDue: '2026-12-08',
      // The site's starting comp; no payback or level_up program here (perks.test.ts reads them).
      perks: { compBp: { casino: 60, slot: 60, sports: 60, minigame: 60 }, paybackBp: null },
      nextPerks: { compBp: { casino: 70, slot: 70, sports: 70, minigame: 70 }, paybackBp: null, levelUpReward: null },
    });
    const member01 = await t.login('member01');
    expect(await ok(t.call<LevelProgress>('/api/member/level', {}, { token: member01 }))).toMatchObject({
      level: 3,
      figures: { turnover: 1_250_000, deposits: 600_000, activeDays: 5 },
      next: null,
      downgradeDue: null,
    });
  });

  it('moves down when the grace ends and the member still falls short', async () => {
    await on('2026-12-07');
    await review();
    expect(await levelOf('member03')).toBe(2);
    await on('2026-12-08');
    await review();
    expect(await levelOf('member03')).toBe(1);
    expect((await ok(office<MemberLevelRecord>('memberLevels/get', { id: ids.member03 }))).downgradeDue).toBeNull();
  });

  it('keeps the history of every move: by the rules with their figures, by hand with who set it', async () => {
    const own = await ok(
      office<OfficeList<LevelMoveRecord>>('levelMoves/list', { filter: { memberId: ids.member03 } }),
    );
    expect(own.list.map((m) => [m.kind, m.fromLevel, m.toLevel, m.actor])).toEqual([
      ['downgrade', 2, 1, 'rules'],
      ['manual', 1, 2, 'admin'],
    ]);
    expect(own.list[0]!.figures).toEqual({ turnover: 0, deposits: 0, activeDays: 0 });
    const ups = await ok(office<OfficeList<LevelMoveRecord>>('levelMoves/list', { filter: { kind: 'upgrade' } }));
    expect(ups.list.map((m) => [m.memId, m.fromLevel, m.toLevel])).toEqual([
      ['member02', 1, 2],
      ['member01', 1, 3],
    ]);
    const locks = await t.app.deps.db
      .selectFrom('audit_log')
      .select(['target', 'after'])
      .where('action', '=', 'memberLevel.lock')
      .orderBy('id')
      .execute();
    expect(locks.map((l) => [l.target, l.after])).toEqual([
      ['member02', { locked: true }],
      ['member02', { locked: false }],
    ]);
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });
});

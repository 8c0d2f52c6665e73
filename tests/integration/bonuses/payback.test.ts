import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import type { PaybackRunResult } from '../../../src/shared/api/office/payback';
import { verify } from '../../../src/server/modules/ledger/verify';
import { payLastWeek } from '../../../src/server/modules/bonuses/payback';
import { balancesOf, memberIdOf, testClock } from '../../support/moneyFixtures';
import { createProgram, requirementsOf } from '../../support/bonusFixtures';
import { settledBet } from '../../support/settledBet';

/**
 * The weekly payback (docs/domains/bonuses.md#weekly-payback): each member that lost over an ended
 * site week (Monday to Sunday, KST) is granted its level's rate of the net loss through the one
 * grant, with the program's rollover, once per member and week whoever runs it and however often.
 */
// The week of Monday 2026-11-30 (KST), after anything the demo seed settled.
const WEEK = '2026-11-30';
const clock = testClock('2026-12-02T03:00:00Z');
let t: TestApp;
let staff: string;
const ids: Record<string, number> = {};
let bet = 0;

const run = (week: string) => t.call<PaybackRunResult>('/api/admin/bonusPayback/run', { week }, { token: staff });
const lose = (memId: string, stake: number, payout: number, at: string) =>
  settledBet(t, {
    memberId: ids[memId]!,
    round: `payback-${++bet}`,
    stake,
    payout,
    day: at.slice(0, 10),
    at: new Date(at),
  });

beforeAll(async () => {
  t = await createTestApp({ clock });
  for (const m of ['member01', 'member02', 'member03']) ids[m] = await memberIdOf(t, m);
  await t.app.deps.db
    .updateTable('members')
    .set({ level: 1 })
    .where('mem_id', 'in', ['member01', 'member02'])
    .execute();
  await t.app.deps.db.updateTable('members').set({ level: 2 }).where('mem_id', '=', 'member03').execute();
  staff = await t.loginStaff();
});
afterAll(() => t.close());

describe('weekly payback', () => {
  it('is refused before the site runs a payback program, and for a week not yet ended', async () => {
    clock.set('2026-12-08T03:00:00Z');
    staff = await t.loginStaff();
    expect((await run(WEEK)).resultCode).toBe('V401');
    expect(await payLastWeek(t.app.deps, 'demo')).toBeNull();
    await createProgram(t, staff, {
      kind: 'payback',
      name: '주간 페이백',
      rolloverBp: 20_000,
      expiryHours: 168,
      levels: [
        { level: 1, rateBp: 1_000, fixedAmount: 0 },
        { level: 2, rateBp: 2_000, fixedAmount: 0 },
      ],
    });
    // The current week (it ends on Sunday 2026-12-13) cannot be paid yet.
    expect((await run('2026-12-09')).resultCode).toBe('E003');
    clock.set('2026-12-02T03:00:00Z');
    staff = await t.loginStaff();
  });

  it("pays each losing member its level's rate of the week's net loss once, however often and from wherever it runs", async () => {
    // member01 (level 1): lost 100,000, then staked 20,000 and was paid 30,000: net loss 90,000 → 10% = 9,000.
    await lose('member01', 100_000, 0, '2026-12-01T03:00:00Z');
    await lose('member01', 20_000, 30_000, '2026-12-05T03:00:00Z');
    // member03 (level 2): net loss 50,000 → 20% = 10,000; a loss the Monday after counts for the next week.
    await lose('member03', 50_000, 0, '2026-12-06T14:59:00Z');
    await lose('member03', 70_000, 0, '2026-12-06T15:00:00Z');
    // member02 (level 1) won over the week: nothing.
    await lose('member02', 10_000, 0, '2026-12-01T03:00:00Z');
    await lose('member02', 10_000, 40_000, '2026-12-02T03:00:00Z');

    clock.set('2026-12-08T03:00:00Z');
    staff = await t.loginStaff();
    const before = { m1: await balancesOf(t, 'member01'), m2: await balancesOf(t, 'member02') };
    const before3 = await balancesOf(t, 'member03');

    // Staff twice and the weekly job at once: each member is paid once.
    const [a, b, job] = await Promise.all([run('2026-12-03'), run(WEEK), payLastWeek(t.app.deps, 'demo')]);
    expect(a.resultCode).toBe('200');
    expect(b.resultCode).toBe('200');
    const results = [a.data, b.data, job!];
    for (const r of results) expect(r).toMatchObject({ week: WEEK, members: 2, refused: 0 });
    expect(results.reduce((n, r) => n + r.paid, 0)).toBe(2);
    expect(results.reduce((n, r) => n + r.amount, 0)).toBe(19_000);

    expect((await balancesOf(t, 'member01')).cash - before.m1.cash).toBe(9_000);
    expect((await balancesOf(t, 'member03')).cash - before3.cash).toBe(10_000);
    expect(await balancesOf(t, 'member02')).toEqual(before.m2);
    expect(await requirementsOf(t, 'member02')).toEqual([]);

    const [r1] = await requirementsOf(t, 'member01');
    expect(r1).toMatchObject({
      source: `bonus:payback:${ids.member01}:${WEEK}`,
      asset: 'cash',
      granted: 9_000,
      to_wager: 18_000,
      state: 'active',
      weights: { slot: 10_000, casino: 1_000 },
    });
    expect(r1!.expires_at!.getTime() - r1!.created_at.getTime()).toBe(168 * 3_600_000);
    const [r3] = await requirementsOf(t, 'member03');
    expect(r3).toMatchObject({ source: `bonus:payback:${ids.member03}:${WEEK}`, granted: 10_000, to_wager: 20_000 });
    const txn = await t.app.deps.db
      .selectFrom('ledger_transactions')
      .select(['kind', 'meta'])
      .where('idempotency_key', '=', r1!.source)
      .executeTakeFirstOrThrow();
    expect(txn).toMatchObject({ kind: 'bonus.grant', meta: { kind: 'payback', week: WEEK, netLoss: 90_000 } });

    // The job's next pass finds the week paid; staff running it again pay no one twice.
    expect(await payLastWeek(t.app.deps, 'demo')).toBeNull();
    expect((await run(WEEK)).data).toMatchObject({ paid: 0, amount: 0, alreadyPaid: 2 });
    const runRow = await t.app.deps.db
      .selectFrom('payback_runs')
      .select(['paid', 'amount'])
      .where('week', '=', WEEK)
      .executeTakeFirstOrThrow();
    expect(runRow).toEqual({ paid: 2, amount: 19_000 });
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  });

  it('pays the next week by its own key, at the level the member stands on when it is paid', async () => {
    // member03's loss of Monday 2026-12-07 00:00 KST counts for this week; it now stands on level 1.
    await t.app.deps.db.updateTable('members').set({ level: 1 }).where('mem_id', '=', 'member03').execute();
    clock.set('2026-12-15T03:00:00Z');
    staff = await t.loginStaff();
    const before = await balancesOf(t, 'member03');
    const paid = await payLastWeek(t.app.deps, 'demo');
    expect(paid).toMatchObject({ week: '2026-12-07', members: 1, paid: 1, amount: 7_000 });
    expect((await balancesOf(t, 'member03')).cash - before.cash).toBe(7_000);
    expect((await requirementsOf(t, 'member03')).map((r) => r.source)).toEqual([
      `bonus:payback:${ids.member03}:${WEEK}`,
      `bonus:payback:${ids.member03}:2026-12-07`,
    ]);
    // Each staff run is audited; the job's are not staff's.
    const audit = await t.app.deps.db
      .selectFrom('audit_log')
      .select('target')
      .where('action', '=', 'bonus.paybackRun')
      .execute();
    expect(audit).toEqual([{ target: WEEK }, { target: WEEK }, { target: WEEK }]);
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  });
});

import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { settledBet } from '../../support/settledBet';
import type { OfficeList } from '../../../src/shared/api/office';
import type { DailyReportRecord, PartnerSummaryRecord } from '../../../src/shared/api/office/index';
import { rollUpReports } from '../../../src/server/modules/reports/scheduler';
import { losingOwed } from '../../../src/server/modules/settlements/repo';
import { addDays, siteDayStart } from '../../../src/shared/dates';

/**
 * The §9 report roll-ups (docs/domains/reports.md#roll-ups): after any stream of settlements,
 * cancels, corrections and re-opened slips across hours, with passes in between, the rolled-up
 * hours hold exactly the raw sums, per owner and per member, and the report grids and the daily
 * settlement's losing commission answer the same with and without them.
 */
const HOUR = 3_600_000;
const START = Date.parse('2026-11-18T00:00:00Z');
let clock = START + 60 * HOUR;
let t: TestApp;
const ids: Record<string, number> = {};
let round = 0;

const deps = () => t.app.deps;
const rollUp = () => rollUpReports(deps());

/** The site-time (+09:00) hour of an instant, worked out here rather than by the code under test. */
const siteHour = (at: Date) => {
  const tz = t.config.SITE_TZ_OFFSET_MINUTES * 60_000;
  return new Date(Math.floor((at.getTime() + tz) / HOUR) * HOUR - tz).toISOString();
};

type Keyed = 'owner' | 'member';
const TABLE = { owner: 'report_bet_hours', member: 'report_member_hours' } as const;
const KEY = { owner: 'owner_id', member: 'member_id' } as const;

/** Raw settled money per (site hour, owner or member, game group), summed in JS from the slips. */
async function rawSums(by: Keyed): Promise<Map<string, { bets: number; wins: number; slips: number }>> {
  const rows = await t.database.db
    .selectFrom('bets as x')
    .innerJoin('members as m', 'm.id', 'x.member_id')
    .select(['x.stake', 'x.payout', 'x.settled_at', 'x.game_group', 'm.id', 'm.tier', 'm.parent_id'])
    .where('x.status', 'in', ['WIN', 'LOSE', 'TIE'])
    .execute();
  const sums = new Map<string, { bets: number; wins: number; slips: number }>();
  for (const r of rows) {
    const owner = r.tier !== 'NORMAL' || r.parent_id === null ? r.id : r.parent_id;
    const key = `${siteHour(new Date(r.settled_at!))}|${by === 'owner' ? owner : r.id}|${r.game_group}`;
    const s = sums.get(key) ?? { bets: 0, wins: 0, slips: 0 };
    sums.set(key, { bets: s.bets + Number(r.stake), wins: s.wins + Number(r.payout), slips: s.slips + 1 });
  }
  return sums;
}

/** The roll-up rows of the confirmed hours no write has touched since. */
async function rolledSums(by: Keyed) {
  const state = await t.database.db.selectFrom('report_rollup_state').selectAll().executeTakeFirstOrThrow();
  const rows = await t.database.db
    .selectFrom(TABLE[by])
    .select(['hour', 'game_group', 'slips', 'bets', 'wins', sql<string>`${sql.ref(KEY[by])}`.as('key')])
    .where('hour', '<', state.confirmed_to)
    .where('hour', 'not in', (eb) => eb.selectFrom('report_dirty_hours').select('hour'))
    .execute();
  return {
    confirmedTo: new Date(state.confirmed_to),
    rows: new Map(
      rows.map((r) => [
        `${new Date(r.hour).toISOString()}|${r.key}|${r.game_group}`,
        { bets: Number(r.bets), wins: Number(r.wins), slips: Number(r.slips) },
      ]),
    ),
  };
}

async function expectRolledEqualsRaw() {
  const dirty = new Set(
    (await t.database.db.selectFrom('report_dirty_hours').select('hour').execute()).map((r) =>
      new Date(r.hour).toISOString(),
    ),
  );
  for (const by of ['owner', 'member'] as const) {
    const raw = await rawSums(by);
    const { confirmedTo, rows } = await rolledSums(by);
    const expected = new Map(
      [...raw].filter(([key]) => {
        const hour = key.split('|')[0]!;
        return Date.parse(hour) < confirmedTo.getTime() && !dirty.has(hour);
      }),
    );
    expect(rows).toEqual(expected);
  }
}

// The clock moves by hours: a read after it moved logs in anew rather than outlive its session.
let sessions: { at: number; admin: string; ptn03: string } | undefined;
const reports = async () => {
  if (sessions?.at !== clock)
    sessions = { at: clock, admin: await t.loginStaff(), ptn03: await t.loginOffice('ptn03') };
  const { admin, ptn03 } = sessions;
  const range = { filter: { dateFrom: '2026-11-17', dateTo: '2026-11-22' }, perPage: 50 };
  const [staffDaily, partnerDaily, summary] = await Promise.all([
    t.call<OfficeList<DailyReportRecord>>('/api/admin/reports/daily/list', range, { token: admin }),
    t.call<OfficeList<DailyReportRecord>>('/api/partner/reports/daily/list', range, { token: ptn03 }),
    t.call<OfficeList<PartnerSummaryRecord>>('/api/admin/reports/summary/list', range, { token: admin }),
  ]);
  for (const r of [staffDaily, partnerDaily, summary]) expect(r.resultCode).toBe('200');
  return { staffDaily: staffDaily.data, partnerDaily: partnerDaily.data, summary: summary.data };
};

/** The daily settlement's losing commission of each site day the stream touches. */
async function losing() {
  const tz = t.config.SITE_TZ_OFFSET_MINUTES;
  const days = ['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'];
  const owed = await Promise.all(
    days.map((day) => losingOwed(t.database.db, 'demo', tz, siteDayStart(day, tz), siteDayStart(addDays(day, 1), tz))),
  );
  return owed.map((o) => [...o].sort((a, b) => a.partnerId - b.partnerId || a.gameGroup.localeCompare(b.gameGroup)));
}

/** What `read` answers with no roll-ups at all: every hour raw. */
async function withoutRollups<T>(read: () => Promise<T>): Promise<T> {
  const saved = await t.database.db.selectFrom('report_rollup_state').selectAll().execute();
  await t.database.db.deleteFrom('report_rollup_state').execute();
  try {
    return await read();
  } finally {
    if (saved.length) await t.database.db.insertInto('report_rollup_state').values(saved).execute();
  }
}
const reportsWithoutRollups = () => withoutRollups(reports);

const settled = (memId: string, at: number, stake: number, payout: number) =>
  settledBet(t, {
    memberId: ids[memId]!,
    round: `roll-${++round}`,
    stake,
    payout,
    day: '2026-11-19',
    at: new Date(at),
  });

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => new Date(clock) } });
  for (const m of await t.database.db.selectFrom('members').select(['id', 'mem_id']).execute()) ids[m.mem_id] = m.id;
});
afterAll(() => t.close());

describe('report roll-ups', () => {
  it('hold the raw sums after any stream of slips, changes and passes, and the grids read the same', async () => {
    const memIds = ['member01', 'member02', 'member03', 'ptn05', 'ptn02'];
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('settle' as const),
        who: fc.constantFrom(...memIds),
        hour: fc.integer({ min: 0, max: 70 }),
        stake: fc.integer({ min: 1, max: 50 }).map((n) => n * 1_000),
        won: fc.boolean(),
      }),
      fc.record({ kind: fc.constantFrom('cancel' as const, 'reopen' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('correct' as const), pick: fc.nat(), payout: fc.nat({ max: 90_000 }) }),
      fc.record({ kind: fc.constant('pass' as const), advance: fc.integer({ min: 0, max: 6 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 6, maxLength: 16 }), async (ops) => {
        for (const o of ops) {
          if (o.kind === 'settle') {
            // Never after the clock: a slip settles in the past or now, never ahead.
            const at = Math.min(START + o.hour * HOUR + (o.stake % 3_600) * 1_000, clock);
            await settled(o.who, at, o.stake, o.won ? o.stake * 2 : 0);
            continue;
          }
          if (o.kind === 'pass') {
            clock += o.advance * HOUR;
            await rollUp();
            continue;
          }
          const slips = await t.database.db.selectFrom('bets').select('id').orderBy('id').execute();
          if (!slips.length) continue;
          const id = slips[o.pick % slips.length]!.id;
          // The writes the game paths make to a slip already settled, as any of them would.
          const slip = t.database.db.updateTable('bets').where('id', '=', id);
          if (o.kind === 'correct') await slip.set({ payout: o.payout }).execute();
          else if (o.kind === 'cancel') await slip.set({ status: 'CANCEL', settled_at: new Date(clock) }).execute();
          else await slip.set({ status: 'BET', settled_at: null }).execute();
        }
        await expectRolledEqualsRaw();
        expect(await reports()).toEqual(await reportsWithoutRollups());
        expect(await losing()).toEqual(await withoutRollups(losing));
      }),
      { numRuns: 6, endOnFailure: true },
    );
    // A loss on a day before the stream's (site day 2026-11-17), in an hour rolled up already: the
    // settlement then has losing commission to hold equal, whatever the stream left.
    await settled('member03', START - 12 * HOUR, 10_000, 0);
    // Two passes with no write between: every due hour rolled up and confirmed, still the raw sums.
    clock += 2 * HOUR;
    await rollUp();
    await rollUp();
    await expectRolledEqualsRaw();
    const { confirmedTo, rows } = await rolledSums('owner');
    expect(rows.size).toBeGreaterThan(0);
    expect((await rolledSums('member')).rows.size).toBeGreaterThanOrEqual(rows.size);
    expect((await reports()).staffDaily.list.some((d) => d.bets > 0 && d.wins > 0)).toBe(true);
    expect(confirmedTo.getTime()).toBe(Date.parse(siteHour(new Date(clock - HOUR))));
    expect(await reports()).toEqual(await reportsWithoutRollups());
    const owed = await losing();
    expect(owed[0]!.some((o) => o.amount > 0)).toBe(true);
    expect(owed).toEqual(await withoutRollups(losing));
  });

  it('rolls an hour up again after a late change, and a pass run twice gives the same rows', async () => {
    const at = clock - 30 * HOUR;
    await settled('member01', at, 7_000, 0);
    await rollUp();
    await rollUp();
    const hour = siteHour(new Date(at));
    const rowOf = () =>
      t.database.db
        .selectFrom('report_bet_hours')
        .select(['bets', 'wins', 'slips'])
        .where('hour', '=', new Date(hour))
        .where('owner_id', '=', ids.ptn05!)
        .executeTakeFirstOrThrow();
    const before = await rowOf();
    const slip = await t.database.db
      .selectFrom('bets')
      .select('id')
      .where('round_id', '=', `roll-${round}`)
      .executeTakeFirstOrThrow();
    // A late payout on the slip: its hour is marked, the grids read it raw at once.
    await t.database.db.updateTable('bets').set({ payout: 5_000, status: 'WIN' }).where('id', '=', slip.id).execute();
    const dirty = await t.database.db.selectFrom('report_dirty_hours').select('hour').execute();
    expect(dirty.map((d) => new Date(d.hour).toISOString())).toEqual([hour]);
    expect(await rowOf()).toEqual(before);
    expect(await reports()).toEqual(await reportsWithoutRollups());

    const pass = await rollUp();
    expect(pass[0]).toMatchObject({ added: 0, again: 1 });
    expect(await t.database.db.selectFrom('report_dirty_hours').selectAll().execute()).toEqual([]);
    expect(Number((await rowOf()).wins)).toBe(Number(before.wins) + 5_000);
    await expectRolledEqualsRaw();

    const all = () =>
      Promise.all([
        t.database.db
          .selectFrom('report_bet_hours')
          .selectAll()
          .orderBy('hour')
          .orderBy('owner_id')
          .orderBy('game_group')
          .execute(),
        t.database.db
          .selectFrom('report_member_hours')
          .selectAll()
          .orderBy('hour')
          .orderBy('member_id')
          .orderBy('game_group')
          .execute(),
      ]);
    const rows = await all();
    await rollUp();
    expect(await all()).toEqual(rows);
    expect(await losing()).toEqual(await withoutRollups(losing));
  });

  it('refuses a pass that does not count itself, as the release before the member rows wrote', async () => {
    const state = t.database.db.selectFrom('report_rollup_state').selectAll();
    const before = await state.executeTakeFirstOrThrow();
    // That release's pass moved the state on with these two columns only, and started over with an
    // insert of its four (migration 3300; docs/operations/upgrading.md).
    const moved = new Date(new Date(before.rolled_to).getTime() + HOUR);
    await expect(
      t.database.db
        .updateTable('report_rollup_state')
        .set({ confirmed_to: before.rolled_to, rolled_to: moved })
        .execute(),
    ).rejects.toThrow(/does not count itself/);
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('report_rollup_state').execute();
        await sql`insert into report_rollup_state (site_id, tz_minutes, rolled_to, confirmed_to)
          values ('demo', ${before.tz_minutes}, ${moved}, ${moved})`.execute(trx);
      }),
    ).rejects.toThrow(/passes/);
    expect(await state.executeTakeFirstOrThrow()).toEqual(before);
    // This release's pass counts itself.
    await rollUp();
    expect(Number((await state.executeTakeFirstOrThrow()).passes)).toBe(Number(before.passes) + 1);
  });
});

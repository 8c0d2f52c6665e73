import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { testClock, withKey } from '../../support/moneyFixtures';
import { databaseMonth, monthAfter } from '../../support/ageMonths';
import { applyDoc, board, feedDoc, fixtureIdOf, leg, legOf, marketOf } from '../../support/sportsSupport';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { isUniqueViolation } from '../../../src/server/db/errors';
import { monthPartitionsJob } from '../../../src/server/jobs/monthPartitionsJob';
import { enterFixtureResult } from '../../../src/server/modules/sports';
import { verify } from '../../../src/server/modules/ledger/verify';
import type { BetDetail, BetProcResponse } from '../../../src/shared/api/bets';

/**
 * Slips and legs partitioned by month (docs/adr/0016-monthly-partitions.md#slips-and-legs): a slip
 * lands in its month's partition and its legs in theirs, one whose month has none lands in the
 * defaults and the partitions job moves it, and a slip placed before a month's end is read by id,
 * settled, corrected and replayed after it. A slip's created_at is the app's clock at placing, so
 * the clock picks the month.
 */
const clock = testClock();
let t: TestApp;
/** The database's present month: start-up made its partitions and the next month's. */
let month: Date;
beforeAll(async () => {
  t = await createTestApp({ clock });
  month = await databaseMonth(t.app.deps.db);
});
afterAll(() => t.close());

const suffix = (m: Date) => `_p${m.toISOString().slice(0, 7).replace('-', '')}`;
const silent = { info: () => undefined } as never;
const at = (m: Date, ms: number) => new Date(m.getTime() + ms).toISOString();
const MINUTE = 60_000;

async function placeAt(iso: string, legs: { marketId: number; pick: string; odds: number }[], key: string) {
  clock.set(iso);
  const member = await t.login('member01');
  const res = await t.call<BetProcResponse>(
    '/api/bet/betProc',
    { gameType: 'sports', legs, amount: 10_000 },
    withKey(member, key),
  );
  expect(res.resultCode).toBe('200');
  return { member, res, betIdx: res.data.bets[0]!.betIdx };
}

/** Where a slip, each of its legs and its key are stored, and the month each names. */
async function whereIs(betId: number) {
  const db = t.app.deps.db;
  const slip = await sql<{ part: string; created_at: Date }>`
    select tableoid::regclass::text as part, created_at from bets where id = ${betId}`.execute(db);
  const legs = await sql<{ part: string; created_at: Date }>`
    select tableoid::regclass::text as part, created_at from bet_legs where bet_id = ${betId} order by leg_no`.execute(
    db,
  );
  const key = await db.selectFrom('bet_keys').select('created_at').where('id', '=', betId).executeTakeFirstOrThrow();
  return {
    slip: slip.rows[0]!.part,
    legs: legs.rows.map((l) => l.part),
    months: [slip.rows[0]!.created_at, key.created_at, ...legs.rows.map((l) => l.created_at)].map((d) =>
      d.toISOString(),
    ),
  };
}

const defaultRows = async () =>
  Number(
    (
      await sql<{
        n: string;
      }>`select (select count(*) from bets_default) + (select count(*) from bet_legs_default) as n`.execute(
        t.app.deps.db,
      )
    ).rows[0]!.n,
  );

describe('slips and legs by month', () => {
  it('start-up made this month and the next; a slip, its legs and its key land in its month', async () => {
    const { rows } = await sql<{ name: string }>`
      select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent in ('bets'::regclass, 'bet_legs'::regclass)`.execute(t.app.deps.db);
    expect(rows.map((r) => r.name)).toEqual(
      expect.arrayContaining(
        ['bets', 'bet_legs'].flatMap((p) => [`${p}_default`, p + suffix(month), p + suffix(monthAfter(month))]),
      ),
    );

    const placing = at(month, 3 * 24 * 60 * MINUTE);
    clock.set(placing);
    await applyDoc(t, feedDoc([at(month, 4 * 24 * 60 * MINUTE), at(month, 4 * 24 * 60 * MINUTE + 60 * MINUTE)]));
    const b = await board(t);
    const { betIdx } = await placeAt(
      placing,
      [leg(marketOf(b, 0, '1x2'), 'home'), leg(marketOf(b, 1, 'total'), 'over')],
      'by-month-1',
    );
    expect(await whereIs(betIdx)).toEqual({
      slip: `bets${suffix(month)}`,
      legs: [`bet_legs${suffix(month)}`, `bet_legs${suffix(month)}`],
      months: Array(4).fill(placing),
    });
    expect(await defaultRows()).toBe(0);
  });

  it('a slip placed before the end of a month without partitions lands in the defaults; the job moves it; read by id, settled, corrected and replayed after the month', async () => {
    const db = t.app.deps.db;
    // A month no start-up or job pass has reached: two years on, its last ten minutes.
    const far = monthAfter(month, 24);
    const next = monthAfter(far);
    const placing = at(next, -10 * MINUTE);
    clock.set(placing);
    // f1 and f2 keep the first test's slip open; this one is on f3 and f4, kicking off before midnight.
    const kickOffs = [at(month, 4 * 24 * 60 * MINUTE), at(month, 4 * 24 * 60 * MINUTE + 60 * MINUTE)];
    await applyDoc(t, feedDoc([...kickOffs, at(next, -5 * MINUTE), at(next, -4 * MINUTE)]));
    const pick = async (ref: string) => {
      const { marketId, odds } = await legOf(t, ref, '1x2', 'home');
      return { marketId, pick: 'home', odds };
    };
    const legs = [await pick('f3'), await pick('f4')];
    const placed = await placeAt(placing, legs, 'by-month-2');
    expect(await whereIs(placed.betIdx)).toEqual({
      slip: 'bets_default',
      legs: ['bet_legs_default', 'bet_legs_default'],
      months: Array(4).fill(placing),
    });

    // Past midnight the job makes the new month and the next, and the stray month the defaults held.
    clock.set(at(next, 10 * MINUTE));
    await monthPartitionsJob(t.app.deps, silent).run();
    expect(await whereIs(placed.betIdx)).toMatchObject({
      slip: `bets${suffix(far)}`,
      legs: [`bet_legs${suffix(far)}`, `bet_legs${suffix(far)}`],
    });
    expect(await defaultRows()).toBe(0);
    const { rows: made } = await sql<{ name: string }>`
      select c.relname as name from pg_class c where c.relname = any(${[
        `bets${suffix(next)}`,
        `bet_legs${suffix(monthAfter(next))}`,
      ]}::text[])`.execute(db);
    expect(made).toHaveLength(2);

    // The same Idempotency-Key in the new month answers the slip placed last month, and moves nothing.
    const replay = await t.call<BetProcResponse>(
      '/api/bet/betProc',
      { gameType: 'sports', legs, amount: 10_000 },
      withKey(await t.login('member01'), 'by-month-2'),
    );
    expect(replay.resultCode).toBe('200');
    expect(replay.data.bets[0]!.betIdx).toBe(placed.betIdx);
    expect(replay.data.cashAmt).toBe(placed.res.data.cashAmt);
    // A slip under a name already taken, written in another month, is refused by the keys' table.
    const dup =
      await sql`insert into bets (site_id, member_id, game_group, vendor_code, game_code, stake, idempotency_key, created_at)
      select site_id, member_id, game_group, vendor_code, game_code, stake, idempotency_key, created_at + interval '40 days'
      from bets where id = ${placed.betIdx}`
        .execute(db)
        .catch((error: unknown) => error);
    expect(isUniqueViolation(dup)).toBe(true);

    // Settled in the new month: the slip and its legs are written where they are, last month.
    const [f3, f4] = [await fixtureIdOf(t, 'f3'), await fixtureIdOf(t, 'f4')];
    clock.set(at(next, 3 * 60 * MINUTE));
    const result = (home: number) => ({
      state: 'resulted' as const,
      score: { home, away: 0, htHome: 0, htAway: 0 },
      enteredBy: 'test',
    });
    await enterFixtureResult(t.app.deps, DEMO.siteId, f3, result(1));
    const settled = await enterFixtureResult(t.app.deps, DEMO.siteId, f4, result(2));
    expect(settled).toMatchObject({ resultVersion: 1 });
    const member = await t.login('member01');
    const won = await t.call<BetDetail>('/api/bet/detail', { betIdx: placed.betIdx }, { token: member });
    expect(won.data).toMatchObject({ status: 'WIN' });
    expect(won.data.legs.map((l) => l.outcome)).toEqual(['WIN', 'WIN']);

    // A corrected result re-settles it: the first leg now loses, and so does the slip.
    const corrected = await enterFixtureResult(t.app.deps, DEMO.siteId, f3, { ...result(0), enteredBy: 'staff:admin' });
    expect(corrected).toMatchObject({ resultVersion: 2, corrected: 1 });
    const lost = await t.call<BetDetail>('/api/bet/detail', { betIdx: placed.betIdx }, { token: member });
    expect(lost.data).toMatchObject({ status: 'LOSE', betWinAmt: 0 });
    expect(lost.data.legs.map((l) => l.outcome)).toEqual(['LOSE', 'WIN']);
    expect(await whereIs(placed.betIdx)).toMatchObject({
      slip: `bets${suffix(far)}`,
      legs: [`bet_legs${suffix(far)}`, `bet_legs${suffix(far)}`],
      months: Array(4).fill(placing),
    });
    expect(await defaultRows()).toBe(0);
    expect(await verify(db)).toEqual({ ok: true, violations: [] });
  });

  it('a leg must name its slip: no leg without a slip key, checked at commit', async () => {
    const error = await t.app.deps.db
      .insertInto('bet_legs')
      .values({ bet_id: 0, leg_no: 1, market: 'm', pick: 'p', odds: 100, created_at: month })
      .execute()
      .catch((e: unknown) => e as { code?: string });
    expect(error).toMatchObject({ code: '23503' });
  });
});

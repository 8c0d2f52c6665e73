import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { balancesOf, testClock, withKey } from '../../support/moneyFixtures';
import { applyDoc, board, feedDoc, fixtureIdOf, leg, marketOf } from '../../support/sportsSupport';
import { sql } from 'kysely';
import { verify } from '../../../src/server/modules/ledger/verify';
import { AdvisoryLockClass } from '../../../src/server/db/advisoryLocks';
import { LedgerKind, post, SystemAccount } from '../../../src/server/modules/ledger/service';
import { enterFixtureResult } from '../../../src/server/modules/sports';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import type { Envelope } from '../../../src/shared/api/envelope';
import type { BetProcResponse } from '../../../src/shared/api/bets';

const clock = testClock('2026-11-21T03:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
  await applyDoc(t, feedDoc(['2026-11-21T05:00:00Z', '2026-11-21T06:00:00Z', '2026-11-21T07:00:00Z']));
});
afterAll(() => t.close());

describe('sports slips under load', () => {
  it('200 parallel slips of one member that exceed the balance never drive it below zero', async () => {
    const token = await t.login('member01');
    const start = (await balancesOf(t, 'member01')).cash;
    const b = await board(t);
    const stake = 7_000;
    const combos = [
      [leg(marketOf(b, 0, '1x2'), 'home')],
      [leg(marketOf(b, 0, 'total'), 'over'), leg(marketOf(b, 1, '1x2'), 'away'), leg(marketOf(b, 2, 'btts'), 'yes')],
    ];
    const answers = (await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.call<BetProcResponse>(
          '/api/bet/betProc',
          { gameType: 'sports', legs: combos[i % 2], amount: stake },
          withKey(token, `burst-${i}`),
        ),
      ),
    )) as Envelope<BetProcResponse>[];
    const placed = answers.filter((a) => a.resultCode === '200').length;
    expect(new Set(answers.filter((a) => a.resultCode !== '200').map((a) => a.resultCode))).toEqual(new Set(['B6000']));
    expect(placed).toBe(Math.floor(start / stake));
    expect((await balancesOf(t, 'member01')).cash).toBe(start - placed * stake);
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });

  it('refuses a correction that would take back more than the member holds, and changes nothing', async () => {
    clock.set('2026-11-21T04:00:00Z');
    const token = await t.login('member02');
    const b = await board(t);
    const start = (await balancesOf(t, 'member02')).cash;
    // All in on f3 home at 2.00, then the winnings are spent elsewhere.
    expect(
      (
        await t.call(
          '/api/bet/betProc',
          { gameType: 'sports', legs: [leg(marketOf(b, 2, '1x2'), 'home')], amount: start },
          { token },
        )
      ).resultCode,
    ).toBe('200');
    clock.set('2026-11-21T10:00:00Z');
    const f3 = await fixtureIdOf(t, 'f3');
    await enterFixtureResult(t.app.deps, DEMO.siteId, f3, {
      state: 'resulted',
      score: { home: 1, away: 0, htHome: 0, htAway: 0 },
      enteredBy: 'test',
    });
    expect((await balancesOf(t, 'member02')).cash).toBe(start * 2);
    const member = Number(
      (
        await t.app.deps.db
          .selectFrom('members')
          .select('id')
          .where('mem_id', '=', 'member02')
          .executeTakeFirstOrThrow()
      ).id,
    );
    await post(t.app.deps, {
      siteId: DEMO.siteId,
      idempotencyKey: 'test:spend',
      kind: LedgerKind.Give,
      postings: [
        { account: { member, asset: 'cash' }, amount: -(start * 2 - 1_000) },
        { account: { system: SystemAccount.House, asset: 'cash' }, amount: start * 2 - 1_000 },
      ],
    });
    await expect(
      enterFixtureResult(t.app.deps, DEMO.siteId, f3, {
        state: 'resulted',
        score: { home: 0, away: 1, htHome: 0, htAway: 0 },
        enteredBy: 'test',
      }),
    ).rejects.toMatchObject({ code: 'B7008' });
    const fixture = await t.app.deps.db
      .selectFrom('sports_fixtures')
      .select(['result_version', 'score_home'])
      .where('id', '=', f3)
      .executeTakeFirstOrThrow();
    expect(fixture).toEqual({ result_version: 1, score_home: 1 });
    expect((await balancesOf(t, 'member02')).cash).toBe(1_000);
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });

  // A second session holds the member as a fixture's settlement does: the embedded database has one
  // connection, so this runs on PostgreSQL (CI runs the server tests there too).
  it.runIf(!!process.env.DATABASE_URL)(
    'refuses a slip (B9999) and a cancel (S009) while the member is held by a settlement',
    async () => {
      clock.set('2026-11-21T04:10:00Z');
      const token = await t.login('member03');
      const b = await board(t);
      const slip = { gameType: 'sports', legs: [leg(marketOf(b, 1, 'btts'), 'no')], amount: 2_000 };
      const open = await t.call<BetProcResponse>('/api/bet/betProc', slip, { token });
      const member = Number(
        (
          await t.app.deps.db
            .selectFrom('members')
            .select('id')
            .where('mem_id', '=', 'member03')
            .executeTakeFirstOrThrow()
        ).id,
      );
      let release!: () => void;
      let held!: () => void;
      const holding = new Promise<void>((r) => (held = r));
      const settlement = t.app.deps.db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(${AdvisoryLockClass.sportsSettling}, ${member}::int)`.execute(trx);
        held();
        await new Promise<void>((r) => (release = r));
      });
      await holding;
      expect((await t.call('/api/bet/betProc', slip, { token })).resultCode).toBe('B9999');
      expect(
        (await t.call('/api/bet/sports/cancel', { betIdx: open.data.bets[0]!.betIdx }, { token })).resultCode,
      ).toBe('S009');
      release();
      await settlement;
      expect((await t.call('/api/bet/betProc', slip, { token })).resultCode).toBe('200');
    },
  );
});

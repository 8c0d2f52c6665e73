import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { balancesOf, memberIdOf, testClock, withKey } from '../../support/moneyFixtures';
import { applyDoc, board, feedDoc, leg, marketOf } from '../../support/sportsSupport';
import { verify } from '../../../src/server/modules/ledger/verify';
import { fastSportsSlip, marketMetas } from '../../../src/server/modules/sports/fastSlip';
import { newSportsSlip } from '../../../src/server/modules/sports/slipShape';
import { sportsRules } from '../../../src/server/modules/sports/rules';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { combinedOdds } from '../../../src/shared/bets/slip';
import type { BetProcResponse } from '../../../src/shared/api/bets';
import type { SportsPick } from '../../../src/shared/sports/markets';

/**
 * The fast sports slips that arrive in one turn of the event loop are placed by one
 * statement, one slip per member (a member's next waits for the next batch), each answered on its
 * own: a slip the statement cannot place (short cash, moved odds) leaves no trace and changes
 * nothing for the others.
 * A replayed key is refused by bets' unique index (migration 1020): the whole batch then goes to
 * the full path, having written nothing.
 */
const clock = testClock('2026-11-21T03:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
  await applyDoc(t, feedDoc(['2026-11-21T05:00:00Z', '2026-11-21T06:00:00Z']));
});
afterAll(() => t.close());

type Leg = { marketId: number; pick: SportsPick; odds: number };

/** A slip as the fast path sends it (no folder bonus under three legs). */
async function fastSlip(memId: string, legs: Leg[], amount: number, key: string) {
  const memberId = await memberIdOf(t, memId);
  const fast = t.app.deps.fastPaths!;
  const meta = await marketMetas(
    t.app.deps.db,
    fast.sportsMarkets,
    legs.map((l) => l.marketId),
  );
  const first = meta.get(legs[0]!.marketId)!;
  const totalOdds = combinedOdds(legs.map((l) => l.odds));
  const { options } = await t.app.deps.sites.resolve(DEMO.siteId, DEMO.siteKey);
  const terms = sportsRules(options).bonus;
  const figures = { totalOdds, potentialWin: Math.floor((amount * totalOdds) / 100), bonusOdds: 0, terms };
  const slip = newSportsSlip({
    siteId: 'demo',
    memberId,
    key: `sports:${memberId}:${key}`,
    amount,
    now: clock.now(),
    first: { sport: first.sport, fixtureId: first.fixtureId },
    legCount: legs.length,
    figures,
  });
  const prematch = legs.map((l) => ({ ...l, live: false }));
  return () => fastSportsSlip(t.app.deps, fast.sportsSlips, slip, prematch, meta);
}

describe('sports slips placed together', () => {
  // The first slip of a site is placed on the full path: it opens the sportsbook's ledger account.
  it('gives each member of parallel betProc calls its own result code and balance', async () => {
    const b = await board(t);
    const single = leg(marketOf(b, 1, '1x2'), 'draw');
    const members = ['member01', 'member02', 'member03'];
    const before = await Promise.all(members.map(async (m) => (await balancesOf(t, m)).cash));
    const tokens = await Promise.all(members.map((m) => t.login(m)));
    const amounts = [4_000, before[1]! + 1_000, 6_000];
    const answers = await Promise.all(
      tokens.map((token, i) =>
        t.call<BetProcResponse>(
          '/api/bet/betProc',
          { gameType: 'sports', legs: [single], amount: amounts[i] },
          withKey(token, `parallel-${i}`),
        ),
      ),
    );
    expect(answers.map((a) => a.resultCode)).toEqual(['200', 'B6000', '200']);
    const after = await Promise.all(members.map(async (m) => (await balancesOf(t, m)).cash));
    expect(after).toEqual([before[0]! - 4_000, before[1], before[2]! - 6_000]);
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });

  it('answers each slip of one statement on its own: the refused leave no trace, the others stand', async () => {
    const b = await board(t);
    const single = leg(marketOf(b, 0, '1x2'), 'home') as Leg;
    const combo = [leg(marketOf(b, 0, 'total'), 'over'), leg(marketOf(b, 1, 'btts'), 'yes')] as Leg[];
    const [cash1, cash2, cash3] = await Promise.all(
      ['member01', 'member02', 'member03'].map(async (m) => (await balancesOf(t, m)).cash),
    );
    const calls = [
      await fastSlip('member01', [single], 10_000, 'a'),
      await fastSlip('member02', combo, cash2! + 1, 'b'),
      await fastSlip('member03', [{ ...single, odds: single.odds + 5 }], 3_000, 'c'),
      await fastSlip('member03', combo, 5_000, 'd'),
    ];
    // Started in one turn of the event loop: one batch, and member03's second slip the next one.
    const answers = await Promise.all(calls.map((place) => place()));
    expect(answers.map((a) => a?.cashAmt)).toEqual([cash1! - 10_000, undefined, undefined, cash3! - 5_000]);
    expect(answers[3]!.bets[0]!.legs.map((l) => [l.legNo, l.market, l.pick, l.odds])).toEqual([
      [1, 'total', 'over', combo[0]!.odds],
      [2, 'btts', 'yes', combo[1]!.odds],
    ]);
    const balances = await Promise.all(
      ['member01', 'member02', 'member03'].map(async (m) => (await balancesOf(t, m)).cash),
    );
    expect(balances).toEqual([cash1! - 10_000, cash2, cash3! - 5_000]);
    const placed = [answers[0]!, answers[3]!].map((a) => a.bets[0]!.betIdx);
    const slips = await t.app.deps.db
      .selectFrom('bets')
      .select(['id', 'stake', 'balance_before', 'balance_after', 'stake_txn_id'])
      .where('id', 'in', placed)
      .execute();
    const slipOf = (id: number) => slips.find((s) => s.id === id)!;
    expect(placed.map((id) => [slipOf(id).stake, slipOf(id).balance_before, slipOf(id).balance_after])).toEqual([
      [10_000, cash1, cash1! - 10_000],
      [5_000, cash3, cash3! - 5_000],
    ]);
    const stakes = await t.app.deps.db
      .selectFrom('ledger_transactions')
      .select(['id', 'idempotency_key'])
      .where(
        'id',
        'in',
        slips.map((s) => s.stake_txn_id!),
      )
      .execute();
    expect(placed.map((id) => stakes.find((s) => s.id === slipOf(id).stake_txn_id)?.idempotency_key)).toEqual(
      placed.map((id) => `bet:stake:${id}`),
    );
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });

  it('sends a batch holding a replayed key to the full path whole, having written nothing', async () => {
    const b = await board(t);
    const single = leg(marketOf(b, 0, '1x2'), 'draw') as Leg;
    const before = await Promise.all(['member01', 'member02'].map(async (m) => (await balancesOf(t, m)).cash));
    const slips = await t.app.deps.db
      .selectFrom('bets')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    // 'a' was placed by the test before; the batch's unique key is refused by bets' unique index.
    const calls = [await fastSlip('member01', [single], 1_000, 'a'), await fastSlip('member02', [single], 1_000, 'e')];
    expect(await Promise.all(calls.map((place) => place()))).toEqual([undefined, undefined]);
    expect(await Promise.all(['member01', 'member02'].map(async (m) => (await balancesOf(t, m)).cash))).toEqual(before);
    expect(
      await t.app.deps.db
        .selectFrom('bets')
        .select(({ fn }) => fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(slips);
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });
});

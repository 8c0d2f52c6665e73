import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { verify } from '../../../src/server/modules/ledger/verify';
import { tick } from '../../../src/server/modules/minigame/engine';
import type { BetProcResponse } from '../../../src/shared/api/bets';
import type { GameState } from '../../../src/shared/api/minigame';
import type { SportsFixturesResponse } from '../../../src/shared/api/sports';
import { seedHash } from '../../../src/shared/minigame/draw';
import { answerShape, onBoth, openPathPair, stakeRows, type PathPair } from '../../support/pathsAgree';
import type { TestApp } from '../../support/testApp';
import { memberIdOf, testClock } from '../../support/moneyFixtures';
import { applyDoc, board, feedDoc, leg, marketOf } from '../../support/sportsSupport';
import { grantRequirement } from '../../support/wagering';

/**
 * Random streams of calls, each sent in the same order to an app with its fast paths and to one
 * without (docs/architecture/fast-paths.md): stakes of several members on minigame picks and sports
 * slips, replays and reused Idempotency-Keys, stake limits, locks and odds changed midway, a round
 * closing. Every answer must be the same on both, and after each stream every row written (slips,
 * legs, ledger rows, entries, balances), the round's settlement included.
 */
const clock = testClock('2026-11-21T03:00:10Z');
const MEMBERS = ['member01', 'member02', 'member03'] as const;
const PICKS = [
  ['power_oe', 'odd'],
  ['power_oe', 'even'],
  ['sum_uo', 'under'],
  ['sum_size', 'small'],
  ['power_section', 'A'],
] as const;
/** Sports legs to draw slips from: fixture (by board order), market type, pick. */
const LEGS = [
  [0, '1x2', 'home'],
  [0, 'total', 'over'],
  [1, '1x2', 'draw'],
  [1, 'btts', 'yes'],
  [2, '1x2', 'away'],
  [2, 'handicap', 'home'],
] as const;
const AMOUNTS = [1_000, 2_000, 7_000, 60_000, 400_000];
/** The same seed for a round on both databases, so its draw and settlement are the same. */
const SEED = 'ab'.repeat(32);

let pair: PathPair;
let round: { roundKey: string; closesAt: string; drawsAt: string };
let markets: SportsFixturesResponse;
const tokens = new Map<TestApp, string[]>();

const member = fc.nat(MEMBERS.length - 1);
/** Mostly none; a few names, so some calls replay an earlier one and some reuse its name for another slip. */
const key = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constantFrom('k1', 'k2', 'k3') },
);
/** Mostly within the level's bounds; now and then under its minimum. */
const amount = fc.oneof(
  { weight: 9, arbitrary: fc.constantFrom(...AMOUNTS) },
  { weight: 1, arbitrary: fc.constant(500) },
);
const command = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('minigame' as const),
      member,
      key,
      picks: fc.array(fc.record({ pick: fc.nat(PICKS.length - 1), amount }), { minLength: 1, maxLength: 3 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('sports' as const),
      member,
      key,
      legs: fc.uniqueArray(fc.nat(LEGS.length - 1), { minLength: 1, maxLength: 3 }),
      amount,
      acceptOddsChange: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('limit' as const), member, amount: fc.option(amount) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('lock' as const), member, locked: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('odds' as const), leg: fc.nat(LEGS.length - 1) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('closeRound' as const) }) },
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

const currentRound = async () =>
  (await pair.fast.call<GameState>('/api/minigame/getGame/pwball', {})).data.round as typeof round;

/** The round's draw time passed: the same seed on both databases, then the engine draws, settles and opens the next. */
async function nextRound(): Promise<void> {
  clock.set(new Date(Date.parse(round.drawsAt) + 1).toISOString());
  await onBoth(pair, async (t) => {
    await t.app.deps.db
      .updateTable('minigame_rounds')
      .set({ seed: SEED, seed_hash: seedHash(SEED) })
      .where('round_key', '=', round.roundKey)
      .execute();
    await tick(t.app.deps);
  });
  round = await currentRound();
}

/** One command on one app: its answer, when it is a call. */
async function run(t: TestApp, c: Command): Promise<unknown> {
  const db = t.app.deps.db;
  const token = 'member' in c ? tokens.get(t)![c.member]! : '';
  const memberId = 'member' in c ? await memberIdOf(t, MEMBERS[c.member]!) : 0;
  const headers = { token, ...('key' in c && c.key ? { 'idempotency-key': c.key } : {}) };
  switch (c.kind) {
    case 'minigame': {
      const bets = c.picks.map((p) => ({ market: PICKS[p.pick]![0], pick: PICKS[p.pick]![1], amount: p.amount }));
      const body = { gameType: 'pwball', roundKey: round.roundKey, bets };
      return answerShape(await t.call<BetProcResponse>('/api/bet/betProc', body, headers));
    }
    case 'sports': {
      const legs = c.legs.map((i) => leg(marketOf(markets, LEGS[i]![0], LEGS[i]![1]), LEGS[i]![2]));
      const body = { gameType: 'sports', legs, amount: c.amount, acceptOddsChange: c.acceptOddsChange };
      return answerShape(await t.call<BetProcResponse>('/api/bet/betProc', body, headers));
    }
    case 'limit':
      await db.deleteFrom('member_limits').where('member_id', '=', memberId).execute();
      if (c.amount !== null)
        await db
          .insertInto('member_limits')
          .values({ member_id: memberId, kind: 'stake', period: 'day', source: 'member', amount: c.amount })
          .execute();
      return undefined;
    case 'lock':
      await db.updateTable('members').set({ locked: c.locked }).where('id', '=', memberId).execute();
      return undefined;
    case 'odds': {
      const [fixture, type, pick] = LEGS[c.leg]!;
      await db
        .updateTable('sports_odds')
        .set((eb) => ({ odds: eb('odds', '+', 10) }))
        .where('market_id', '=', marketOf(markets, fixture, type).marketId)
        .where('pick', '=', pick)
        .execute();
      return undefined;
    }
    case 'closeRound':
      return undefined;
  }
}

beforeAll(async () => {
  pair = await openPathPair(clock);
  await onBoth(pair, async (t) => {
    // One minigame runs, the house rules letting a member bet a market again but never hedge it.
    await t.app.deps.db.updateTable('minigame_games').set({ enabled: false }).where('key', '<>', 'pwball').execute();
    await t.app.deps.db
      .updateTable('minigame_games')
      .set({ one_bet_per_market: false, no_hedge: true })
      .where('key', '=', 'pwball')
      .execute();
    t.app.deps.sites.invalidate(DEMO.siteId);
    await tick(t.app.deps);
    await applyDoc(t, feedDoc(['2026-11-21T09:00:00Z', '2026-11-21T10:00:00Z', '2026-11-21T11:00:00Z']));
    tokens.set(t, await Promise.all(MEMBERS.map((m) => t.login(m))));
    // Each member wagers a bonus (docs/domains/wagering.md); member03's completes along the way.
    for (const [i, m] of MEMBERS.entries())
      await grantRequirement(t.app.deps.db, {
        memberId: await memberIdOf(t, m),
        source: `test:${m}`,
        toWager: i === 2 ? 20_000 : 100_000_000,
        weights: { minigame: 3_333, sports_single: 5_000, sports_combo: 7_500 },
      });
  });
  round = await currentRound();
}, 300_000);
afterAll(() => pair.close());

describe('random call streams on the fast and the full path', () => {
  it('answer alike and write the same rows', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 10 }), async (commands) => {
        await nextRound();
        markets = await board(pair.fast);
        await onBoth(pair, async (t) => {
          await t.app.deps.db.deleteFrom('member_limits').execute();
          await t.app.deps.db.updateTable('members').set({ locked: false }).execute();
        });
        for (const c of commands) {
          if (c.kind === 'closeRound') clock.set(new Date(Date.parse(round.closesAt) + 1).toISOString());
          const [fast, full] = await onBoth(pair, (t) => run(t, c));
          expect(fast, JSON.stringify(c)).toEqual(full);
        }
        expect(await stakeRows(pair.fast)).toEqual(await stakeRows(pair.full));
      }),
      // The apps keep their rows from one stream to the next, so a failing stream is not shrunk.
      { numRuns: 15, endOnFailure: true },
    );
    await nextRound();
    expect(await stakeRows(pair.fast)).toEqual(await stakeRows(pair.full));
    for (const t of [pair.fast, pair.full]) expect((await verify(t.app.deps.db)).violations).toEqual([]);
  }, 300_000);
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { AdvisoryLockClass } from '../../../src/server/db/advisoryLocks';
import { verify } from '../../../src/server/modules/ledger/verify';
import { tick } from '../../../src/server/modules/minigame/engine';
import { fastMinigameBets } from '../../../src/server/modules/minigame/bets/fastBets';
import { minigameSlipCall } from '../../../src/server/modules/minigame/bets/place';
import { fastSportsAttempt, sportsSlipCall } from '../../../src/server/modules/sports/slips';
import type { BetProcRequest, BetProcResponse } from '../../../src/shared/api/bets';
import type { GameState } from '../../../src/shared/api/minigame';
import type { SportsBetProcRequest } from '../../../src/shared/api/sports';
import { ResultCode } from '../../../src/shared/resultCodes';
import { answerShape, onBoth, openPathPair, stakeRows, type PathPair } from '../../support/pathsAgree';
import type { TestApp } from '../../support/testApp';
import { memberIdOf, setOptions, testClock } from '../../support/moneyFixtures';
import { grantRequirement } from '../../support/wagering';
import type { WagerWeights } from '../../../src/shared/bonuses/terms';
import { applyDoc, board, feedDoc, leg, marketOf } from '../../support/sportsSupport';

/**
 * Each rule of a minigame or sports stake, held to one judge (docs/architecture/fast-paths.md):
 * one row per rule, sent to an app with its fast paths and to one without. Where the full path
 * refuses, the fast attempt hands the call over having written nothing, and both apps answer the
 * rule's code; where both place, the fast attempt places it itself, and both answer alike and
 * write the same rows (bets, legs, ledger rows with their request hash, entries, balances).
 */
const clock = testClock('2026-11-21T03:00:10Z');
/** Every member wagers a bonus (docs/domains/wagering.md): each stake advances it alike on both paths. */
const WEIGHTS: WagerWeights = { minigame: 3_333, sports_single: 5_000, sports_combo: 7_500 };
let pair: PathPair;
let roundKey: string;
const tokens = new Map<TestApp, Map<string, string>>();

type Body = ({ gameType: string } & Omit<BetProcRequest, 'gameType'>) | SportsBetProcRequest;

interface Row {
  rule: string;
  member: string;
  body: () => Body;
  key?: string;
  /** What both databases hold for this row only: set before the call, undone after it. */
  given?: (t: TestApp, memberId: number) => Promise<void>;
  undo?: (t: TestApp, memberId: number) => Promise<void>;
  /** Whether the fast attempt places the call itself or hands it to the full path. */
  fast: 'places' | 'hands over';
  code: string;
}

const mg =
  (bets: BetProcRequest['bets'], round = () => roundKey) =>
  () => ({
    gameType: 'pwball',
    roundKey: round(),
    bets,
  });
let markets: Awaited<ReturnType<typeof board>>;
const sp =
  (legs: () => SportsBetProcRequest['legs'], amount: number, acceptOddsChange = false): (() => Body) =>
  () => ({ gameType: 'sports', legs: legs(), amount, acceptOddsChange, acceptMode: 'none' });
const single = () => [leg(marketOf(markets, 0, '1x2'), 'home') as SportsBetProcRequest['legs'][number]];
const combo = () =>
  [
    leg(marketOf(markets, 0, 'total'), 'over'),
    leg(marketOf(markets, 1, 'btts'), 'yes'),
    leg(marketOf(markets, 2, '1x2'), 'draw'),
  ] as SportsBetProcRequest['legs'];

const setMember = (patch: { can_bet?: boolean; locked?: boolean }) => async (t: TestApp, id: number) =>
  void (await t.app.deps.db.updateTable('members').set(patch).where('id', '=', id).execute());
const stakeLimit = (amount: number) => async (t: TestApp, id: number) =>
  void (await t.app.deps.db
    .insertInto('member_limits')
    .values({ member_id: id, kind: 'stake', period: 'day', source: 'member', amount })
    .execute());
const noLimits = async (t: TestApp, id: number) =>
  void (await t.app.deps.db.deleteFrom('member_limits').where('member_id', '=', id).execute());
const marketState =
  (state: string, pick = single) =>
  async (t: TestApp) =>
    void (await t.app.deps.db
      .updateTable('sports_markets')
      .set({ state: state as 'open' })
      .where('id', '=', pick()[0]!.marketId)
      .execute());
const kickOff = (at: string) => async (t: TestApp) =>
  void (await sql`update sports_fixtures set starts_at = ${at} where id = (select fixture_id from sports_markets where id = ${single()[0]!.marketId})`.execute(
    t.app.deps.db,
  ));

const minigameRows: Row[] = [
  {
    rule: 'a pick: its slip, leg, ledger row and request hash',
    member: 'member01',
    body: mg([{ market: 'power_oe', pick: 'odd', amount: 10_000 }]),
    fast: 'places',
    code: '200',
  },
  {
    rule: 'several picks: each its own slip, numbered in pick order',
    member: 'member01',
    body: mg([
      { market: 'sum_oe', pick: 'odd', amount: 1_000 },
      { market: 'sum_uo', pick: 'under', amount: 2_000 },
    ]),
    fast: 'places',
    code: '200',
  },
  {
    rule: 'a new Idempotency-Key',
    member: 'member02',
    key: 'mg-once',
    body: mg([{ market: 'power_uo', pick: 'over', amount: 3_000 }]),
    fast: 'places',
    code: '200',
  },
  {
    rule: 'its replay answers the first slips and moves nothing',
    member: 'member02',
    key: 'mg-once',
    body: mg([{ market: 'power_uo', pick: 'over', amount: 3_000 }]),
    fast: 'hands over',
    code: '200',
  },
  {
    rule: 'the key reused for another slip',
    member: 'member02',
    key: 'mg-once',
    body: mg([{ market: 'sum_size', pick: 'small', amount: 3_000 }]),
    fast: 'hands over',
    code: ResultCode.IdempotencyKeyReused,
  },
  {
    rule: 'house rules: both sides of one market',
    member: 'member01',
    body: mg([{ market: 'power_oe', pick: 'even', amount: 1_000 }]),
    fast: 'hands over',
    code: ResultCode.BetDuplicate,
  },
  {
    rule: 'house rules: a second bet on one market',
    member: 'member01',
    body: mg([{ market: 'power_oe', pick: 'odd', amount: 1_000 }]),
    fast: 'hands over',
    code: ResultCode.BetDuplicate,
  },
  {
    rule: 'round open: a round that is not',
    member: 'member01',
    body: mg([{ market: 'power_section', pick: 'A', amount: 1_000 }], () => 'pwball-20200101-0001'),
    fast: 'hands over',
    code: ResultCode.GameUnavailable,
  },
  {
    rule: 'the level: a stake under its minimum',
    member: 'member01',
    body: mg([{ market: 'power_section', pick: 'A', amount: 500 }]),
    fast: 'hands over',
    code: ResultCode.BetBelowLevelMin,
  },
  {
    rule: 'cash cover',
    member: 'member01',
    body: mg([{ market: 'power_section', pick: 'A', amount: 900_000 }]),
    fast: 'hands over',
    code: ResultCode.BetNoMoney,
  },
  {
    rule: 'member may play: no bet right',
    member: 'member03',
    body: mg([{ market: 'sum_size', pick: 'large', amount: 1_000 }]),
    given: setMember({ can_bet: false }),
    undo: setMember({ can_bet: true }),
    fast: 'hands over',
    code: ResultCode.NoBetRight,
  },
  {
    rule: 'member may play: locked',
    member: 'member03',
    body: mg([{ market: 'sum_size', pick: 'large', amount: 1_000 }]),
    given: setMember({ locked: true }),
    undo: setMember({ locked: false }),
    fast: 'hands over',
    code: ResultCode.BetLocked,
  },
  {
    rule: 'responsible limits: a stake limit passed',
    member: 'member03',
    body: mg([{ market: 'sum_size', pick: 'large', amount: 6_000 }]),
    given: stakeLimit(5_000),
    undo: noLimits,
    fast: 'hands over',
    code: ResultCode.StakeLimitReached,
  },
  {
    rule: 'responsible limits: within a stake limit (weighed on the full path only)',
    member: 'member03',
    body: mg([{ market: 'sum_size', pick: 'large', amount: 4_000 }]),
    given: stakeLimit(5_000),
    undo: noLimits,
    fast: 'hands over',
    code: '200',
  },
  {
    rule: 'wagering: a pick advances every active requirement by its weight, and completes one at its boundary',
    member: 'member02',
    body: mg([{ market: 'sum_oe', pick: 'even', amount: 3_000 }]),
    given: requirement('boundary', Math.floor((3_000 * WEIGHTS.minigame!) / 10_000)),
    fast: 'places',
    code: '200',
  },
];

/** A requirement of its own for the row's member, as a grant writes it (the same on both databases). */
function requirement(name: string, toWager: number) {
  return async (t: TestApp, memberId: number) =>
    void (await grantRequirement(t.app.deps.db, { memberId, source: `test:${name}`, toWager, weights: WEIGHTS }));
}

const sportsRows: Row[] = [
  {
    rule: 'a single: its slip, leg, ledger row and request hash',
    member: 'member01',
    body: sp(single, 10_000),
    fast: 'places',
    code: '200',
  },
  {
    rule: 'a combo of three legs with its folder bonus',
    member: 'member02',
    body: sp(combo, 5_000),
    fast: 'places',
    code: '200',
  },
  {
    rule: 'a new Idempotency-Key',
    member: 'member03',
    key: 'sp-once',
    body: sp(single, 2_000),
    fast: 'places',
    code: '200',
  },
  {
    rule: 'its replay answers the first slip and moves nothing',
    member: 'member03',
    key: 'sp-once',
    body: sp(single, 2_000),
    fast: 'hands over',
    code: '200',
  },
  {
    rule: 'the key reused for another slip',
    member: 'member03',
    key: 'sp-once',
    body: sp(combo, 2_000),
    fast: 'hands over',
    code: ResultCode.IdempotencyKeyReused,
  },
  {
    rule: 'conflicts: home and away of one 1X2',
    member: 'member01',
    body: sp(
      () => [single()[0]!, leg(marketOf(markets, 0, '1x2'), 'away') as SportsBetProcRequest['legs'][number]],
      1_000,
    ),
    fast: 'hands over',
    code: ResultCode.SportsConflict,
  },
  {
    rule: 'market and odds: odds that moved',
    member: 'member01',
    body: sp(() => [{ ...single()[0]!, odds: single()[0]!.odds + 5 }], 1_000),
    fast: 'hands over',
    code: ResultCode.SportsOddsChanged,
  },
  {
    rule: 'market and odds: odds that moved, the member taking the current ones',
    member: 'member01',
    body: sp(() => [{ ...single()[0]!, odds: single()[0]!.odds + 5 }], 1_000, true),
    fast: 'hands over',
    code: '200',
  },
  {
    rule: 'market and odds: a suspended market',
    member: 'member01',
    body: sp(single, 1_000),
    given: marketState('suspended'),
    undo: marketState('open'),
    fast: 'hands over',
    code: ResultCode.SportsMarketSuspended,
  },
  {
    rule: 'market and odds: a fixture that kicked off',
    member: 'member01',
    body: sp(single, 1_000),
    given: kickOff('2026-11-21T02:00:00Z'),
    undo: kickOff('2026-11-21T05:00:00Z'),
    fast: 'hands over',
    code: ResultCode.SportsFixtureStarted,
  },
  {
    rule: 'the level: a stake over its maximum',
    member: 'member01',
    body: sp(single, 6_000_000),
    fast: 'hands over',
    code: ResultCode.BetAboveLevelMax,
  },
  {
    rule: 'cash cover',
    member: 'member02',
    body: sp(single, 900_000),
    fast: 'hands over',
    code: ResultCode.BetNoMoney,
  },
  {
    rule: 'member may play: no bet right',
    member: 'member02',
    body: sp(single, 1_000),
    given: setMember({ can_bet: false }),
    undo: setMember({ can_bet: true }),
    fast: 'hands over',
    code: ResultCode.NoBetRight,
  },
  {
    rule: 'member may play: locked',
    member: 'member02',
    body: sp(single, 1_000),
    given: setMember({ locked: true }),
    undo: setMember({ locked: false }),
    fast: 'hands over',
    code: ResultCode.BetLocked,
  },
  {
    rule: 'responsible limits: a stake limit passed',
    member: 'member02',
    body: sp(single, 60_000),
    given: stakeLimit(50_000),
    undo: noLimits,
    fast: 'hands over',
    code: ResultCode.StakeLimitReached,
  },
  {
    rule: "wagering: a slip that leaves the member's money below the lapse option lapses its requirements",
    member: 'member01',
    body: sp(combo, 1_000),
    given: (t) => setOptions(t, { wagerLapseBelow: 1_000_000_000 }),
    undo: (t) => setOptions(t, { wagerLapseBelow: 0 }),
    fast: 'places',
    code: '200',
  },
];

const tokenOf = (t: TestApp, memId: string) => tokens.get(t)!.get(memId)!;

const send = (t: TestApp, row: Row) =>
  t.call<BetProcResponse>('/api/bet/betProc', row.body(), {
    token: tokenOf(t, row.member),
    ...(row.key ? { 'idempotency-key': row.key } : {}),
  });

/** The fast attempt of a call, as betProc makes it: its placed slips, or undefined when it hands the call over. */
async function fastAttempt(t: TestApp, row: Row): Promise<BetProcResponse | undefined> {
  const { deps } = t.app;
  const memberId = await memberIdOf(t, row.member);
  const { level } = await deps.db
    .selectFrom('members')
    .select('level')
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  const body = row.body();
  if (body.gameType !== 'sports') {
    const { rules, call } = await minigameSlipCall(deps, DEMO.siteId, memberId, body as BetProcRequest, row.key);
    return fastMinigameBets(deps, deps.fastPaths!, rules, level, call);
  }
  const site = await deps.sites.resolve(DEMO.siteId, DEMO.siteKey);
  const call = await sportsSlipCall(deps, site, memberId, body as SportsBetProcRequest, row.key);
  return fastSportsAttempt(deps, deps.fastPaths!, call, level);
}

/**
 * One row on both apps: the fast attempt places it or hands it over having written nothing, and
 * both apps answer the row's code alike and hold the same rows after it.
 */
async function judgedAlike(row: Row): Promise<BetProcResponse | undefined> {
  await onBoth(pair, async (t) => row.given?.(t, await memberIdOf(t, row.member)));
  try {
    let fast;
    let placed: BetProcResponse | undefined;
    if (row.fast === 'hands over') {
      const before = await stakeRows(pair.fast);
      expect(await fastAttempt(pair.fast, row)).toBeUndefined();
      expect(await stakeRows(pair.fast)).toEqual(before);
      fast = answerShape(await send(pair.fast, row));
    } else {
      placed = await fastAttempt(pair.fast, row);
      expect(placed).toBeDefined();
      fast = answerShape({ resultCode: '200', resultMessage: 'SUCCESS', data: placed! });
    }
    const full = answerShape(await send(pair.full, row));
    expect(full.resultCode).toBe(row.code);
    expect(fast).toEqual(full);
    expect(await stakeRows(pair.fast)).toEqual(await stakeRows(pair.full));
    return placed;
  } finally {
    await onBoth(pair, async (t) => row.undo?.(t, await memberIdOf(t, row.member)));
  }
}

beforeAll(async () => {
  pair = await openPathPair(clock);
  await onBoth(pair, async (t) => {
    await tick(t.app.deps);
    // The §3 house rules at their strictest, so the table shows both.
    await t.app.deps.db
      .updateTable('minigame_games')
      .set({ one_bet_per_market: true, no_hedge: true })
      .where('key', '=', 'pwball')
      .execute();
    t.app.deps.sites.invalidate(DEMO.siteId);
    await applyDoc(t, feedDoc(['2026-11-21T05:00:00Z', '2026-11-21T06:00:00Z', '2026-11-21T07:00:00Z']));
    tokens.set(t, new Map());
    for (const memId of ['member01', 'member02', 'member03']) {
      tokens.get(t)!.set(memId, await t.login(memId));
      await requirement(memId, 10_000_000)(t, await memberIdOf(t, memId));
    }
  });
  roundKey = (await pair.fast.call<GameState>('/api/minigame/getGame/pwball', {})).data.round!.roundKey;
  markets = await board(pair.fast);
  // The first stake of a product opens its ledger account (the full path does): then both have it.
  await onBoth(pair, (t) =>
    send(t, { ...minigameRows[0]!, body: mg([{ market: 'sum_size', pick: 'small', amount: 1_000 }]) }),
  );
  await onBoth(pair, (t) =>
    send(t, {
      ...minigameRows[0]!,
      member: 'member03',
      body: sp(() => [leg(marketOf(markets, 1, '1x2'), 'home')] as never, 1_000),
    }),
  );
  expect(await stakeRows(pair.fast)).toEqual(await stakeRows(pair.full));
}, 300_000);
afterAll(() => pair.close());

describe('the fast and the full path judge each stake rule alike', () => {
  it.each([
    ...minigameRows.map((row) => [`minigame: ${row.rule}`, row] as const),
    ...sportsRows.map((row) => [`sports: ${row.rule}`, row] as const),
  ])('%s', async (_name, row) => void (await judgedAlike(row)));

  it('wagering: the rows above advanced, completed and lapsed requirements, alike on both paths', async () => {
    for (const t of [pair.fast, pair.full]) {
      const states = await t.app.deps.db
        .selectFrom('wagering_requirements')
        .select(['source', 'state'])
        .orderBy('id')
        .execute();
      expect(states).toEqual([
        { source: 'test:member01', state: 'lapsed' },
        { source: 'test:member02', state: 'active' },
        { source: 'test:member03', state: 'active' },
        { source: 'test:boundary', state: 'completed' },
      ]);
      const placed = await t.app.deps.db.selectFrom('bets').select('id').execute();
      const progressed = await t.app.deps.db.selectFrom('wagering_progress').select('bet_id').distinct().execute();
      expect(progressed).toHaveLength(placed.length);
    }
    expect(await stakeRows(pair.fast)).toEqual(await stakeRows(pair.full));
  });

  it('member may play: an exclusion in force', async () => {
    const row: Row = {
      rule: 'cool-off',
      member: 'member02',
      body: mg([{ market: 'sum_size', pick: 'large', amount: 1_000 }]),
      fast: 'hands over',
      code: ResultCode.CoolingOff,
    };
    // An exclusion is never lifted: this one ends before the next rows' time.
    await onBoth(pair, async (t) =>
      t.app.deps.db
        .insertInto('member_exclusions')
        .values({
          member_id: await memberIdOf(t, row.member),
          kind: 'cooloff',
          starts_at: clock.now(),
          ends_at: new Date(clock.now().getTime() + 30_000),
        })
        .execute(),
    );
    for (const body of [row.body, sp(single, 1_000)]) {
      const call = { ...row, body };
      expect(await fastAttempt(pair.fast, call)).toBeUndefined();
      const [fast, full] = await onBoth(pair, (t) => send(t, call));
      expect(full.resultCode).toBe(row.code);
      expect(answerShape(fast)).toEqual(answerShape(full));
    }
    clock.set(new Date(clock.now().getTime() + 40_000).toISOString());
    expect(await stakeRows(pair.fast)).toEqual(await stakeRows(pair.full));
  });

  it('payout terms: both paths store with the slip the terms it was judged under, after staff change them', async () => {
    const terms = { odds3: 120, odds6: 106, odds9: 110, minLegOdds: 140 };
    await onBoth(pair, (t) =>
      setOptions(t, { sportsBonusOdds3: terms.odds3, sportsBonusMinLegOdds: terms.minLegOdds }),
    );
    try {
      const row: Row = { rule: 'terms', member: 'member01', body: sp(combo, 3_000), fast: 'places', code: '200' };
      const placed = await fastAttempt(pair.fast, row);
      expect(placed?.bets[0]).toMatchObject({ folderBonus: 120 });
      const full = answerShape(await send(pair.full, row));
      expect(full).toEqual(answerShape({ resultCode: '200', resultMessage: 'SUCCESS', data: placed! }));
      const [fastRows, fullRows] = [await stakeRows(pair.fast), await stakeRows(pair.full)];
      expect(fastRows).toEqual(fullRows);
      expect(fastRows.bets.at(-1)!.detail).toEqual({ folderBonus: 120, legs: 3, payoutTerms: terms });
    } finally {
      await onBoth(pair, (t) => setOptions(t, { sportsBonusOdds3: 103, sportsBonusMinLegOdds: 130 }));
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'the settling lock: a member held by a sports settlement is refused B9999, not waited for',
    async () => {
      const row: Row = {
        rule: 'settling',
        member: 'member01',
        body: sp(() => [leg(marketOf(markets, 2, 'btts'), 'no')] as SportsBetProcRequest['legs'], 1_000),
        fast: 'hands over',
        code: ResultCode.EarlierBetsSettling,
      };
      // A settlement's hold on each app's database, from a connection of its own (an advisory lock
      // is one database's).
      const holders = await Promise.all(
        [pair.fast, pair.full].map(async (t) => {
          const conn = await t.database.scriptConnection();
          await conn.exec('begin');
          await conn.query('select pg_advisory_xact_lock($1, $2)', [
            AdvisoryLockClass.sportsSettling,
            await memberIdOf(t, row.member),
          ]);
          return conn;
        }),
      );
      try {
        expect(await fastAttempt(pair.fast, row)).toBeUndefined();
        const [fast, full] = await onBoth(pair, (t) => send(t, row));
        expect(full.resultCode).toBe(row.code);
        expect(answerShape(fast)).toEqual(answerShape(full));
      } finally {
        for (const conn of holders) {
          await conn.exec('rollback');
          conn.release();
        }
      }
      expect(await stakeRows(pair.fast)).toEqual(await stakeRows(pair.full));
    },
  );

  it('round open and §8 B9999: a bet of an earlier round still waiting for its settlement', async () => {
    const row: Row = {
      rule: 'earlier round',
      member: 'member03',
      body: mg([{ market: 'sum_size', pick: 'large', amount: 1_000 }]),
      fast: 'hands over',
      code: ResultCode.EarlierBetsSettling,
    };
    const [{ data }] = await onBoth(pair, (t) => t.call<GameState>('/api/minigame/getGame/pwball', {}));
    // The draw happened but not its settlement (the round stays DRAWN); the next round is open.
    clock.set(new Date(Date.parse(data.round!.drawsAt) + 1).toISOString());
    await onBoth(pair, async (t) => {
      await t.app.deps.db
        .updateTable('minigame_rounds')
        .set({ status: 'DRAWN' })
        .where('round_key', '=', roundKey)
        .execute();
      await tick(t.app.deps);
    });
    roundKey = (await pair.fast.call<GameState>('/api/minigame/getGame/pwball', {})).data.round!.roundKey;
    expect(await fastAttempt(pair.fast, row)).toBeUndefined();
    const [fast, full] = await onBoth(pair, (t) => send(t, row));
    expect(full.resultCode).toBe(row.code);
    expect(answerShape(fast)).toEqual(answerShape(full));
    expect(await stakeRows(pair.fast)).toEqual(await stakeRows(pair.full));
    for (const t of [pair.fast, pair.full]) expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });

  it('in play: live slips written PENDING with their accept_at and accept_mode by the fast statement as by the full path', async () => {
    const liveFixture = async (t: TestApp, state: 'live' | 'open', startsAt: Date) =>
      void (await sql`update sports_fixtures set state = ${state}, starts_at = ${startsAt}
                      where id = (select fixture_id from sports_markets where id = ${marketOf(markets, 2, '1x2').marketId})`.execute(
        t.app.deps.db,
      ));
    const betStop = (on: boolean) => async (t: TestApp) =>
      void (await sql`update sports_fixtures set live_stopped = ${on}
                      where id = (select fixture_id from sports_markets where id = ${marketOf(markets, 2, '1x2').marketId})`.execute(
        t.app.deps.db,
      ));
    const body =
      (legs: () => SportsBetProcRequest['legs'], amount: number, acceptMode: 'none' | 'higher' | 'any'): (() => Body) =>
      () => ({ gameType: 'sports', legs: legs(), amount, acceptOddsChange: false, acceptMode });
    const live = (type: '1x2' | 'total' | 'btts', pick: string) => () =>
      [leg(marketOf(markets, 2, type), pick)] as SportsBetProcRequest['legs'];
    const kickOff = new Date('2026-11-21T07:00:00Z');
    await onBoth(pair, (t) => liveFixture(t, 'live', new Date(clock.now().getTime() - 600_000)));
    try {
      // The fast app has not yet seen the fixture in play: its first slip is judged on the full
      // path, which tells the fast attempt so (sportsLiveFixtures).
      await judgedAlike({
        rule: 'first live slip',
        member: 'member01',
        body: body(live('1x2', 'home'), 2_000, 'none'),
        fast: 'hands over',
        code: '200',
      });
      const single = await judgedAlike({
        rule: 'live single',
        member: 'member02',
        body: body(live('total', 'over'), 3_000, 'higher'),
        fast: 'places',
        code: '200',
      });
      // the site's default delay: 5 s
      expect(single!.bets[0]).toMatchObject({
        status: 'PENDING',
        acceptAt: new Date(clock.now().getTime() + 5_000).toISOString(),
      });
      const combo = await judgedAlike({
        rule: 'combo: a pre-match leg and a live leg, under the sport’s own delay',
        member: 'member03',
        body: body(
          () => [leg(marketOf(markets, 0, 'btts'), 'yes'), ...live('btts', 'yes')()] as SportsBetProcRequest['legs'],
          1_500,
          'any',
        ),
        given: (t) => setOptions(t, { sportsLiveDelays: [{ sport: 'soccer', seconds: 8 }] }),
        undo: (t) => setOptions(t, { sportsLiveDelays: [] }),
        fast: 'places',
        code: '200',
      });
      expect(combo!.bets[0]).toMatchObject({
        status: 'PENDING',
        acceptAt: new Date(clock.now().getTime() + 8_000).toISOString(),
      });
      await judgedAlike({
        rule: 'a bet stop in force',
        member: 'member01',
        body: body(live('1x2', 'draw'), 1_000, 'none'),
        given: betStop(true),
        undo: betStop(false),
        fast: 'hands over',
        code: ResultCode.SportsMarketSuspended,
      });
      // No longer in play (back before kick-off): the fast statement finds the fixture not as
      // judged and hands the slip over; the full path places it pre-match, and the next is fast.
      await onBoth(pair, (t) => liveFixture(t, 'open', kickOff));
      const prematch = {
        rule: 'the fixture back before kick-off',
        member: 'member02',
        body: body(live('1x2', 'away'), 1_000, 'none'),
        fast: 'hands over',
        code: '200',
      } as const;
      await judgedAlike(prematch);
      const again = await judgedAlike({ ...prematch, member: 'member03', fast: 'places' });
      expect(again!.bets[0]).toMatchObject({ status: 'BET' });
      expect(again!.bets[0]!.acceptAt).toBeUndefined();
    } finally {
      await onBoth(pair, (t) => liveFixture(t, 'open', kickOff));
    }
    for (const t of [pair.fast, pair.full]) expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });
});

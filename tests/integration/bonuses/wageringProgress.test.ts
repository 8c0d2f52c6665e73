import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { verify } from '../../../src/server/modules/ledger/verify';
import { tick } from '../../../src/server/modules/minigame/engine';
import { enterFixtureResult } from '../../../src/server/modules/sports';
import { adminSiteOptions } from '../../../src/shared/endpoints/site';
import type { BetProcResponse } from '../../../src/shared/api/bets';
import type { GameState } from '../../../src/shared/api/minigame';
import type { SportsFixturesResponse } from '../../../src/shared/api/sports';
import { WAGER_PRODUCTS, type WagerProduct, type WagerWeights } from '../../../src/shared/bonuses/terms';
import { LedgerKind, post } from '../../../src/server/modules/ledger/service';
import { createTestApp, type TestApp } from '../../support/testApp';
import { balancesOf, testClock } from '../../support/moneyFixtures';
import { evolution, openSession, pamClient } from '../../support/pamClient';
import { applyDoc, board, feedDoc, fixtureIdOf, leg, marketOf } from '../../support/sportsSupport';
import { closeRequirements, fundedMember, grantRequirement, progressOf, requirementOf } from '../../support/wagering';

/**
 * Wagering progress, the one rule every stake path calls (docs/domains/wagering.md): a table of
 * each wager product's stake × what became of it (played, cancelled, voided, partly refunded). Each
 * row gives the member two fresh requirements — one weighing every product (weights chosen so the
 * floor shows), one naming slot only (every other product counts nothing towards it) — and proves
 * that the stake moves each by exactly floor(stake × weight / 10000), with one progress row per
 * (requirement, slip), and that a cancel or void takes exactly that back. Then the boundaries:
 * completion, re-opening, expiry, replays, the lapse option; the ledger verified after each.
 */
const clock = testClock('2026-11-21T03:00:10Z');
const STAKE = 7_777;
const WEIGHTS: Required<WagerWeights> = {
  casino: 1_000,
  slot: 10_000,
  sports_single: 5_000,
  sports_combo: 7_500,
  minigame: 3_333,
  virtual: 2_500,
  esport: 1_500,
  fishing: 9_999,
};
const SLOT_ONLY: WagerWeights = { slot: 10_000 };
const weighed = (stake: number, weight = 0) => Math.floor((stake * weight) / 10_000);

let t: TestApp;
let memberId: number;
let token: string;
let markets: SportsFixturesResponse;
let fixtureNo = 0;
let requirementNo = 0;

const db = () => t.app.deps.db;
const cash = async () => (await balancesOf(t, 'wager01')).cash;

/** Two fresh requirements for the member, its earlier ones closed. */
async function freshRequirements(toWager = 10_000_000, expiresAt: Date | null = null) {
  await closeRequirements(db(), memberId);
  requirementNo++;
  const all = await grantRequirement(db(), {
    memberId,
    source: `test:all:${requirementNo}`,
    toWager,
    weights: WEIGHTS,
    expiresAt,
  });
  const slot = await grantRequirement(db(), {
    memberId,
    source: `test:slot:${requirementNo}`,
    toWager,
    weights: SLOT_ONLY,
    expiresAt,
  });
  return { all, slot };
}

/** The requirement weighing every product that the row's freshRequirements made. */
const lastRequirement = async () =>
  (
    await db()
      .selectFrom('wagering_requirements')
      .select('id')
      .where('source', '=', `test:all:${requirementNo}`)
      .executeTakeFirst()
  )?.id;

// --- minigame: a pick of the open powerball round; settled by its draw, voided when missed too long.
async function minigameRound() {
  await tick(t.app.deps);
  return (await t.call<GameState>('/api/minigame/getGame/pwball', {})).data.round!;
}
async function minigameStake(amount = STAKE, headers: Record<string, string> = {}): Promise<number> {
  const round = await minigameRound();
  const placed = await t.call<BetProcResponse>(
    '/api/bet/betProc',
    { gameType: 'pwball', roundKey: round.roundKey, bets: [{ market: 'power_oe', pick: 'odd', amount }] },
    { token, ...headers },
  );
  expect(placed.resultCode).toBe('200');
  return placed.data.bets[0]!.betIdx;
}
/** The clock past the round's draw (by `after` ms), and the engine's pass: drawn and settled, or voided. */
async function minigameAfterDraw(after: number) {
  const round = await minigameRound();
  clock.set(new Date(Date.parse(round.drawsAt) + after).toISOString());
  await tick(t.app.deps);
  token = await t.login('wager01');
}

// --- sports: a single or a two-leg combo on fixtures of their own; resulted, cancelled by the member, or voided.
function sportsLegs(product: 'sports_single' | 'sports_combo') {
  const n = product === 'sports_single' ? 1 : 2;
  const fixtures = Array.from({ length: n }, () => fixtureNo++);
  return { fixtures, legs: fixtures.map((f) => leg(marketOf(markets, f, '1x2'), 'home')) };
}
async function sportsStake(legs: ReturnType<typeof leg>[], amount = STAKE): Promise<number> {
  const placed = await t.call<BetProcResponse>('/api/bet/betProc', { gameType: 'sports', legs, amount }, { token });
  expect(placed.resultCode).toBe('200');
  return placed.data.bets[0]!.betIdx;
}
async function fixtureResult(fixtureIndex: number, state: 'resulted' | 'cancelled') {
  const id = await fixtureIdOf(t, `f${fixtureIndex + 1}`);
  await enterFixtureResult(t.app.deps, DEMO.siteId, id, {
    state,
    score: state === 'resulted' ? { home: 1, away: 0, htHome: 0, htAway: 0 } : null,
    enteredBy: 'test',
  });
}

// --- the PAM's products: a round of stakes at a vendor of the group; paid and closed, or cancelled.
const PAM_PRODUCTS = ['casino', 'slot', 'virtual', 'esport', 'fishing'] as const;
async function pamSeat(group: (typeof PAM_PRODUCTS)[number]) {
  const { token: player } = await openSession(t.app, memberId, {
    group,
    procId: 120,
    provider: 'evolution',
    gameId: '',
  });
  const pam = pamClient(t.app, { token: player, provider: 'evolution' });
  const add = async (body: Record<string, unknown>) => {
    const answer = await pam.add(String(memberId), body);
    expect(answer.body.status, JSON.stringify(answer.body)).toBe('OK');
  };
  return {
    stake: (round: string, n: number, amount: number) =>
      add(evolution.debit({ id: `${round}-d${n}`, ref: `${round}-b${n}`, round, amount })),
    pay: (round: string, amount: number) =>
      add(evolution.credit({ id: `${round}-c`, ref: `${round}-b1`, round, amount })),
    cancel: (round: string, n: number) =>
      add(evolution.cancel({ id: `${round}-x${n}`, ref: `${round}-b${n}`, round, amount: 0 })),
  };
}
const slipOfRound = async (round: string) =>
  Number(
    (await db().selectFrom('pam_rounds').select('bet_id').where('round_id', '=', round).executeTakeFirstOrThrow())
      .bet_id,
  );

interface Row {
  product: WagerProduct;
  outcome: string;
  /** The stake (or a round's stakes): its slip, and what was staked on it. */
  stake(): Promise<{ slip: number; staked: number; end: () => Promise<void> }>;
  /** What of the stake still counts once the row's outcome is written. */
  counts: number;
}

const minigameRows: Row[] = [
  {
    product: 'minigame',
    outcome: 'played: its round drawn and settled',
    counts: STAKE,
    async stake() {
      return { slip: await minigameStake(), staked: STAKE, end: () => minigameAfterDraw(1) };
    },
  },
  {
    product: 'minigame',
    outcome: 'voided: its round missed too long, every stake refunded (a minigame has no cancel of its own)',
    counts: 0,
    async stake() {
      return { slip: await minigameStake(), staked: STAKE, end: () => minigameAfterDraw(30 * 60_000) };
    },
  },
];

const cancelSlip = (slip: number) => async () =>
  expect((await t.call('/api/bet/sports/cancel', { betIdx: slip, confirm: 'Y' }, { token })).resultCode).toBe('200');
const sportsRows: Row[] = (['sports_single', 'sports_combo'] as const).flatMap((product): Row[] => [
  {
    product,
    outcome: 'played: its fixtures resulted',
    counts: STAKE,
    async stake() {
      const { fixtures, legs } = sportsLegs(product);
      const slip = await sportsStake(legs);
      return {
        slip,
        staked: STAKE,
        end: async () => void (await Promise.all(fixtures.map((f) => fixtureResult(f, 'resulted')))),
      };
    },
  },
  {
    product,
    outcome: 'cancelled by the member within the cancel window',
    counts: 0,
    async stake() {
      const slip = await sportsStake(sportsLegs(product).legs);
      return { slip, staked: STAKE, end: cancelSlip(slip) };
    },
  },
  {
    product,
    outcome: 'voided: its fixtures cancelled, every leg VOID',
    counts: 0,
    async stake() {
      const { fixtures, legs } = sportsLegs(product);
      const slip = await sportsStake(legs);
      return {
        slip,
        staked: STAKE,
        end: async () => {
          for (const f of fixtures) await fixtureResult(f, 'cancelled');
        },
      };
    },
  },
]);
sportsRows.push({
  product: 'sports_single',
  outcome: 'voided by a correction: its fixture resulted, then corrected to cancelled',
  counts: 0,
  async stake() {
    const { fixtures, legs } = sportsLegs('sports_single');
    const slip = await sportsStake(legs);
    return {
      slip,
      staked: STAKE,
      end: async () => {
        await fixtureResult(fixtures[0]!, 'resulted');
        expect(Object.keys(await progressOf(db(), (await lastRequirement())!))).toEqual([String(slip)]);
        await fixtureResult(fixtures[0]!, 'cancelled');
      },
    };
  },
});
sportsRows.push({
  product: 'sports_combo',
  outcome: 'one leg voided, the other played: the slip was played and counts whole',
  counts: STAKE,
  async stake() {
    const { fixtures, legs } = sportsLegs('sports_combo');
    const slip = await sportsStake(legs);
    return {
      slip,
      staked: STAKE,
      end: async () => {
        await fixtureResult(fixtures[0]!, 'cancelled');
        await fixtureResult(fixtures[1]!, 'resulted');
      },
    };
  },
});

/** A vendor round of `stakes` (one stake each, in order); `end` then pays, closes or cancels it. */
function pamRow(
  product: (typeof PAM_PRODUCTS)[number],
  outcome: string,
  counts: number,
  stakes: readonly number[],
  end: (seat: Awaited<ReturnType<typeof pamSeat>>, round: string) => Promise<void>,
): Row {
  return {
    product,
    outcome,
    counts,
    async stake() {
      const seat = await pamSeat(product);
      const round = `${product}-${outcome.split(':')[0]!.replace(/\W/g, '')}`;
      for (const [i, amount] of stakes.entries()) await seat.stake(round, i + 1, amount);
      const staked = stakes.reduce((sum, s) => sum + s, 0);
      return { slip: await slipOfRound(round), staked, end: () => end(seat, round) };
    },
  };
}

const pamRows: Row[] = PAM_PRODUCTS.flatMap((product): Row[] => [
  pamRow(product, 'played: its round paid and closed', STAKE, [STAKE], (seat, r) => seat.pay(r, 2 * STAKE)),
  pamRow(product, 'a push: its stake paid back (TIE) was played and counts', STAKE, [STAKE], (seat, r) =>
    seat.pay(r, STAKE),
  ),
  pamRow(product, 'cancelled: the vendor rolls its stake back (PAM CANCEL)', 0, [STAKE], (seat, r) =>
    seat.cancel(r, 1),
  ),
  pamRow(product, 'partly refunded: two stakes in its round, the second cancelled', STAKE, [STAKE, 3_001], (seat, r) =>
    seat.cancel(r, 2),
  ),
]);

beforeAll(async () => {
  t = await createTestApp({ clock });
  memberId = await fundedMember(t, 'wager01', 50_000_000);
  token = await t.login('wager01');
  // Fixtures days ahead: the minigame rows' clock moves never reach a kick-off.
  const kickOffs = Array.from({ length: 40 }, (_, i) => new Date(Date.parse('2026-11-25T00:00:00Z') + i * 600_000));
  await applyDoc(t, feedDoc(kickOffs.map((d) => d.toISOString())));
  // Ten bets of one member in one round, on any markets: the §3 house rules off for this table.
  await db()
    .updateTable('minigame_games')
    .set({ one_bet_per_market: false, no_hedge: false })
    .where('key', '=', 'pwball')
    .execute();
  t.app.deps.sites.invalidate(DEMO.siteId);
  markets = await board(t);
}, 300_000);
afterAll(() => t?.close());

describe('each wager product × what became of the stake', () => {
  it('the table names every wager product', () => {
    const covered = new Set([...minigameRows, ...sportsRows, ...pamRows].map((r) => r.product));
    expect([...covered].sort()).toEqual([...WAGER_PRODUCTS].sort());
  });

  it.each([...minigameRows, ...sportsRows, ...pamRows].map((r) => [`${r.product}: ${r.outcome}`, r] as const))(
    '%s',
    async (_name, row) => {
      const req = await freshRequirements();
      const expectStanding = async (stake: number, slip: number) => {
        const all = weighed(stake, WEIGHTS[row.product]);
        const slot = weighed(stake, SLOT_ONLY[row.product]);
        expect(await requirementOf(db(), req.all)).toEqual({ wagered: all, state: 'active', closed: false });
        expect(await requirementOf(db(), req.slot)).toEqual({ wagered: slot, state: 'active', closed: false });
        expect(await progressOf(db(), req.all)).toEqual(all ? { [slip]: all } : {});
        expect(await progressOf(db(), req.slot)).toEqual(slot ? { [slip]: slot } : {});
      };
      const { slip, staked, end } = await row.stake();
      // The stake moved each requirement by exactly its weighed amount (the floor shows: 7,777 won).
      expect(weighed(staked, WEIGHTS[row.product])).toBeGreaterThan(0);
      await expectStanding(staked, slip);
      await end();
      // A played stake keeps it; a cancelled or voided one gave back exactly what it added.
      await expectStanding(row.counts, slip);
      expect(await verify(db())).toEqual({ ok: true, violations: [] });
    },
  );
});

describe('the boundaries of the rule', () => {
  it('a requirement completes when its wagered reaches its amount exactly; one a won short stays active', async () => {
    const exact = weighed(STAKE, WEIGHTS.minigame);
    await closeRequirements(db(), memberId);
    const done = await grantRequirement(db(), { memberId, source: 'test:exact', toWager: exact, weights: WEIGHTS });
    const short = await grantRequirement(db(), {
      memberId,
      source: 'test:short',
      toWager: exact + 1,
      weights: WEIGHTS,
    });
    const slip = await minigameStake();
    expect(await requirementOf(db(), done)).toEqual({ wagered: exact, state: 'completed', closed: true });
    expect(await requirementOf(db(), short)).toEqual({ wagered: exact, state: 'active', closed: false });
    // A completed requirement takes no more.
    await minigameStake(1_000);
    expect(await progressOf(db(), done)).toEqual({ [slip]: exact });
    expect((await requirementOf(db(), short)).state).toBe('completed');
    await minigameAfterDraw(1);
    expect(await verify(db())).toEqual({ ok: true, violations: [] });
  });

  it('a cancel re-opens a requirement it completed before its expiry, and leaves one past its expiry completed', async () => {
    const exact = weighed(STAKE, WEIGHTS.sports_single);
    await closeRequirements(db(), memberId);
    const now = clock.now().getTime();
    const later = await grantRequirement(db(), {
      memberId,
      source: 'test:reopen',
      toWager: exact,
      weights: WEIGHTS,
      expiresAt: new Date(now + 3_600_000),
    });
    const soon = await grantRequirement(db(), {
      memberId,
      source: 'test:expiring',
      toWager: exact,
      weights: WEIGHTS,
      expiresAt: new Date(now + 60_000),
    });
    const slip = await sportsStake(sportsLegs('sports_single').legs);
    expect((await requirementOf(db(), later)).state).toBe('completed');
    expect((await requirementOf(db(), soon)).state).toBe('completed');
    clock.advance(120_000);
    token = await t.login('wager01');
    expect((await t.call('/api/bet/sports/cancel', { betIdx: slip, confirm: 'Y' }, { token })).resultCode).toBe('200');
    expect(await requirementOf(db(), later)).toEqual({ wagered: 0, state: 'active', closed: false });
    expect(await requirementOf(db(), soon)).toEqual({ wagered: 0, state: 'completed', closed: true });
    expect(await progressOf(db(), soon)).toEqual({});
    expect(await verify(db())).toEqual({ ok: true, violations: [] });
  });

  it('a requirement past its expiry takes nothing, though the expiry job has not closed it yet', async () => {
    await closeRequirements(db(), memberId);
    const past = await grantRequirement(db(), {
      memberId,
      source: 'test:past',
      toWager: 1_000_000,
      weights: WEIGHTS,
      expiresAt: new Date(clock.now().getTime() - 1),
    });
    await minigameStake();
    expect(await requirementOf(db(), past)).toEqual({ wagered: 0, state: 'active', closed: false });
    expect(await progressOf(db(), past)).toEqual({});
  });

  it('a replay of an Idempotency-Key adds nothing; a member without requirements writes no progress', async () => {
    const req = await freshRequirements();
    const key = { 'idempotency-key': 'wager-replay' };
    const slip = await minigameStake(STAKE, key);
    expect(await minigameStake(STAKE, key)).toBe(slip);
    expect(await requirementOf(db(), req.all)).toMatchObject({ wagered: weighed(STAKE, WEIGHTS.minigame) });
    await closeRequirements(db(), memberId);
    const rows = async () =>
      Number(
        (
          await db()
            .selectFrom('wagering_progress')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await rows();
    await sportsStake(sportsLegs('sports_single').legs);
    expect(await rows()).toBe(before);
    expect(await verify(db())).toEqual({ ok: true, violations: [] });
  });
});

describe('lapse: a stake that leaves the member below the site option', () => {
  it('lapses the active requirements when cash and game wallets fall below it, and not before; 0 is off', async () => {
    const staff = await t.loginStaff();
    const req = await freshRequirements();
    const stakes: number[] = [];
    const stakeOf = async (amount: number) => {
      stakes.push(amount);
      return minigameStake(amount);
    };
    // Off (0): whatever cash is left keeps the requirements.
    await stakeOf(1_000);
    expect((await requirementOf(db(), req.all)).state).toBe('active');
    const below = (await cash()) - 20_000;
    const set = await t.call(adminSiteOptions.update.path, { data: { wagerLapseBelow: below } }, { token: staff });
    expect(set.resultCode).toBe('200');
    await stakeOf(5_000);
    expect((await requirementOf(db(), req.all)).state).toBe('active');
    // Money moved into a game wallet is still the member's: cash alone below the threshold lapses nothing.
    await post(t.app.deps, {
      siteId: DEMO.siteId,
      idempotencyKey: `test:wallet:${memberId}`,
      kind: LedgerKind.VendorIn,
      postings: [
        { account: { member: memberId, asset: 'cash' }, amount: -30_000 },
        { account: { system: `transfer:slot:233:${memberId}`, asset: 'cash' }, amount: 30_000 },
      ],
    });
    await stakeOf(1_000);
    await stakeOf(13_000);
    expect(await cash()).toBe(below - 30_000 + 1_000);
    expect((await requirementOf(db(), req.all)).state).toBe('active');
    // One won short of the threshold: both requirements lapse at the stake, which still counted.
    const slip = await stakeOf(1_001);
    const wagered = stakes.reduce((sum, s) => sum + weighed(s, WEIGHTS.minigame), 0);
    expect(await requirementOf(db(), req.all)).toEqual({ wagered, state: 'lapsed', closed: true });
    expect(await requirementOf(db(), req.slot)).toEqual({ wagered: 0, state: 'lapsed', closed: true });
    expect((await progressOf(db(), req.all))[slip]).toBe(weighed(1_001, WEIGHTS.minigame));
    // A lapsed requirement takes nothing more.
    await minigameStake(1_000);
    expect((await requirementOf(db(), req.all)).wagered).toBe(wagered);
    expect(
      (await t.call(adminSiteOptions.update.path, { data: { wagerLapseBelow: 0 } }, { token: staff })).resultCode,
    ).toBe('200');
    await minigameAfterDraw(1);
    expect(await verify(db())).toEqual({ ok: true, violations: [] });
  });
});

describe('concurrency', () => {
  it('parallel stakes of one member on every path advance the requirement by exactly their sum', async () => {
    const req = await freshRequirements();
    const round = await minigameRound();
    const picks = ['power_oe', 'power_uo', 'sum_oe', 'sum_uo', 'sum_size'];
    const seat = await pamSeat('slot');
    const singles = Array.from({ length: 5 }, () => sportsLegs('sports_single').legs);
    const answers = await Promise.all([
      ...picks.map((market, i) =>
        t.call<BetProcResponse>(
          '/api/bet/betProc',
          {
            gameType: 'pwball',
            roundKey: round.roundKey,
            bets: [
              {
                market,
                pick: market === 'sum_size' ? 'small' : market.endsWith('oe') ? 'odd' : 'over',
                amount: 1_000 + i,
              },
            ],
          },
          { token },
        ),
      ),
      ...singles.map((legs, i) =>
        t.call<BetProcResponse>('/api/bet/betProc', { gameType: 'sports', legs, amount: 2_000 + i }, { token }),
      ),
      ...[0, 1, 2, 3, 4].map((i) => seat.stake(`par-${i}`, 1, 3_000 + i).then(() => ({ resultCode: '200' }))),
    ]);
    expect(answers.map((a) => a.resultCode)).toEqual(Array(15).fill('200'));
    const sum = [0, 1, 2, 3, 4].reduce(
      (s, i) =>
        s +
        weighed(1_000 + i, WEIGHTS.minigame) +
        weighed(2_000 + i, WEIGHTS.sports_single) +
        weighed(3_000 + i, WEIGHTS.slot),
      0,
    );
    expect((await requirementOf(db(), req.all)).wagered).toBe(sum);
    expect(Object.keys(await progressOf(db(), req.all))).toHaveLength(15);
    expect((await requirementOf(db(), req.slot)).wagered).toBe([0, 1, 2, 3, 4].reduce((s, i) => s + 3_000 + i, 0));
    expect(await verify(db())).toEqual({ ok: true, violations: [] });
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../support/testApp';
import { balancesOf, memberIdOf, setOptions, testClock, withKey } from '../../support/moneyFixtures';
import {
  applyDoc,
  feedDoc,
  legOf as sportsLegOf,
  moveHome as sportsMoveHome,
  type TestLeg,
} from '../../support/sportsSupport';
import { grantRequirement, progressOf } from '../../support/wagering';
import { verify } from '../../../src/server/modules/ledger/verify';
import { decideDueSlips } from '../../../src/server/modules/sports/acceptance';
import { rollingFigures } from '../../../src/server/modules/cash/repo';
import { ResultCode } from '../../../src/shared/resultCodes';
import type { Envelope } from '../../../src/shared/api/envelope';
import type { BetProcResponse, BetRow } from '../../../src/shared/api/bets';
import type { SportsCashOutQuote, SportsCashOutResponse } from '../../../src/shared/api/sports';
import type { SportsRiskProfileRecord } from '../../../src/shared/api/office/sportsRisk';
import type { FeedDocumentInput } from '../../../src/server/modules/sports/feed/format';
import type { DomainEvent } from '../../../src/server/events/bus';
import type { FastCall } from '../../../src/server/modules/sports/fastSlip';
import type { OfficeList } from '../../../src/shared/api/office';
import type { OfficeBetRecord } from '../../../src/shared/api/office/bets';

/**
 * The bet delay in play through HTTP (docs/domains/sportsbook.md#bet-delay-in-play): a slip with a
 * live leg placed PENDING with its stake taken, then decided by the acceptance job: a bet stop
 * during the delay, odds that moved under each accept mode, the risk profile's delay, no cancel or
 * cash-out while pending, the race with settlement, and cash-out in play; the ledger verified after each.
 */
const START = '2026-11-21T03:00:00Z';
const clock = testClock(START);
/** Fixtures f1…f40 kick off from 04:00; a test takes its own and may put it in play. */
const KICK_OFFS = Array.from({ length: 40 }, (_, i) =>
  new Date(Date.parse('2026-11-21T04:00:00Z') + i * 60_000).toISOString(),
);
let t: TestApp;
let staff: string;
let token: string;
let nextFixture = 0;
const pushed: DomainEvent[] = [];
const silent = { error: () => undefined };

const doc = (): FeedDocumentInput => feedDoc(KICK_OFFS);
const fresh = () => `f${++nextFixture}`;

/**
 * The fixture in play (a test fixture: the live feed does this in the running book), kicked off ten
 * minutes ago, its markets as they were.
 */
async function goLive(ref: string) {
  await sql`update sports_fixtures set state = 'live', starts_at = ${new Date(clock.now().getTime() - 600_000)}
            where ref = ${ref}`.execute(t.app.deps.db);
}
const setStop = (ref: string, on: boolean) =>
  sql`update sports_fixtures set live_stopped = ${on} where ref = ${ref}`.execute(t.app.deps.db);

const legOf = (ref: string, type: string, pick: string) => sportsLegOf(t, ref, type, pick);
const moveHome = (ref: string, home: number, state: 'open' | 'suspended' = 'open') =>
  sportsMoveHome(t, doc(), ref, home, state);

let keys = 0;
const placeCall = (legs: TestLeg[], amount: number, acceptMode?: string) =>
  t.call<BetProcResponse>(
    '/api/bet/betProc',
    {
      gameType: 'sports',
      legs: legs.map(({ marketId, pick, odds }) => ({ marketId, pick, odds })),
      amount,
      ...(acceptMode && { acceptMode }),
    },
    withKey(token, `delay:${++keys}`),
  );
async function place(legs: TestLeg[], amount: number, acceptMode?: string): Promise<BetRow> {
  const res = await placeCall(legs, amount, acceptMode);
  expect(res.resultCode, JSON.stringify(res.data)).toBe(ResultCode.Success);
  return res.data.bets[0]!;
}

const cash = async () => (await balancesOf(t, 'member01')).cash;
const slip = (id: number) =>
  t.app.deps.db
    .selectFrom('bets')
    .select(['status', 'stake', 'odds', 'potential_payout', 'payout', 'detail'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
    .then((r) => ({
      status: r.status,
      stake: Number(r.stake),
      odds: r.odds,
      potential: Number(r.potential_payout),
      payout: Number(r.payout),
      refused: (r.detail as { refused?: string }).refused,
    }));
const legOdds = async (id: number) =>
  (await t.app.deps.db.selectFrom('bet_legs').select('odds').where('bet_id', '=', id).orderBy('leg_no').execute()).map(
    (r) => r.odds,
  );
const refunds = async (id: number) =>
  (
    await t.app.deps.db
      .selectFrom('ledger_transactions')
      .select('idempotency_key')
      .where('idempotency_key', '=', `sports:refuse:${id}`)
      .execute()
  ).length;
/** The delay passes and the acceptance job runs a pass. */
async function decide(afterMs = 6_000): Promise<number> {
  clock.advance(afterMs);
  return decideDueSlips(t.app.deps, silent);
}
const listed = async (betIdx: number) =>
  (
    await t.call<{ list: BetRow[] }>('/api/bet/betlist', { gameType: 'sports', startDate: '2026-11-21' }, { token })
  ).data.list.find((r) => r.betIdx === betIdx)!;
const resultOf = (fixtureId: number, home: number, away: number) =>
  t.call(
    '/api/admin/sportsFixtures/result',
    { id: fixtureId, result: { state: 'resulted', score: { home, away, htHome: 0, htAway: 0 } } },
    withKey(staff, `result:${fixtureId}:${home}:${away}:${Math.random()}`),
  );
const setProfile = async (liveDelayS: number | null) =>
  t.call<SportsRiskProfileRecord>(
    '/api/admin/sportsRiskProfiles/update',
    {
      id: await memberIdOf(t, 'member01'),
      data: {
        profile: liveDelayS === null ? null : { stakeFactorPct: 100, fixtureMax: null, marketMax: null, liveDelayS },
      },
    },
    { token: staff },
  );

beforeAll(async () => {
  t = await createTestApp({ clock });
  await applyDoc(t, doc());
  staff = await t.loginStaff();
  token = await t.login('member01');
  t.app.deps.bus.subscribe((e) => void pushed.push(e));
});
beforeEach(() => clock.set(START));
afterAll(() => t.close());

describe('placement in play', () => {
  // The app runs its fast paths: the first slip on a fixture in play is judged on the full path (the
  // app has not yet found the fixture in play), which holds it PENDING.
  it('places a live slip PENDING for the sport’s delay with its stake taken; refuses one under a bet stop', async () => {
    const ref = fresh();
    await goLive(ref);
    const before = await cash();
    const row = await place([await legOf(ref, '1x2', 'home')], 10_000);
    expect(row).toMatchObject({ status: 'PENDING', betStatus: 'WAIT', resultCash: 0 });
    // the default delay: 5 s
    expect(row.acceptAt).toBe(new Date(Date.parse(START) + 5_000).toISOString());
    expect(await cash()).toBe(before - 10_000);
    expect(await listed(row.betIdx)).toMatchObject({ status: 'PENDING', acceptAt: row.acceptAt });

    // not yet due: nothing decided
    expect(await decide(1_000)).toBe(0);
    expect((await slip(row.betIdx)).status).toBe('PENDING');

    await setStop(ref, true);
    const stopped = await placeCall([await legOf(ref, '1x2', 'away')], 10_000);
    expect(stopped.resultCode).toBe(ResultCode.SportsMarketSuspended);
    await setStop(ref, false);
    expect(await decide(5_000)).toBe(1);
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });

  it('places the next live slip on that fixture by the fast statement, PENDING alike, and decides it alike', async () => {
    const ref = fresh();
    await goLive(ref);
    const fast = t.app.deps.fastPaths!;
    const batcher = fast.sportsSlips;
    const placedFast: FastCall[] = [];
    fast.sportsSlips = async (call) => {
      const placed = await batcher(call);
      if (placed) placedFast.push(call);
      return placed;
    };
    try {
      const before = await cash();
      const first = await place([await legOf(ref, '1x2', 'home')], 10_000);
      expect(placedFast).toHaveLength(0);
      const next = await place([await legOf(ref, '1x2', 'draw')], 10_000, 'higher');
      expect(placedFast.map((c) => [c.slip.accept_mode, c.legs.map((l) => l.live)])).toEqual([['higher', [true]]]);
      expect(next).toMatchObject({ status: 'PENDING', betStatus: 'WAIT', acceptAt: first.acceptAt });
      expect(await listed(next.betIdx)).toMatchObject({ status: 'PENDING', acceptAt: first.acceptAt });
      expect(await cash()).toBe(before - 20_000);
      // under a bet stop the fast statement hands the slip over, and the full path refuses it
      await setStop(ref, true);
      expect((await placeCall([await legOf(ref, '1x2', 'away')], 10_000)).resultCode).toBe(
        ResultCode.SportsMarketSuspended,
      );
      await setStop(ref, false);
      expect(placedFast).toHaveLength(1);
      expect(await decide(6_000)).toBe(2);
      expect((await slip(next.betIdx)).status).toBe('BET');
    } finally {
      fast.sportsSlips = batcher;
    }
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });

  it('takes a sport’s own delay, and the member’s risk profile over it', async () => {
    const ref = fresh();
    await goLive(ref);
    await setOptions(t, { sportsLiveDelays: [{ sport: 'soccer', seconds: 8 }] });
    expect((await place([await legOf(ref, '1x2', 'home')], 10_000)).acceptAt).toBe(
      new Date(Date.parse(START) + 8_000).toISOString(),
    );
    const saved = await setProfile(20);
    expect(saved.data).toMatchObject({ custom: true, liveDelayS: 20 });
    const longer = await place([await legOf(ref, '1x2', 'draw')], 10_000);
    expect(longer.acceptAt).toBe(new Date(Date.parse(START) + 20_000).toISOString());
    // 10 s on: the first slip is due, the member's is not
    expect(await decide(10_000)).toBe(1);
    expect((await slip(longer.betIdx)).status).toBe('PENDING');
    expect(await decide(11_000)).toBe(1);
    expect((await slip(longer.betIdx)).status).toBe('BET');
    await setProfile(null);
    await setOptions(t, { sportsLiveDelays: [] });
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });
});

describe('acceptance', () => {
  it('refuses a slip when a bet stop comes during the delay, returns the stake once, and counts it as never played', async () => {
    const ref = fresh();
    await goLive(ref);
    const memberId = await memberIdOf(t, 'member01');
    const requirement = await grantRequirement(t.app.deps.db, {
      memberId,
      source: 'test:refused',
      toWager: 1_000_000,
      weights: { sports_single: 10_000 },
    });
    const rollingStakes = async () => (await rollingFigures(t.app.deps.db, [{ memberId }]))[0]!.stakes;
    const [before, rolled] = [await cash(), await rollingStakes()];
    const row = await place([await legOf(ref, '1x2', 'home')], 10_000);
    expect((await progressOf(t.app.deps.db, requirement))[row.betIdx]).toBe(10_000);
    expect(await rollingStakes()).toBe(rolled + 10_000);
    // suspended for a moment during the delay, open again when it ends
    clock.advance(2_000);
    await moveHome(ref, 200, 'suspended');
    clock.advance(1_000);
    await moveHome(ref, 200, 'open');
    pushed.length = 0;
    expect(await decide()).toBe(1);
    expect(await slip(row.betIdx)).toMatchObject({ status: 'REFUSED', payout: 10_000, refused: 'betStop' });
    expect(await cash()).toBe(before);
    expect(await refunds(row.betIdx)).toBe(1);
    expect(pushed).toContainEqual({
      type: 'slip',
      memberId: expect.any(Number),
      betIdx: row.betIdx,
      status: 'REFUSED',
    });
    expect(pushed.some((e) => e.type === 'cash')).toBe(true);
    // a refused stake was never played: no wagering, no withdrawal rolling
    expect((await progressOf(t.app.deps.db, requirement))[row.betIdx] ?? 0).toBe(0);
    expect(await rollingStakes()).toBe(rolled);
    expect(await listed(row.betIdx)).toMatchObject({
      status: 'REFUSED',
      betStatus: 'CANCEL',
      resultCash: 0,
      refusedReason: 'betStop',
    });
    expect((await listed(row.betIdx)).acceptAt).toBeUndefined();
    const officeBets = await t.call<OfficeList<OfficeBetRecord>>(
      '/api/admin/bets/list',
      { filter: { gameGroup: 'sports' }, perPage: 100 },
      { token: staff },
    );
    expect(officeBets.data.list.find((b) => b.id === row.betIdx)).toMatchObject({
      status: 'REFUSED',
      resultCash: 0,
      refusedReason: 'betStop',
    });
    // a second pass finds nothing to decide and returns nothing again
    expect(await decide()).toBe(0);
    expect(await cash()).toBe(before);
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });

  it('refuses a slip when another market of its fixture was suspended during the delay', async () => {
    const ref = fresh();
    await goLive(ref);
    const row = await place([await legOf(ref, '1x2', 'home')], 10_000);
    clock.advance(1_000);
    const d = doc();
    const f = d.fixtures!.find((x) => x.ref === ref)!;
    f.markets = f.markets!.map((m) => (m.type === 'total' ? { ...m, state: 'suspended' as const } : m));
    await applyDoc(t, d);
    await decide();
    expect(await slip(row.betIdx)).toMatchObject({ status: 'REFUSED', refused: 'betStop' });
    await applyDoc(t, doc());
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });

  it('refuses a slip whose fixture is under a bet stop when the delay ends', async () => {
    const ref = fresh();
    await goLive(ref);
    const row = await place([await legOf(ref, '1x2', 'home')], 10_000);
    await setStop(ref, true);
    await decide();
    expect(await slip(row.betIdx)).toMatchObject({ status: 'REFUSED', refused: 'betStop' });
    await setStop(ref, false);
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });

  it('accepts a slip whose odds held, at its odds', async () => {
    const ref = fresh();
    await goLive(ref);
    const row = await place([await legOf(ref, '1x2', 'home')], 10_000);
    pushed.length = 0;
    await decide();
    expect(await slip(row.betIdx)).toMatchObject({ status: 'BET', odds: 200, potential: 20_000 });
    expect(pushed).toContainEqual({ type: 'slip', memberId: expect.any(Number), betIdx: row.betIdx, status: 'BET' });
    expect(await listed(row.betIdx)).toMatchObject({ status: 'BET', betStatus: 'WAIT' });
  });

  it.each([
    ['none', 230, { status: 'REFUSED', refused: 'oddsChanged' }, [200]],
    ['none', 170, { status: 'REFUSED', refused: 'oddsChanged' }, [200]],
    ['higher', 230, { status: 'BET', odds: 230, potential: 23_000 }, [230]],
    ['higher', 170, { status: 'REFUSED', refused: 'oddsChanged' }, [200]],
    ['any', 170, { status: 'BET', odds: 170, potential: 17_000 }, [170]],
  ] as const)('mode %s, odds moved to %d during the delay', async (mode, to, expected, legs) => {
    const ref = fresh();
    await goLive(ref);
    const before = await cash();
    const row = await place([await legOf(ref, '1x2', 'home')], 10_000, mode);
    clock.advance(2_000);
    await moveHome(ref, to);
    await decide();
    expect(await slip(row.betIdx)).toMatchObject(expected);
    expect(await legOdds(row.betIdx)).toEqual(legs);
    expect(await cash()).toBe(expected.status === 'REFUSED' ? before : before - 10_000);
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });

  it('works a combo out again at acceptance: a pre-match leg and a live leg that rose, with the folder bonus', async () => {
    const [a, b, c] = [fresh(), fresh(), fresh()];
    await goLive(a);
    const legs = [await legOf(a, '1x2', 'home'), await legOf(b, 'total', 'over'), await legOf(c, 'btts', 'yes')];
    const row = await place(legs, 10_000, 'higher');
    expect(row.status).toBe('PENDING');
    clock.advance(2_000);
    await moveHome(a, 250);
    await decide();
    // 10,000 × 2.50 × 1.85 × 1.70 × the 3-fold bonus 1.03 = 80,983.75
    expect(await slip(row.betIdx)).toMatchObject({ status: 'BET', potential: 80_983 });
    expect(await legOdds(row.betIdx)).toEqual([250, 185, 170]);
  });

  it('refuses a slip whose risen odds would break the potential-win limit, and returns its stake', async () => {
    const ref = fresh();
    await goLive(ref);
    // 10,000 at 2.00 pays 20,000: within the limit; at 2.30 it would pay 23,000
    await setOptions(t, { sportsWinMax: 22_000 });
    try {
      const before = await cash();
      const row = await place([await legOf(ref, '1x2', 'home')], 10_000, 'higher');
      clock.advance(2_000);
      await moveHome(ref, 230);
      await decide();
      expect(await slip(row.betIdx)).toMatchObject({ status: 'REFUSED', payout: 10_000, refused: 'limits' });
      expect(await legOdds(row.betIdx)).toEqual([200]);
      expect(await cash()).toBe(before);
      expect(await listed(row.betIdx)).toMatchObject({ status: 'REFUSED', refusedReason: 'limits' });
    } finally {
      await setOptions(t, { sportsWinMax: 50_000_000 });
    }
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });
});

describe('the liability cap', () => {
  it('weighs a live slip once it is accepted, not while it waits', async () => {
    const ref = fresh();
    await goLive(ref);
    await setOptions(t, { sportsMarketLiabilityCap: 15_000 });
    try {
      const home = await legOf(ref, '1x2', 'home');
      // 10,000 at 2.00: a liability of 20,000 over the cap
      await place([home], 10_000);
      const market = () =>
        t.app.deps.db
          .selectFrom('sports_markets')
          .select(['state', 'cap_hold'])
          .where('id', '=', home.marketId)
          .executeTakeFirstOrThrow();
      expect(await market()).toEqual({ state: 'open', cap_hold: false });
      expect(await decide()).toBe(1);
      expect(await market()).toEqual({ state: 'suspended', cap_hold: true });
    } finally {
      await setOptions(t, { sportsMarketLiabilityCap: 0 });
    }
  });
});

describe('a slip in its delay', () => {
  it('cannot be cancelled or cashed out', async () => {
    const ref = fresh();
    await goLive(ref);
    const row = await place([await legOf(ref, '1x2', 'home')], 10_000);
    const cancel = await t.call(
      '/api/bet/sports/cancel',
      { betIdx: row.betIdx, confirm: 'Y' },
      withKey(token, `cancel-${row.betIdx}`),
    );
    expect(cancel.resultCode).toBe(ResultCode.SportsCancelFailed);
    const quote = await t.call<SportsCashOutQuote>('/api/bet/sports/cashout/quote', { betIdx: row.betIdx }, { token });
    expect(quote.resultCode).toBe(ResultCode.CashOutUnavailable);
    const out = await t.call(
      '/api/bet/sports/cashout',
      { betIdx: row.betIdx, value: 1 },
      withKey(token, `co-${row.betIdx}`),
    );
    expect(out.resultCode).toBe(ResultCode.CashOutUnavailable);
    expect((await slip(row.betIdx)).status).toBe('PENDING');
  });

  it('settled before its delay ends: refused as closed, its legs void of outcome, and a correction leaves it alone', async () => {
    const ref = fresh();
    await goLive(ref);
    const home = await legOf(ref, '1x2', 'home');
    const before = await cash();
    const row = await place([home], 10_000);
    expect((await resultOf(home.fixtureId, 1, 0)).resultCode).toBe(ResultCode.Success);
    expect((await slip(row.betIdx)).status).toBe('PENDING');
    await decide();
    expect(await slip(row.betIdx)).toMatchObject({ status: 'REFUSED', refused: 'marketClosed', payout: 10_000 });
    expect(await cash()).toBe(before);
    expect((await resultOf(home.fixtureId, 0, 1)).resultCode).toBe(ResultCode.Success);
    expect(await slip(row.betIdx)).toMatchObject({ status: 'REFUSED', payout: 10_000 });
    expect(await cash()).toBe(before);
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });

  it('races a settlement of its fixture: one outcome, and the money matches it', async () => {
    for (let i = 0; i < 4; i++) {
      const ref = fresh();
      await goLive(ref);
      const home = await legOf(ref, '1x2', 'home');
      const before = await cash();
      const row = await place([home], 10_000);
      clock.advance(6_000);
      await Promise.all([decideDueSlips(t.app.deps, silent), resultOf(home.fixtureId, 1, 0)]);
      const s = await slip(row.betIdx);
      if (s.status === 'WIN') {
        // accepted first, then settled
        expect(await cash()).toBe(before - 10_000 + 20_000);
      } else {
        // settled first: the market is settled, so the slip is refused and its stake returned
        expect(s).toMatchObject({ status: 'REFUSED', refused: 'marketClosed', payout: 10_000 });
        expect(await cash()).toBe(before);
      }
      expect((await slip(row.betIdx)).status).not.toBe('PENDING');
    }
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });
});

describe('cash-out in play', () => {
  it('cashes out an accepted live slip at placed ÷ current odds, and not under a bet stop', async () => {
    const ref = fresh();
    await goLive(ref);
    const row = await place([await legOf(ref, '1x2', 'home')], 10_000);
    await decide();
    clock.advance(1_000);
    await moveHome(ref, 160);
    await setStop(ref, true);
    const stopped = await t.call<SportsCashOutQuote>(
      '/api/bet/sports/cashout/quote',
      { betIdx: row.betIdx },
      { token },
    );
    expect(stopped.resultCode).toBe(ResultCode.SportsMarketSuspended);
    await setStop(ref, false);
    const q = (await t.call<SportsCashOutQuote>('/api/bet/sports/cashout/quote', { betIdx: row.betIdx }, { token }))
      .data;
    // 10,000 × 2.00 / 1.60 = 12,500, less 5%
    expect(q.value).toBe(11_875);
    const before = await cash();
    const done = (await t.call<SportsCashOutResponse>(
      '/api/bet/sports/cashout',
      { betIdx: row.betIdx, value: q.value },
      withKey(token, `co-live-${row.betIdx}`),
    )) as Envelope<SportsCashOutResponse>;
    expect(done.data).toMatchObject({ paid: 11_875, status: 'CASHOUT' });
    expect(await cash()).toBe(before + 11_875);
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { setOptions, testClock, withKey, balancesOf } from '../../support/moneyFixtures';
import { applyDoc, board, feedDoc, fixtureIdOf, leg, marketOf } from '../../support/sportsSupport';
import { verify } from '../../../src/server/modules/ledger/verify';
import {
  enterFixtureResult,
  fixtureLiability,
  setMarketOdds,
  setMarketState,
  settlementPreview,
} from '../../../src/server/modules/sports';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { losingOwed } from '../../../src/server/modules/settlements/repo';
import type { BetDetail, BetList, BetProcResponse } from '../../../src/shared/api/bets';
import type { SportsCancelResponse, SportsFixturesResponse, SportsResults } from '../../../src/shared/api/sports';
import type { DomainEvent } from '../../../src/server/events/bus';

const clock = testClock('2026-11-21T03:00:00Z');
const KICK_OFFS = ['2026-11-21T05:00:00Z', '2026-11-21T06:00:00Z', '2026-11-21T07:00:00Z', '2026-11-21T08:00:00Z'];

let t: TestApp;
let member01: string;
let b: SportsFixturesResponse;
const events: DomainEvent[] = [];

const place = (
  token: string,
  legs: { marketId: number; pick: string; odds: number }[],
  amount: number,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => t.call<BetProcResponse>('/api/bet/betProc', { gameType: 'sports', legs, amount, ...extra }, { token, ...headers });
const cash = async (memId: string) => (await balancesOf(t, memId)).cash;
/** Moves the clock; a session token lives two hours, so member01 signs in again at the new time. */
async function at(iso: string) {
  clock.set(iso);
  member01 = await t.login('member01');
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  t.app.deps.bus.subscribe((e) => events.push(e));
  member01 = await t.login('member01');
  await applyDoc(t, feedDoc(KICK_OFFS));
  b = await board(t);
});
afterAll(() => t.close());

describe('the board', () => {
  it('lists fixtures not yet started with their markets and odds, names in six languages, filtered by sport and day', async () => {
    expect(b.fixtures).toHaveLength(4);
    expect(b.sports).toEqual([{ sport: 'soccer', count: 4 }]);
    expect(b.leagues[0]!.names.ko).toBe('League One 코');
    expect(b.fixtures[0]!.home.names.en).toBe('Club A');
    expect(marketOf(b, 0, 'handicap')).toMatchObject({ kind: 'handy', line: -25, state: 'open' });
    expect(marketOf(b, 0, '1x2').odds).toEqual(
      expect.arrayContaining([
        { pick: 'home', odds: 200 },
        { pick: 'draw', odds: 320 },
      ]),
    );
    expect((await board(t, { sport: 'basketball' })).fixtures).toHaveLength(0);
    expect((await board(t, { day: '2026-11-22' })).fixtures).toHaveLength(0);
    expect((await board(t, { day: '2026-11-21', leagueId: b.leagues[0]!.leagueId })).fixtures).toHaveLength(4);
  });
});

describe('placing slips', () => {
  it('places a single and a three-leg combo with the folder bonus, stakes through the ledger', async () => {
    const before = await cash('member01');
    const single = await place(member01, [leg(marketOf(b, 0, '1x2'), 'home')], 10_000);
    expect(single.resultCode).toBe('200');
    expect(single.data.bets[0]).toMatchObject({
      gameCategory: 'sports',
      betAmt: 10_000,
      odds: 200,
      potentialPayout: 20_000,
      folderBonus: 100,
      status: 'BET',
    });
    const combo = await place(
      member01,
      [leg(marketOf(b, 0, 'total'), 'over'), leg(marketOf(b, 1, '1x2'), 'home'), leg(marketOf(b, 2, 'btts'), 'yes')],
      10_000,
    );
    expect(combo.resultCode).toBe('200');
    // 10,000 × 1.85 × 2.00 × 1.70 = 62,900 × 1.03 = 64,787
    expect(combo.data.bets[0]).toMatchObject({ potentialPayout: 64_787, folderBonus: 103, odds: 629 });
    expect(combo.data.bets[0]!.legs).toHaveLength(3);
    expect(await cash('member01')).toBe(before - 20_000);
    expect(combo.data.cashAmt).toBe(before - 20_000);
  });

  it('refuses each conflict of one fixture with its own rule and message', async () => {
    const res = await place(
      member01,
      [leg(marketOf(b, 3, '1x2'), 'home'), leg(marketOf(b, 3, 'total'), 'over')],
      5_000,
    );
    expect(res).toMatchObject({ resultCode: 'B7001', data: { rule: 'W+O', messageKey: 'front.sports.conflict.W_O' } });
    const hedge = await place(
      member01,
      [leg(marketOf(b, 3, 'handicap'), 'home'), leg(marketOf(b, 3, 'handicap'), 'away')],
      5_000,
    );
    expect(hedge).toMatchObject({ resultCode: 'B7001', data: { rule: 'HW+HL' } });
    expect(
      (await place(member01, [leg(marketOf(b, 3, 'btts'), 'yes'), leg(marketOf(b, 3, 'btts'), 'no')], 5_000))
        .resultCode,
    ).toBe('B6005');
    await setOptions(t, { sportsConflictRules: ['W+D'] });
    expect(
      (await place(member01, [leg(marketOf(b, 3, '1x2'), 'home'), leg(marketOf(b, 3, 'total'), 'over')], 5_000))
        .resultCode,
    ).toBe('200');
    await setOptions(t, { sportsConflictRules: ['W+D', 'W+W'] });
    expect(
      (await place(member01, [leg(marketOf(b, 3, '1x2'), 'home'), leg(marketOf(b, 3, '1x2'), 'draw')], 5_000)).data,
    ).toMatchObject({ rule: 'W+D' });
  });

  it('refuses with each limit code, naming the limit', async () => {
    const one = [leg(marketOf(b, 0, '1x2'), 'home')];
    const two = [leg(marketOf(b, 0, '1x2'), 'away'), leg(marketOf(b, 1, 'btts'), 'no')];
    expect(await place(member01, one, 500)).toMatchObject({ resultCode: 'B6001', data: { min: 1_000 } });
    expect(await place(member01, one, 2_000_000)).toMatchObject({ resultCode: 'B6002', data: { max: 1_000_000 } });
    const cases: [Record<string, number>, typeof one, number, string, Record<string, number>][] = [
      [{ sportsBetMin: 5_000 }, one, 2_000, 'BET_LIMIT_MIN', { min: 5_000 }],
      [{ sportsBetMax: 50_000 }, one, 60_000, 'BET_LIMIT_MAX', { max: 50_000 }],
      [{ sportsLegOddsMax: 300 }, two, 5_000, 'RATE_LIMIT_EXCEPTION', { leg: 1, odds: 350, min: 101, max: 300 }],
      [{ sportsTotalOddsMin: 300 }, one, 5_000, 'RATE_LIMIT_MIN', { min: 300 }],
      [{ sportsTotalOddsMax: 500 }, two, 5_000, 'RATE_LIMIT_MAX', { max: 500 }],
      [{ sportsWinMax: 10_000 }, one, 6_000, 'WIN_LIMIT_MAX', { max: 10_000 }],
    ];
    for (const [options, legs, amount, code, data] of cases) {
      await setOptions(t, options);
      expect(await place(member01, legs, amount), code).toMatchObject({ resultCode: code, data });
      await setOptions(t, {
        sportsBetMin: 1_000,
        sportsBetMax: 5_000_000,
        sportsLegOddsMax: 5_000,
        sportsTotalOddsMin: 100,
        sportsTotalOddsMax: 100_000,
        sportsWinMax: 50_000_000,
      });
    }
    await t.app.deps.db.updateTable('levels').set({ win_max: 15_000 }).where('site_id', '=', DEMO.siteId).execute();
    t.app.deps.sites.invalidate(DEMO.siteId);
    expect(await place(member01, one, 10_000)).toMatchObject({ resultCode: 'B6003', data: { max: 15_000 } });
    await t.app.deps.db
      .updateTable('levels')
      .set({ win_max: 100_000_000 })
      .where('site_id', '=', DEMO.siteId)
      .execute();
    t.app.deps.sites.invalidate(DEMO.siteId);
  });

  it('refuses changed odds with the current ones unless the member accepts them; a suspended market and a started fixture too', async () => {
    const seen = leg(marketOf(b, 2, '1x2'), 'draw');
    events.length = 0;
    await applyDoc(t, feedDoc(KICK_OFFS, { draw: 330 }));
    expect(events.some((e) => e.type === 'topic' && e.topic === '/topic/sports/demo')).toBe(true);
    const refused = await place(member01, [seen], 5_000);
    expect(refused.resultCode).toBe('B7002');
    expect(refused.data).toEqual({
      legs: [{ marketId: seen.marketId, pick: 'draw', odds: 330, marketState: 'open', fixtureState: 'open' }],
    });
    const accepted = await place(member01, [seen], 5_000, { acceptOddsChange: true });
    expect(accepted.data.bets[0]).toMatchObject({ odds: 330, potentialPayout: 16_500 });
    // accepting higher odds takes a price that rose since the member saw it, never one that fell
    expect((await place(member01, [{ ...seen, odds: 360 }], 5_000, { acceptMode: 'higher' })).resultCode).toBe('B7002');
    const rose = await place(member01, [{ ...seen, odds: 300 }], 5_000, { acceptMode: 'higher' });
    expect(rose.data.bets[0]).toMatchObject({ odds: 330, potentialPayout: 16_500 });

    await setMarketState(t.app.deps, DEMO.siteId, seen.marketId, 'suspended');
    expect((await place(member01, [{ ...seen, odds: 330 }], 5_000)).resultCode).toBe('B7003');
    await setMarketState(t.app.deps, DEMO.siteId, seen.marketId, 'open');
    await setMarketOdds(t.app.deps, DEMO.siteId, seen.marketId, [{ pick: 'draw', odds: 400 }]);
    await applyDoc(t, feedDoc(KICK_OFFS, { draw: 330 }));
    // Staff priced it by hand: the feed keeps off it.
    expect((await place(member01, [{ ...seen, odds: 400 }], 5_000)).resultCode).toBe('200');

    await at('2026-11-21T07:00:01Z');
    expect((await place(member01, [{ ...seen, odds: 400 }], 5_000, { acceptOddsChange: true })).resultCode).toBe(
      'B7004',
    );
    await at('2026-11-21T03:10:00Z');
  });

  it('answers a replayed Idempotency-Key with the same slip and moves nothing; another slip under it is E004', async () => {
    const legs = [leg(marketOf(b, 3, 'btts'), 'yes')];
    const first = await place(member01, legs, 3_000, {}, withKey(member01, 'sports-1'));
    const balance = await cash('member01');
    const again = await place(member01, legs, 3_000, {}, withKey(member01, 'sports-1'));
    expect(again.data.bets[0]!.betIdx).toBe(first.data.bets[0]!.betIdx);
    expect(await cash('member01')).toBe(balance);
    expect((await place(member01, legs, 4_000, {}, withKey(member01, 'sports-1'))).resultCode).toBe('E004');
  });
});

describe('cancel (§4, §8)', () => {
  it('asks to confirm, then refunds; time over after the window; failure for a slip not open', async () => {
    await at('2026-11-21T03:20:00Z');
    const placed = await place(member01, [leg(marketOf(b, 3, 'btts'), 'no')], 7_000);
    const betIdx = placed.data.bets[0]!.betIdx;
    const balance = await cash('member01');
    const ask = await t.call<SportsCancelResponse>('/api/bet/sports/cancel', { betIdx }, { token: member01 });
    expect(ask.data).toMatchObject({ step: 'confirm', refund: 7_000, cancelUntil: '2026-11-21T03:25:00.000Z' });
    expect(await cash('member01')).toBe(balance);
    const done = await t.call<SportsCancelResponse>(
      '/api/bet/sports/cancel',
      { betIdx, confirm: 'Y' },
      { token: member01 },
    );
    expect(done.data).toMatchObject({ step: 'cancelled', refund: 7_000, cashAmt: balance + 7_000 });
    expect((await t.call('/api/bet/sports/cancel', { betIdx, confirm: 'Y' }, { token: member01 })).resultCode).toBe(
      'B7006',
    );

    const late = await place(member01, [leg(marketOf(b, 3, 'btts'), 'no')], 7_000);
    clock.set('2026-11-21T03:25:00Z');
    expect(
      (await t.call('/api/bet/sports/cancel', { betIdx: late.data.bets[0]!.betIdx, confirm: 'Y' }, { token: member01 }))
        .resultCode,
    ).toBe('B7005');
    const member02 = await t.login('member02');
    expect(
      (await t.call('/api/bet/sports/cancel', { betIdx: late.data.bets[0]!.betIdx }, { token: member02 })).resultCode,
    ).toBe('B7006');
  });
});

describe('settlement and re-settlement', () => {
  it('previews, settles set-based, pays the combo with its bonus, and re-settles a corrected result through the ledger', async () => {
    clock.set('2026-11-21T09:00:00Z');
    let member03 = await t.login('member03');
    // member03: a two-leg combo on f1 home (handicap -0.25) and f2 1X2 home, and a single on f1 under.
    const hc = await place(
      member03,
      [leg(marketOf(b, 0, 'handicap'), 'home'), leg(marketOf(b, 1, '1x2'), 'home')],
      10_000,
    );
    expect(hc.resultCode).toBe('B7004');
    clock.set('2026-11-21T03:30:00Z');
    member03 = await t.login('member03');
    const combo = await place(
      member03,
      [leg(marketOf(b, 0, 'handicap'), 'home'), leg(marketOf(b, 1, '1x2'), 'home')],
      10_000,
    );
    const single = await place(member03, [leg(marketOf(b, 0, 'total'), 'under')], 10_000);
    expect(combo.resultCode).toBe('200');
    clock.set('2026-11-21T09:00:00Z');
    member03 = await t.login('member03');
    await applyDoc(t, feedDoc(KICK_OFFS));
    const [f1, f2] = [await fixtureIdOf(t, 'f1'), await fixtureIdOf(t, 'f2')];
    const liability = await fixtureLiability(t.app.deps, DEMO.siteId, [f1]);
    expect(liability[0]!.slips).toBeGreaterThanOrEqual(3);

    const preview = await settlementPreview(t.app.deps, DEMO.siteId, f1, { home: 2, away: 1, htHome: 1, htAway: 0 });
    expect(preview.find((p) => p.betIdx === single.data.bets[0]!.betIdx)).toMatchObject({
      newStatus: 'LOSE',
      newPayout: 0,
    });
    expect(preview.find((p) => p.betIdx === combo.data.bets[0]!.betIdx)).toMatchObject({ newStatus: null });

    const before = await cash('member03');
    const pointsBefore = (await balancesOf(t, 'member03')).point;
    const s1 = await enterFixtureResult(t.app.deps, DEMO.siteId, f1, {
      state: 'resulted',
      score: { home: 2, away: 1, htHome: 1, htAway: 0 },
      enteredBy: 'test',
    });
    expect(s1).toMatchObject({ resultVersion: 1, corrected: 0 });
    expect(await cash('member03')).toBe(before);
    const s2 = await enterFixtureResult(t.app.deps, DEMO.siteId, f2, {
      state: 'resulted',
      score: { home: 1, away: 0, htHome: 0, htAway: 0 },
      enteredBy: 'test',
    });
    // combo: 10,000 × 1.90 × 2.00 = 38,000 (two legs: no bonus)
    expect(s2!.paid).toBeGreaterThanOrEqual(38_000);
    expect(await cash('member03')).toBe(before + 38_000);
    // The same result again changes nothing.
    expect(
      await enterFixtureResult(t.app.deps, DEMO.siteId, f2, {
        state: 'resulted',
        score: { home: 1, away: 0, htHome: 0, htAway: 0 },
        enteredBy: 'test',
      }),
    ).toBeNull();

    // Correction of f1 to 1-1: the handicap -0.25 home leg half-loses: 10,000 × 0.5 × 2.00 = 10,000; the under single
    // (2.5) now wins 19,500; member01's single on f1 home (paid 20,000 on 2-1) now loses.
    const c = await enterFixtureResult(t.app.deps, DEMO.siteId, f1, {
      state: 'resulted',
      score: { home: 1, away: 1, htHome: 0, htAway: 1 },
      enteredBy: 'staff:admin',
    });
    expect(c).toMatchObject({ resultVersion: 2, corrected: 3, reversed: 38_000 + 20_000, reposted: 10_000 + 19_500 });
    expect(await cash('member03')).toBe(before + 10_000 + 19_500);
    // Points and rolling accrued once, through the shared services, when the slips first settled.
    expect((await balancesOf(t, 'member03')).point).toBeGreaterThan(pointsBefore);
    const rolling = await t.app.deps.db
      .selectFrom('rolling_accrued')
      .select(['source', 'game_group'])
      .where('source', 'like', 'fixture:%')
      .execute();
    expect(rolling.length).toBeGreaterThan(0);
    expect(new Set(rolling.map((r) => r.game_group))).toEqual(new Set(['sports']));
    expect(rolling.some((r) => r.source.endsWith(':v2'))).toBe(false);
    // The daily partner settlement counts the sports slips' losing under the sports group.
    const losing = await losingOwed(
      t.app.deps.db,
      DEMO.siteId,
      t.config.SITE_TZ_OFFSET_MINUTES,
      new Date('2026-11-21T00:00:00Z'),
      new Date('2026-11-22T00:00:00Z'),
    );
    expect(losing.some((o) => o.gameGroup === 'sports' && o.base !== 0)).toBe(true);

    const detail = await t.call<BetDetail>(
      '/api/bet/detail',
      { betIdx: combo.data.bets[0]!.betIdx },
      { token: member03 },
    );
    // The payout reaches the stake: WIN by the shared slip rule (shared/bets/slip.ts).
    expect(detail.data).toMatchObject({ status: 'WIN', betWinAmt: 10_000 });
    expect(detail.data.legs[0]).toMatchObject({
      outcome: 'HALF_LOSE',
      sports: { score: { home: 1, away: 1 }, home: { en: 'Club A' }, marketType: 'handicap' },
    });
    const list = await t.call<BetList>('/api/bet/betlist', { gameType: 'sports' }, { token: member03 });
    expect(list.data.list.length).toBe(2);

    const results = await t.call<SportsResults>('/api/sports/results', { kind: 'underover' });
    const row = results.data.list.find((r) => r.fixtureId === f1)!;
    expect(row).toMatchObject({ score: { home: 1, away: 1 }, resultVersion: 2 });
    expect(row.markets).toEqual([expect.objectContaining({ type: 'total', winners: ['under'] })]);
  });

  it('voids the legs of a postponed fixture: a single gets its stake back', async () => {
    await applyDoc(t, feedDoc([...KICK_OFFS, '2026-11-21T12:00:00Z']));
    const later = await board(t);
    const member02 = await t.login('member02');
    const placed = await place(member02, [leg(marketOf(later, 0, '1x2'), 'away')], 8_000);
    const before = await cash('member02');
    await enterFixtureResult(t.app.deps, DEMO.siteId, await fixtureIdOf(t, 'f5'), {
      state: 'postponed',
      score: null,
      enteredBy: 'test',
    });
    expect(await cash('member02')).toBe(before + 8_000);
    const detail = await t.call<BetDetail>(
      '/api/bet/detail',
      { betIdx: placed.data.bets[0]!.betIdx },
      { token: member02 },
    );
    expect(detail.data).toMatchObject({ status: 'TIE', legs: [{ outcome: 'VOID' }] });
  });

  it('keeps the ledger invariants', async () => {
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { balancesOf, memberIdOf, setOptions, testClock, withKey } from '../../support/moneyFixtures';
import { applyDoc, board, feedDoc, leg, marketOf } from '../../support/sportsSupport';
import { verify } from '../../../src/server/modules/ledger/verify';
import { ResultCode } from '../../../src/shared/resultCodes';
import type { BetProcResponse } from '../../../src/shared/api/bets';
import type { Envelope } from '../../../src/shared/api/envelope';
import type { OfficeList } from '../../../src/shared/api/office';
import type {
  SportsMarketLiabilityRecord,
  SportsOddsHistoryRecord,
  SportsRiskProfileRecord,
} from '../../../src/shared/api/office/sportsRisk';
import type { SportsFixturesResponse } from '../../../src/shared/api/sports';

/**
 * Sports risk (docs/domains/sportsbook.md#risk): a member's profile judged at placement on both
 * paths (the fast path hands a member with a profile to the full path), the liability cap that
 * suspends a market, and the odds history of staff changes and feed messages.
 */
const KICK_OFFS = ['2026-11-21T05:00:00Z', '2026-11-21T06:00:00Z', '2026-11-21T07:00:00Z'];

interface Ctx {
  t: TestApp;
  staff: string;
  tokens: Record<string, string>;
}

const office = <T>(c: Ctx, path: string, body: Record<string, unknown>) =>
  c.t.call<T>(`/api/admin/${path}`, body, { token: c.staff });
const ok = async <T>(p: Promise<Envelope<T>>): Promise<T> => {
  const res = await p;
  expect(res.resultCode, JSON.stringify(res.data)).toBe(ResultCode.Success);
  return res.data;
};
let keys = 0;
const place = (c: Ctx, memId: string, legs: ReturnType<typeof leg>[], amount: number) =>
  c.t.call<BetProcResponse>(
    '/api/bet/betProc',
    { gameType: 'sports', legs, amount },
    withKey(c.tokens[memId]!, `k${++keys}`),
  );
const setProfile = async (
  c: Ctx,
  memId: string,
  profile: { stakeFactorPct: number; fixtureMax: number | null; marketMax: number | null } | null,
) =>
  ok(
    office<SportsRiskProfileRecord>(c, 'sportsRiskProfiles/update', {
      id: await memberIdOf(c.t, memId),
      data: { profile },
    }),
  );

async function start(fastPaths: boolean): Promise<Ctx> {
  const t = await createTestApp({ clock: testClock('2026-11-21T03:00:00Z'), fastPaths });
  await applyDoc(t, feedDoc(KICK_OFFS));
  const tokens: Record<string, string> = {};
  for (const memId of ['member01', 'member02', 'member03']) tokens[memId] = await t.login(memId);
  return { t, staff: await t.loginStaff(), tokens };
}

describe.each([
  ['with the fast path', true],
  ['on the full path only', false],
])('a member risk profile, %s', (_name, fastPaths) => {
  let c: Ctx;
  let b: SportsFixturesResponse;
  beforeAll(async () => {
    c = await start(fastPaths);
    b = await board(c.t);
    await setOptions(c.t, { sportsBetMax: 20_000 });
  });
  afterAll(() => c.t.close());

  it('scales every maximum stake by the stake factor: the boundary is placed, one won over is refused', async () => {
    const saved = await setProfile(c, 'member01', { stakeFactorPct: 50, fixtureMax: null, marketMax: null });
    expect(saved).toMatchObject({ custom: true, stakeFactorPct: 50, updatedBy: 'admin' });
    const home = leg(marketOf(b, 0, '1x2'), 'home');
    expect((await place(c, 'member01', [home], 10_001)).resultCode).toBe(ResultCode.SportsBetLimitMax);
    expect((await place(c, 'member01', [home], 10_001)).data).toEqual({ max: 10_000 });
    expect((await place(c, 'member01', [home], 10_000)).resultCode).toBe(ResultCode.Success);
    // A member without a profile keeps the site's maximum.
    expect((await place(c, 'member02', [home], 20_000)).resultCode).toBe(ResultCode.Success);
  });

  it('a stake factor of 0 closes the sportsbook to the member; dropping the profile opens it again', async () => {
    await setProfile(c, 'member01', { stakeFactorPct: 0, fixtureMax: null, marketMax: null });
    const over = leg(marketOf(b, 0, 'total'), 'over');
    expect((await place(c, 'member01', [over], 1_000)).resultCode).toBe(ResultCode.SportsClosedForMember);
    expect(await setProfile(c, 'member01', null)).toMatchObject({ custom: false, stakeFactorPct: 100 });
    expect((await place(c, 'member01', [over], 1_000)).resultCode).toBe(ResultCode.Success);
  });

  it('counts every slip of the member on a fixture, a combo in full on each of its fixtures', async () => {
    await setProfile(c, 'member03', { stakeFactorPct: 100, fixtureMax: 5_000, marketMax: null });
    const f2home = leg(marketOf(b, 1, '1x2'), 'home');
    const f2over = leg(marketOf(b, 1, 'total'), 'over');
    const f3btts = leg(marketOf(b, 2, 'btts'), 'yes');
    expect((await place(c, 'member03', [f2home], 2_000)).resultCode).toBe(ResultCode.Success);
    expect((await place(c, 'member03', [f2over, f3btts], 3_000)).resultCode).toBe(ResultCode.Success);
    // f2 holds 5,000 now: its maximum. f3 holds 3,000.
    const refused = await place(c, 'member03', [leg(marketOf(b, 1, 'btts'), 'no')], 1_000);
    expect(refused.resultCode).toBe(ResultCode.SportsFixtureMaxStake);
    expect(refused.data).toMatchObject({ max: 5_000, left: 0 });
    expect((await place(c, 'member03', [leg(marketOf(b, 2, '1x2'), 'home')], 2_001)).data).toMatchObject({
      max: 5_000,
      left: 2_000,
    });
    expect((await place(c, 'member03', [leg(marketOf(b, 2, '1x2'), 'home')], 2_000)).resultCode).toBe(
      ResultCode.Success,
    );
  });

  it('counts every slip of the member on a market', async () => {
    await setProfile(c, 'member02', { stakeFactorPct: 100, fixtureMax: null, marketMax: 3_000 });
    const f3under = leg(marketOf(b, 2, 'total'), 'under');
    expect((await place(c, 'member02', [f3under], 2_000)).resultCode).toBe(ResultCode.Success);
    const over = await place(c, 'member02', [f3under], 1_001);
    expect(over.resultCode).toBe(ResultCode.SportsMarketMaxStake);
    expect(over.data).toMatchObject({ max: 3_000, left: 1_000 });
    expect((await place(c, 'member02', [f3under], 1_000)).resultCode).toBe(ResultCode.Success);
    // Another market of the same fixture is not this one.
    expect((await place(c, 'member02', [leg(marketOf(b, 2, 'btts'), 'no')], 3_000)).resultCode).toBe(
      ResultCode.Success,
    );
    expect((await verify(c.t.app.deps.db)).violations).toEqual([]);
  });

  it('audits each change of a profile with what it replaced', async () => {
    const rows = await c.t.app.deps.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'before', 'after'])
      .where('action', '=', 'sportsRiskProfile.update')
      .where('target', '=', 'member01')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.before, r.after])).toEqual([
      [null, { stakeFactorPct: 50, fixtureMax: null, marketMax: null, liveDelayS: null }],
      [
        { stakeFactorPct: 50, fixtureMax: null, marketMax: null, liveDelayS: null },
        { stakeFactorPct: 0, fixtureMax: null, marketMax: null, liveDelayS: null },
      ],
      [{ stakeFactorPct: 0, fixtureMax: null, marketMax: null, liveDelayS: null }, null],
    ]);
  });
});

describe('parallel slips of one member', () => {
  let c: Ctx;
  beforeAll(async () => {
    c = await start(true);
  });
  afterAll(() => c.t.close());

  it('never take the member past the maximum on a fixture, and the ledger holds', async () => {
    const b = await board(c.t);
    await setProfile(c, 'member01', { stakeFactorPct: 100, fixtureMax: 10_000, marketMax: null });
    const start = (await balancesOf(c.t, 'member01')).cash;
    const picks = [
      leg(marketOf(b, 0, '1x2'), 'home'),
      leg(marketOf(b, 0, 'total'), 'over'),
      leg(marketOf(b, 0, 'btts'), 'yes'),
    ];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => place(c, 'member01', [picks[i % 3]!], 1_000)),
    );
    const codes = answers.map((a) => a.resultCode);
    expect(codes.filter((code) => code === ResultCode.Success)).toHaveLength(10);
    expect(new Set(codes.filter((code) => code !== ResultCode.Success))).toEqual(
      new Set([ResultCode.SportsFixtureMaxStake]),
    );
    expect((await balancesOf(c.t, 'member01')).cash).toBe(start - 10_000);
    expect((await verify(c.t.app.deps.db)).violations).toEqual([]);
  });
});

describe('the liability cap and the odds history', () => {
  let c: Ctx;
  let b: SportsFixturesResponse;
  beforeAll(async () => {
    c = await start(true);
    b = await board(c.t);
    await setOptions(c.t, { sportsMarketLiabilityCap: 50_000 });
  });
  afterAll(() => c.t.close());

  const stateOf = async (marketId: number) =>
    (await board(c.t)).fixtures.flatMap((f) => f.markets).find((m) => m.marketId === marketId)!.state;
  const history = async (marketId: number) =>
    (
      await ok(
        office<OfficeList<SportsOddsHistoryRecord>>(c, 'sportsOddsHistory/list', {
          filter: { marketId },
          page: 1,
          perPage: 50,
        }),
      )
    ).list;

  it('suspends a market once a placed slip takes its liability over the cap, and refuses the next slip', async () => {
    const m = marketOf(b, 0, '1x2');
    // 20,000 at 2.00 stands to pay 40,000: at most the cap.
    expect((await place(c, 'member01', [leg(m, 'home')], 20_000)).resultCode).toBe(ResultCode.Success);
    expect(await stateOf(m.marketId)).toBe('open');
    // Another 5,000 on home takes the home pick to 50,000: not over it.
    expect((await place(c, 'member02', [leg(m, 'home')], 5_000)).resultCode).toBe(ResultCode.Success);
    expect(await stateOf(m.marketId)).toBe('open');
    // One more won over: placed, and the market suspended.
    expect((await place(c, 'member02', [leg(m, 'home')], 1_000)).resultCode).toBe(ResultCode.Success);
    expect(await stateOf(m.marketId)).toBe('suspended');
    expect((await place(c, 'member03', [leg(m, 'away')], 1_000)).resultCode).toBe(ResultCode.SportsMarketSuspended);

    const monitor = await ok(
      office<OfficeList<SportsMarketLiabilityRecord>>(c, 'sportsMarketLiability/list', {
        filter: {},
        page: 1,
        perPage: 10,
      }),
    );
    expect(monitor.list[0]).toMatchObject({
      id: m.marketId,
      type: '1x2',
      state: 'suspended',
      capHold: true,
      slips: 3,
      stake: 26_000,
      liability: 52_000,
      cap: 50_000,
    });
  });

  it('the feed does not reopen a market the cap holds; staff do, and the history names each change', async () => {
    const m = marketOf(b, 0, '1x2');
    await applyDoc(c.t, { ...feedDoc(KICK_OFFS), messageId: 'msg-open' });
    expect(await stateOf(m.marketId)).toBe('suspended');
    await ok(office(c, 'sportsMarkets/open', { id: m.marketId }));
    expect(await stateOf(m.marketId)).toBe('open');
    // Still over the cap: the next slip is placed and suspends it again.
    expect((await place(c, 'member03', [leg(m, 'away')], 1_000)).resultCode).toBe(ResultCode.Success);
    expect(await stateOf(m.marketId)).toBe('suspended');
    // Under a higher cap it stays open.
    await setOptions(c.t, { sportsMarketLiabilityCap: 100_000 });
    await ok(office(c, 'sportsMarkets/open', { id: m.marketId }));
    expect((await place(c, 'member03', [leg(m, 'away')], 1_000)).resultCode).toBe(ResultCode.Success);
    expect(await stateOf(m.marketId)).toBe('open');

    const states = (await history(m.marketId)).filter((h) => h.state !== null);
    expect(states.map((h) => [h.state, h.cause, h.staffId])).toEqual([
      ['open', 'staff', 'admin'],
      ['suspended', 'cap', null],
      ['open', 'staff', 'admin'],
      ['suspended', 'cap', null],
      ['open', 'feed', null],
    ]);
  });

  it('records who set odds: staff by login id, a feed message by source and id', async () => {
    const m = marketOf(b, 1, 'total');
    await ok(office(c, 'sportsMarkets/update', { id: m.marketId, data: { odds: [{ pick: 'over', odds: 175 }] } }));
    const bm = marketOf(b, 1, 'btts');
    await applyDoc(c.t, { ...feedDoc(KICK_OFFS), messageId: 'msg-42', fixtures: moved(feedDoc(KICK_OFFS)) });

    const staffRows = await history(m.marketId);
    expect(staffRows[0]).toMatchObject({ pick: 'over', odds: 175, cause: 'staff', staffId: 'admin' });
    const feedRows = await history(bm.marketId);
    expect(feedRows[0]).toMatchObject({
      pick: 'yes',
      odds: 160,
      cause: 'feed',
      staffId: null,
      feedSource: 'file',
      feedMessage: 'msg-42',
    });
    // The market's first odds came from the first feed message, named by its digest.
    const first = feedRows.at(-1)!;
    expect(first).toMatchObject({ cause: 'feed', feedSource: 'file' });
    expect(first.feedMessage).toMatch(/^[0-9a-f]{16}$/);
  });
});

/** The feed's fixtures with f2's both-teams-to-score "yes" moved to 1.60. */
function moved(doc: ReturnType<typeof feedDoc>) {
  return doc.fixtures!.map((f) =>
    f.ref === 'f2'
      ? {
          ...f,
          markets: f.markets!.map((m) => (m.type === 'btts' ? { ...m, odds: { yes: 160, no: 210 } } : m)),
        }
      : f,
  );
}

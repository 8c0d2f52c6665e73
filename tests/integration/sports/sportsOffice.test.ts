import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { addStaff, balancesOf } from '../../support/moneyFixtures';
import { verify } from '../../../src/server/modules/ledger/verify';
import { ResultCode } from '../../../src/shared/resultCodes';
import { StaffRole } from '../../../src/shared/enums';
import type { OfficeList } from '../../../src/shared/api/office';
import type { OfficeBetRecord } from '../../../src/shared/api/office/bets';
import type {
  SportsFixtureRecord,
  SportsLeagueRecord,
  SportsMarketRecord,
  SportsSettlementPreview,
  SportsTeamRecord,
} from '../../../src/shared/api/office/sports';
import type { BetProcResponse } from '../../../src/shared/api/bets';
import type { InjectOptions } from 'fastify';
import { parseCsv } from '../../support/csv';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { catalogueTranslator } from '../../../src/shared/labels';
import { cellWords } from '../../../src/shared/reports/cellWords';
import enCatalogue from '../../../locales/en.json';

/**
 * The sportsbook's office (docs/domains/sportsbook.md#office) through HTTP: staff make a fixture,
 * members bet on it, and staff change odds, suspend a market, read the liability, preview and enter
 * a result, correct it and postpone another fixture; what the preview promised is what settlement
 * then pays, and the ledger holds.
 */

const clock = {
  t: Date.parse('2026-11-21T03:00:00Z'),
  now() {
    return new Date(this.t);
  },
};
const KICK_OFF = '2026-11-21T11:00:00.000Z';

let t: TestApp;
let staff: string;
const members: Record<string, string> = {};
let f1: SportsFixtureRecord;
let f2: SportsFixtureRecord;
const slips: Record<string, number> = {};

const names = (base: string) => ({
  ko: `${base} 코`,
  en: base,
  th: `${base} th`,
  cn: `${base} 中`,
  jp: `${base} 日`,
  vn: `${base} vn`,
});
const office = <T>(path: string, body: Record<string, unknown>, token = staff) =>
  t.call<T>(`/api/admin/${path}`, body, { token, 'idempotency-key': `${path}:${JSON.stringify(body)}` });
const ok = async <T>(p: Promise<{ resultCode: string; data: T }>): Promise<T> => {
  const res = await p;
  expect(res.resultCode, JSON.stringify(res.data)).toBe(ResultCode.Success);
  return res.data;
};
const marketsOf = async (fixtureId: number) =>
  (await ok(office<OfficeList<SportsMarketRecord>>('sportsMarkets/list', { filter: { fixtureId } }))).list;
const marketOf = async (fixtureId: number, type: string) => (await marketsOf(fixtureId)).find((m) => m.type === type)!;
const place = (memId: string, legs: { marketId: number; pick: string; odds: number }[], amount: number, key: string) =>
  t.call<BetProcResponse>(
    '/api/bet/betProc',
    { gameType: 'sports', legs, amount },
    { token: members[memId]!, 'idempotency-key': key },
  );
const slipRow = (id: number) =>
  t.database.db.selectFrom('bets').select(['status', 'payout']).where('id', '=', id).executeTakeFirstOrThrow();
const cashOf = async (memId: string) => (await balancesOf(t, memId)).cash;

beforeAll(async () => {
  t = await createTestApp({ clock });
  staff = await t.loginStaff();
  for (const memId of ['member01', 'member02', 'member03', 'ptn04']) members[memId] = await t.login(memId);

  const league = await ok(
    office<SportsLeagueRecord>('sportsLeagues/create', {
      data: { sport: 'soccer', names: names('K League'), country: 'KR' },
    }),
  );
  const team = async (n: string) =>
    (await ok(office<SportsTeamRecord>('sportsTeams/create', { data: { sport: 'soccer', names: names(n) } }))).id;
  const [a, b, c, d] = [await team('Ulsan'), await team('Jeonbuk'), await team('Pohang'), await team('Seoul')];
  f1 = await ok(
    office<SportsFixtureRecord>('sportsFixtures/create', {
      data: {
        sport: 'soccer',
        leagueId: league.id,
        homeTeamId: a,
        awayTeamId: b,
        startsAt: KICK_OFF,
        winner: { home: 200, draw: 340, away: 350 },
        handicap: { line: -50, home: 190, away: 190 },
        total: { line: 250, over: 185, under: 195 },
      },
    }),
  );
  f2 = await ok(
    office<SportsFixtureRecord>('sportsFixtures/create', {
      data: {
        sport: 'soccer',
        leagueId: league.id,
        homeTeamId: c,
        awayTeamId: d,
        startsAt: KICK_OFF,
        winner: { home: 250, draw: 320, away: 270 },
      },
    }),
  );
});
afterAll(() => t.close());

describe('leagues, teams and fixtures', () => {
  it('keeps names in the six languages and lists fixtures by sport, league, day and state', async () => {
    expect(f1).toMatchObject({
      sport: 'soccer',
      state: 'open',
      source: 'staff',
      markets: 3,
      home: names('Ulsan'),
      away: names('Jeonbuk'),
      resultVersion: 0,
    });
    const leagues = await ok(
      office<OfficeList<SportsLeagueRecord>>('sportsLeagues/list', { filter: { q: 'League 코' } }),
    );
    expect(leagues.list.map((l) => l.names.ko)).toEqual(['K League 코']);
    const list = (filter: Record<string, unknown>) =>
      ok(
        office<OfficeList<SportsFixtureRecord>>('sportsFixtures/list', {
          filter,
          sort: { field: 'startsAt', order: 'ASC' },
        }),
      );
    expect(
      (await list({ sport: 'soccer', leagueId: f1.leagueId, day: '2026-11-21', state: 'open' })).list.map((f) => f.id),
    ).toEqual([f1.id, f2.id]);
    expect((await list({ day: '2026-11-22' })).total).toBe(0);
    expect((await list({ sport: 'basketball' })).total).toBe(0);
    expect((await list({ state: 'settled' })).total).toBe(0);
  });

  it('refuses a fixture whose draw price does not fit the sport, or a team of another sport', async () => {
    const base = {
      sport: 'soccer',
      leagueId: f1.leagueId,
      homeTeamId: f1.homeTeamId,
      awayTeamId: f1.awayTeamId,
      startsAt: KICK_OFF,
    };
    const noDraw = await office('sportsFixtures/create', { data: { ...base, winner: { home: 200, away: 200 } } });
    expect(noDraw).toMatchObject({ resultCode: ResultCode.InvalidRequest, data: { fields: ['data.winner.draw'] } });
    const otherSport = await office('sportsFixtures/create', {
      data: { ...base, sport: 'basketball', winner: { home: 190, away: 190 } },
    });
    expect(otherSport).toMatchObject({
      resultCode: ResultCode.InvalidRequest,
      data: { fields: ['data.leagueId', 'data.homeTeamId', 'data.awayTeamId'] },
    });
  });
});

describe('odds and suspension take effect on betProc', () => {
  it('a manual price refuses the old odds and takes the new', async () => {
    const winner = await marketOf(f1.id, '1x2');
    const changed = await ok(
      office<SportsMarketRecord>('sportsMarkets/update', {
        id: winner.id,
        data: { odds: [{ pick: 'home', odds: 210 }] },
      }),
    );
    expect(changed).toMatchObject({
      manual: true,
      odds: [
        { pick: 'home', odds: 210 },
        { pick: 'draw', odds: 340 },
        { pick: 'away', odds: 350 },
      ],
    });
    const stale = await place('member03', [{ marketId: winner.id, pick: 'home', odds: 200 }], 1_000, 'o1');
    expect(stale.resultCode).toBe(ResultCode.SportsOddsChanged);
    expect(stale.data).toMatchObject({ legs: [{ marketId: winner.id, pick: 'home', odds: 210 }] });
    slips.s6 = (
      await ok(place('member03', [{ marketId: winner.id, pick: 'home', odds: 210 }], 1_000, 'o2'))
    ).bets[0]!.betIdx;
    // back to 2.00 for the slips below
    await ok(office('sportsMarkets/update', { id: winner.id, data: { odds: [{ pick: 'home', odds: 200 }] } }));
  });

  it('a suspended market refuses slips until it reopens', async () => {
    const total = await marketOf(f1.id, 'total');
    expect((await ok(office<SportsMarketRecord>('sportsMarkets/suspend', { id: total.id }))).state).toBe('suspended');
    const over = { marketId: total.id, pick: 'over', odds: 185 };
    const away2 = { marketId: (await marketOf(f2.id, '1x2')).id, pick: 'away', odds: 270 };
    expect((await place('member01', [over, away2], 10_000, 's3')).resultCode).toBe(ResultCode.SportsMarketSuspended);
    expect((await ok(office<SportsMarketRecord>('sportsMarkets/open', { id: total.id }))).state).toBe('open');
    slips.s3 = (await ok(place('member01', [over, away2], 10_000, 's3b'))).bets[0]!.betIdx;
  });

  it('refuses odds for a pick the market does not have (E003)', async () => {
    const total = await marketOf(f1.id, 'total');
    expect(
      (await office('sportsMarkets/update', { id: total.id, data: { odds: [{ pick: 'home', odds: 150 }] } }))
        .resultCode,
    ).toBe(ResultCode.InvalidRequest);
  });
});

describe('liability', () => {
  beforeAll(async () => {
    const w1 = await marketOf(f1.id, '1x2');
    const hc = await marketOf(f1.id, 'handicap');
    const w2 = await marketOf(f2.id, '1x2');
    slips.s1 = (
      await ok(place('member01', [{ marketId: w1.id, pick: 'home', odds: 200 }], 10_000, 's1'))
    ).bets[0]!.betIdx;
    slips.s2 = (
      await ok(place('member02', [{ marketId: w1.id, pick: 'draw', odds: 340 }], 5_000, 's2'))
    ).bets[0]!.betIdx;
    slips.s4 = (
      await ok(place('member03', [{ marketId: hc.id, pick: 'home', odds: 190 }], 20_000, 's4'))
    ).bets[0]!.betIdx;
    slips.s5 = (
      await ok(place('member02', [{ marketId: w2.id, pick: 'home', odds: 250 }], 30_000, 's5'))
    ).bets[0]!.betIdx;
    // ptn04 is outside ptn05's subtree: its slip is the one ptn05 must not see.
    slips.p4 = (await ok(place('ptn04', [{ marketId: w2.id, pick: 'draw', odds: 320 }], 2_000, 'p4'))).bets[0]!.betIdx;
  });

  it('sums the potential payouts of open slips per pick, and takes the worst pick per market and fixture', async () => {
    const byPick = (m: SportsMarketRecord) =>
      Object.fromEntries(m.odds.map((o) => [o.pick, { slips: o.slips, stake: o.stake, liability: o.liability }]));
    expect(byPick(await marketOf(f1.id, '1x2'))).toEqual({
      home: { slips: 2, stake: 11_000, liability: 20_000 + 2_100 },
      draw: { slips: 1, stake: 5_000, liability: 17_000 },
      away: { slips: 0, stake: 0, liability: 0 },
    });
    expect((await marketOf(f1.id, 'total')).odds.find((o) => o.pick === 'over')).toMatchObject({
      slips: 1,
      stake: 10_000,
      liability: 49_950,
    });
    expect((await marketOf(f1.id, 'handicap')).liability).toBe(38_000);
    const fixture = await ok(office<SportsFixtureRecord>('sportsFixtures/get', { id: f1.id }));
    expect(fixture).toMatchObject({ openSlips: 5, openStake: 46_000, liability: 49_950 });
  });

  it('ranks the fixtures carrying open slips by liability', async () => {
    const list = await ok(office<OfficeList<SportsFixtureRecord>>('sportsLiability/list', { filter: {} }));
    expect(list.list.map((f) => [f.id, f.liability])).toEqual([
      [f2.id, 75_000],
      [f1.id, 49_950],
    ]);
  });
});

describe('result entry, correction and postponement', () => {
  const expectPaidAsPreviewed = async (preview: SportsSettlementPreview) => {
    for (const s of preview.slips)
      expect(await slipRow(s.betId), `slip ${s.betId}`).toEqual({
        status: s.status,
        payout: s.status === 'BET' ? 0 : s.payout,
      });
  };

  it('previews a result without moving money, then pays exactly what it previewed', async () => {
    const before = { m1: await cashOf('member01'), m3: await cashOf('member03') };
    const result = { state: 'resulted', score: { home: 2, away: 1, htHome: 1, htAway: 0 } };
    const preview = await ok(office<SportsSettlementPreview>('sportsFixtures/preview', { id: f1.id, result }));
    const bySlip = Object.fromEntries(
      preview.slips.map((s) => [s.betId, { status: s.status, payout: s.payout, delta: s.delta }]),
    );
    expect(bySlip).toEqual({
      [slips.s1!]: { status: 'WIN', payout: 20_000, delta: 20_000 },
      [slips.s2!]: { status: 'LOSE', payout: 0, delta: 0 },
      // the combo waits for its other fixture
      [slips.s3!]: { status: 'BET', payout: 0, delta: 0 },
      [slips.s4!]: { status: 'WIN', payout: 38_000, delta: 38_000 },
      [slips.s6!]: { status: 'WIN', payout: 2_100, delta: 2_100 },
    });
    expect(preview.totals).toEqual({
      slips: 5,
      stake: 46_000,
      settled: 4,
      waiting: 1,
      payout: 60_100,
      paid: 0,
      delta: 60_100,
    });
    expect(preview.markets.find((m) => m.type === 'total')!.picks).toEqual([
      { pick: 'over', outcome: 'WIN' },
      { pick: 'under', outcome: 'LOSE' },
    ]);
    expect(await cashOf('member01')).toBe(before.m1);

    const entered = await ok(office<SportsFixtureRecord>('sportsFixtures/result', { id: f1.id, result }));
    expect(entered).toMatchObject({ resultVersion: 1, score: result.score, openSlips: 1 });
    await expectPaidAsPreviewed(preview);
    expect(await cashOf('member01')).toBe(before.m1 + 20_000);
    expect(await cashOf('member03')).toBe(before.m3 + 38_000 + 2_100);
  });

  it('a correction previews the take-backs and re-settles through the ledger', async () => {
    const before = { m1: await cashOf('member01'), m2: await cashOf('member02'), m3: await cashOf('member03') };
    const result = { state: 'resulted', score: { home: 1, away: 1, htHome: 0, htAway: 0 } };
    const preview = await ok(office<SportsSettlementPreview>('sportsFixtures/preview', { id: f1.id, result }));
    expect(preview).toMatchObject({ version: 2, correction: true });
    expect(preview.totals).toMatchObject({ payout: 17_000, paid: 60_100, delta: 17_000 - 60_100 });
    await ok(office('sportsFixtures/result', { id: f1.id, result }));
    await expectPaidAsPreviewed(preview);
    expect(await cashOf('member01')).toBe(before.m1 - 20_000);
    expect(await cashOf('member02')).toBe(before.m2 + 17_000);
    expect(await cashOf('member03')).toBe(before.m3 - 38_000 - 2_100);
    // the same result again moves nothing
    await ok(office('sportsFixtures/result', { id: f1.id, result }));
    expect(await cashOf('member02')).toBe(before.m2 + 17_000);
  });

  it('postponing a fixture voids its legs: a single gets its stake back, a combo settles on its other legs', async () => {
    const before = await cashOf('member02');
    const preview = await ok(
      office<SportsSettlementPreview>('sportsFixtures/preview', { id: f2.id, result: { state: 'postponed' } }),
    );
    const bySlip = Object.fromEntries(preview.slips.map((s) => [s.betId, [s.status, s.payout]]));
    // s3's F1 leg (over 2.5) lost on the corrected 1:1
    expect(bySlip).toEqual({ [slips.s3!]: ['LOSE', 0], [slips.s5!]: ['TIE', 30_000], [slips.p4!]: ['TIE', 2_000] });
    await ok(office('sportsFixtures/result', { id: f2.id, result: { state: 'postponed' } }));
    await expectPaidAsPreviewed(preview);
    expect(await cashOf('member02')).toBe(before + 30_000);
    expect((await ok(office<SportsFixtureRecord>('sportsFixtures/get', { id: f2.id }))).state).toMatch(/postponed/);
  });

  it('a fixture with a result can no longer be moved, and its markets no longer change', async () => {
    expect(
      (await office('sportsFixtures/update', { id: f1.id, data: { startsAt: '2026-11-22T11:00:00Z' } })).resultCode,
    ).toBe(ResultCode.SportsFixtureFinished);
    const winner = await marketOf(f1.id, '1x2');
    expect((await office('sportsMarkets/suspend', { id: winner.id })).resultCode).toBe(
      ResultCode.SportsFixtureFinished,
    );
  });

  it('withdrawing the result in force reopens its slips and takes their payouts back, as previewed; a result entered again pays again', async () => {
    const before = await cashOf('member02');
    const rollback = { state: 'rollback' };
    const preview = await ok(
      office<SportsSettlementPreview>('sportsFixtures/preview', { id: f1.id, result: rollback }),
    );
    // the corrected 1:1 paid member02's draw 17,000; withdrawn, every slip on f1 waits again
    expect(preview.totals).toMatchObject({ payout: 0, paid: 17_000, delta: -17_000, settled: 0 });
    expect(new Set(preview.slips.map((s) => s.status))).toEqual(new Set(['BET']));
    expect(preview.markets.flatMap((m) => m.picks.map((p) => p.outcome))).toSatisfy((o: string[]) =>
      o.every((x) => x === 'PENDING'),
    );
    const withdrawn = await ok(office<SportsFixtureRecord>('sportsFixtures/result', { id: f1.id, result: rollback }));
    expect(withdrawn).toMatchObject({ state: 'closed', score: null, resultVersion: 3 });
    await expectPaidAsPreviewed(preview);
    expect(await cashOf('member02')).toBe(before - 17_000);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('target', '=', String(f1.id))
      .where('action', '=', 'sportsFixture.result')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ state: 'rollback' });
    // withdrawn twice: nothing more moves
    await ok(office('sportsFixtures/result', { id: f1.id, result: rollback }));
    expect(await cashOf('member02')).toBe(before - 17_000);

    const again = { state: 'resulted', score: { home: 1, away: 1, htHome: 0, htAway: 0 } };
    await ok(office('sportsFixtures/result', { id: f1.id, result: again }));
    expect(await cashOf('member02')).toBe(before);
  });

  it('leaves every ledger invariant intact', async () => {
    expect((await verify(t.database.db)).violations).toEqual([]);
  });
});

describe('sports bets in the office bet lists', () => {
  const sportsBets = async (scope: 'admin' | 'partner', token: string) =>
    (
      await ok(
        t.call<OfficeList<OfficeBetRecord>>(
          `/api/${scope}/bets/list`,
          { filter: { gameGroup: 'sports' }, perPage: 100 },
          { token },
        ),
      )
    ).list;

  it('staff see every sports slip with its legs in words: league, teams, market, score, folder bonus', async () => {
    const list = await sportsBets('admin', staff);
    expect(list.map((b) => b.id).sort((a, b) => a - b)).toEqual(Object.values(slips).sort((a, b) => a - b));
    const combo = list.find((b) => b.id === slips.s3)!;
    expect(combo.folderBonus).toBe(100);
    expect(combo.legs[0]).toMatchObject({
      market: 'total',
      pick: 'over',
      line: 250,
      odds: 185,
      outcome: 'LOSE',
      sports: {
        league: names('K League'),
        home: names('Ulsan'),
        away: names('Jeonbuk'),
        score: { home: 1, away: 1 },
        marketType: 'total',
      },
    });
    expect(combo.legs[1]).toMatchObject({ outcome: 'VOID', sports: { state: 'postponed', score: null } });
  });

  it('names a sports slip in words in the grid row and the bet export: sport or folds, market with line, pick with team', async () => {
    const list = await sportsBets('admin', staff);
    const en = catalogueTranslator(enCatalogue);
    const row = (id: number) => list.find((b) => b.id === id)! as unknown as Record<string, unknown>;
    // The grid shows the record's cells through the same words as the export (shared/reports/cellWords).
    expect(cellWords('slipGame', en, row(slips.s4!).gameName, row(slips.s4!), 'en')).toBe('Soccer');
    expect(cellWords('slipPick', en, row(slips.s4!).pick, row(slips.s4!), 'en')).toBe('Handicap -0.5 · Home (Ulsan)');
    expect(cellWords('slipGame', en, row(slips.s3!).gameName, row(slips.s3!), 'en')).toBe('Soccer · 2-fold');

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bets/export',
      payload: {
        siteId: DEMO.siteId,
        columns: ['id', 'gameName', 'pick'],
        lang: 'ko',
        where: [{ field: 'gameGroup', operator: 'is', value: 'sports' }],
      },
      headers: { authorization: DEMO.siteKey, token: staff },
    } as InjectOptions);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const cells = Object.fromEntries(
      parseCsv(res.body)
        .slice(1)
        .map(([id, game, pick]) => [Number(id), [game, pick]]),
    );
    expect(cells[slips.s4!]).toEqual(['축구', '핸디캡 -0.5 · 홈 (Ulsan 코)']);
    expect(cells[slips.s3!]![0]).toBe('축구 · 2폴더');
    for (const [game, pick] of Object.values(cells))
      expect(`${game} ${pick}`).not.toMatch(/soccer|combo|home|away|draw|over|handicap|1x2/);
  });

  it("a partner sees its subtree's sports slips only", async () => {
    const ptn05 = await sportsBets('partner', await t.loginOffice('ptn05'));
    expect(new Set(ptn05.map((b) => b.memId))).toEqual(new Set(['member01', 'member02', 'member03']));
    const ptn04 = await sportsBets('partner', await t.loginOffice('ptn04'));
    expect(ptn04.map((b) => b.id)).toContain(slips.p4);
    expect(ptn04.length).toBe(ptn05.length + 1);
    const outside = await t.call('/api/partner/bets/get', { id: slips.p4 }, { token: await t.loginOffice('ptn05') });
    expect(outside.resultCode).toBe(ResultCode.NotFound);
  });
});

describe('who may run the sportsbook', () => {
  it('refuses staff outside the games area and partners, and changes nothing', async () => {
    const deposit = await addStaff(t, 'sportsdep', StaffRole.DepositManager);
    const partner = await t.loginOffice('ptn01');
    for (const token of [deposit, partner]) {
      for (const path of [
        'sportsFixtures/list',
        'sportsFixtures/preview',
        'sportsMarkets/suspend',
        'sportsLiability/list',
      ]) {
        const res = await office(path, { id: f1.id, result: { state: 'cancelled' }, filter: {} }, token);
        expect([ResultCode.NoAccess, ResultCode.LoginRequired], `${path}`).toContain(res.resultCode);
        expect(res.data).toBeNull();
      }
      expect(
        (await office('sportsFixtures/result', { id: f1.id, result: { state: 'cancelled' } }, token)).resultCode,
      ).not.toBe(ResultCode.Success);
    }
    expect((await ok(office<SportsFixtureRecord>('sportsFixtures/get', { id: f1.id }))).state).not.toBe('cancelled');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { balancesOf, memberIdOf } from '../../support/moneyFixtures';
import { verify } from '../../../src/server/modules/ledger/verify';
import { LedgerKind, post, SystemAccount } from '../../../src/server/modules/ledger/service';
import { ResultCode } from '../../../src/shared/resultCodes';
import type { OfficeList } from '../../../src/shared/api/office';
import type { InsuranceSettingsRecord, InsuredBetRecord } from '../../../src/shared/api/office/insurance';
import type {
  SportsFixtureRecord,
  SportsLeagueRecord,
  SportsMarketRecord,
  SportsTeamRecord,
} from '../../../src/shared/api/office/sports';
import type { BetProcResponse } from '../../../src/shared/api/bets';

/**
 * Insured sports slips and a corrected result (docs/domains/insurance.md, docs/domains/sportsbook.md): ptn05 insures
 * member01's and member02's sports slips above 10,000 won at 50%. The result 2:1 (member01 wins),
 * corrected to 0:1 (member01 loses, member02 wins) and back to 2:1, re-books ptn05's payout shares
 * each time through the ledger (insure:payout:<slip>:v<version>), its debt included, with the
 * ledger invariants clean after each.
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
let fixture: SportsFixtureRecord;
const ids: Record<string, number> = {};
const slips: Record<string, number> = {};

const names = (base: string) => ({
  ko: `${base} 코`,
  en: base,
  th: `${base} th`,
  cn: `${base} 中`,
  jp: `${base} 日`,
  vn: `${base} vn`,
});
const office = <T>(path: string, body: Record<string, unknown>) =>
  t.call<T>(`/api/admin/${path}`, body, { token: staff, 'idempotency-key': `${path}:${JSON.stringify(body)}` });
const ok = async <T>(p: Promise<{ resultCode: string; data: T }>): Promise<T> => {
  const res = await p;
  expect(res.resultCode, JSON.stringify(res.data)).toBe(ResultCode.Success);
  return res.data;
};
const cashOf = async (memId: string) => (await balancesOf(t, memId)).cash;
const expectLedgerOk = async () => expect((await verify(t.database.db)).violations).toEqual([]);
const enter = (home: number, away: number) =>
  ok(
    office<SportsFixtureRecord>('sportsFixtures/result', {
      id: fixture.id,
      result: { state: 'resulted', score: { home, away, htHome: 0, htAway: 0 } },
    }),
  );
const insured = async () => {
  const list = await ok(
    t.call<OfficeList<InsuredBetRecord>>(
      '/api/admin/insuredBets/list',
      { page: 1, perPage: 50, sort: { field: 'id', order: 'ASC' }, filter: {} },
      { token: staff },
    ),
  );
  return Object.fromEntries(
    list.list.map((r) => [
      r.memId,
      { status: r.status, payout: r.payout, payoutShare: r.payoutShare, payoutPaid: r.payoutPaid },
    ]),
  );
};
const debtOf = async () =>
  (await ok(t.call<InsuranceSettingsRecord>('/api/admin/insurance/get', { id: ids.ptn05 }, { token: staff }))).debt;
const insureKeys = async () =>
  (
    await t.database.db
      .selectFrom('ledger_transactions')
      .select('idempotency_key')
      .where('kind', '=', LedgerKind.InsurePayout)
      .orderBy('id')
      .execute()
  ).map((r) => r.idempotency_key);

beforeAll(async () => {
  t = await createTestApp({ clock });
  staff = await t.loginStaff();
  for (const memId of ['ptn05', 'member01', 'member02']) ids[memId] = await memberIdOf(t, memId);
  const league = await ok(
    office<SportsLeagueRecord>('sportsLeagues/create', {
      data: { sport: 'soccer', names: names('K League'), country: 'KR' },
    }),
  );
  const team = async (n: string) =>
    (await ok(office<SportsTeamRecord>('sportsTeams/create', { data: { sport: 'soccer', names: names(n) } }))).id;
  fixture = await ok(
    office<SportsFixtureRecord>('sportsFixtures/create', {
      data: {
        sport: 'soccer',
        leagueId: league.id,
        homeTeamId: await team('Ulsan'),
        awayTeamId: await team('Jeonbuk'),
        startsAt: KICK_OFF,
        winner: { home: 200, draw: 340, away: 350 },
      },
    }),
  );
  await ok(
    t.call(
      '/api/admin/insurance/update',
      { id: ids.ptn05, data: { enabled: true, gameGroups: ['sports'], standardAmount: 10_000, rateBp: 5_000 } },
      { token: staff },
    ),
  );
  const markets = (
    await ok(office<OfficeList<SportsMarketRecord>>('sportsMarkets/list', { filter: { fixtureId: fixture.id } }))
  ).list;
  const winner = markets.find((m) => m.type === '1x2')!;
  for (const [memId, pick, odds] of [
    ['member01', 'home', 200],
    ['member02', 'away', 350],
  ] as const) {
    const res = await t.call<BetProcResponse>(
      '/api/bet/betProc',
      { gameType: 'sports', legs: [{ marketId: winner.id, pick, odds }], amount: 30_000 },
      { token: await t.login(memId), 'idempotency-key': `ins-${memId}` },
    );
    expect(res.resultCode, JSON.stringify(res.data)).toBe(ResultCode.Success);
    slips[memId] = res.data.bets[0]!.betIdx;
  }
});
afterAll(() => t.close());

describe('an insured sports slip whose result is corrected', () => {
  it('the first result books the shares at settlement', async () => {
    const before = await cashOf('ptn05');
    await enter(2, 1);
    // Each stake share floor(20,000 x 50%) = 10,000; member01's 60,000 win costs ptn05 half of it.
    expect(await insured()).toEqual({
      member01: { status: 'WIN', payout: 60_000, payoutShare: 20_000, payoutPaid: 20_000 },
      member02: { status: 'LOSE', payout: 0, payoutShare: 0, payoutPaid: 0 },
    });
    expect((await cashOf('ptn05')) - before).toBe(0);
    await expectLedgerOk();
  });

  it('win to lose and lose to win: the old share given back, the new one paid as far as the balance reaches, the rest owed', async () => {
    // ptn05 holds nothing: what it gets back on member01's slip is all it can pay on member02's.
    const cash = await cashOf('ptn05');
    await post(t.app.deps, {
      siteId: 'demo',
      idempotencyKey: 'test:drain-ptn05',
      kind: LedgerKind.Give,
      postings: [
        { account: { member: ids.ptn05!, asset: 'cash' }, amount: -cash },
        { account: { system: SystemAccount.House, asset: 'cash' }, amount: cash },
      ],
    });
    await enter(0, 1);
    // member02's 105,000 win: share floor(105,000 x 10,000 / 30,000) = 35,000, of which 20,000 paid.
    expect(await insured()).toEqual({
      member01: { status: 'LOSE', payout: 0, payoutShare: 0, payoutPaid: 0 },
      member02: { status: 'WIN', payout: 105_000, payoutShare: 35_000, payoutPaid: 20_000 },
    });
    expect(await cashOf('ptn05')).toBe(0);
    expect(await debtOf()).toBe(15_000);
    expect(await insureKeys()).toEqual([
      `insure:payout:${slips.member01}`,
      ...[slips.member01, slips.member02].map((id) => `insure:payout:${id}:v2`),
    ]);
    await expectLedgerOk();
  });

  it('corrected back: the debt and the given-back share cancel out, no money moves, and the rows still add up to the debt', async () => {
    await enter(2, 1);
    const rows = await insured();
    expect(rows).toEqual({
      member01: { status: 'WIN', payout: 60_000, payoutShare: 20_000, payoutPaid: 0 },
      member02: { status: 'LOSE', payout: 0, payoutShare: 0, payoutPaid: 20_000 },
    });
    expect(await cashOf('ptn05')).toBe(0);
    expect(await debtOf()).toBe(0);
    const corrections = await t.database.db
      .selectFrom('insured_bet_corrections')
      .select(['bet_id', 'version', 'paid', 'txn_id'])
      .orderBy('version')
      .orderBy('bet_id')
      .execute();
    expect(corrections.map((c) => [Number(c.bet_id), c.version, Number(c.paid), c.txn_id === null])).toEqual([
      [slips.member01, 2, -20_000, false],
      [slips.member02, 2, 20_000, false],
      [slips.member01, 3, 0, true],
      [slips.member02, 3, 0, true],
    ]);
    await expectLedgerOk();
  });
});

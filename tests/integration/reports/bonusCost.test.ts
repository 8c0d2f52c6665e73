import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { expireDue } from '../../../src/server/modules/bonuses/expiry';
import { verify } from '../../../src/server/modules/ledger/verify';
import { tick } from '../../../src/server/modules/minigame/engine';
import type { BetProcResponse } from '../../../src/shared/api/bets';
import type { GameState } from '../../../src/shared/api/minigame';
import type { BonusCostRecord } from '../../../src/shared/api/office/bonusCost';
import type { BonusProgramRecord, BonusRequirementRecord } from '../../../src/shared/api/office/bonuses';
import type { ReportList } from '../../../src/shared/reports/gridQuery';
import { createProgram } from '../../support/bonusFixtures';
import { parseCsv } from '../../support/csv';
import { memberIdOf, testClock } from '../../support/moneyFixtures';
import { createTestApp, type TestApp } from '../../support/testApp';

/**
 * The bonus cost report (docs/domains/bonuses.md#the-cost-report), its figures set up through the
 * API on one site day: staff grants under three programs to members of two branches of the head
 * office, a minigame stake wagering one, a forfeit, an expiry, and a points grant with nothing to
 * wager (withdrawable at once). Each figure is held to the raw rows it sums; a partner sees its own
 * subtree only; the CSV writes the grid's words.
 */
const clock = testClock('2026-11-21T03:00:00Z');
const DAY = '2026-11-21';
const STAKE = 7_000;
const everyLevel = (fixedAmount: number) =>
  Array.from({ length: 10 }, (_, i) => ({ level: i + 1, rateBp: 0, fixedAmount }));

let t: TestApp;
let staff: string;
let ptn05: string;
let wagering: BonusProgramRecord;
let expiring: BonusProgramRecord;
let points: BonusProgramRecord;
const ids: Record<string, number> = {};

type Page = ReportList<BonusCostRecord>;
const list = (token: string, body: Record<string, unknown> = {}, scope: 'admin' | 'partner' = 'admin') =>
  t.call<Page>(`/api/${scope}/reports/bonusCost/list`, { perPage: 100, ...body }, { token });

async function grant(memId: string, program: BonusProgramRecord): Promise<BonusRequirementRecord> {
  const res = await t.call<BonusRequirementRecord>(
    '/api/admin/bonusGrants/create',
    { data: { memId, programId: program.id } },
    { token: staff },
  );
  expect(res.resultCode).toBe('200');
  return res.data;
}

/** A pick of the open powerball round: a stake of the minigame, which the requirement weighs whole. */
async function minigameStake(memId: string, amount: number) {
  await tick(t.app.deps);
  const round = (await t.call<GameState>('/api/minigame/getGame/pwball', {})).data.round!;
  const placed = await t.call<BetProcResponse>(
    '/api/bet/betProc',
    { gameType: 'pwball', roundKey: round.roundKey, bets: [{ market: 'power_oe', pick: 'odd', amount }] },
    { token: await t.login(memId) },
  );
  expect(placed.resultCode).toBe('200');
}

/** The figures of the rows (ids and names aside), for comparing with what the rows of the database sum to. */
const figures = (r: BonusCostRecord) => ({
  grants: r.grants,
  granted: r.granted,
  wagered: r.wagered,
  forfeits: r.forfeits,
  forfeited: r.forfeited,
  expiries: r.expiries,
  expired: r.expired,
  lapses: r.lapses,
  lapsed: r.lapsed,
  completions: r.completions,
  converted: r.converted,
});
const none = figures({
  grants: 0,
  granted: 0,
  wagered: 0,
  forfeits: 0,
  forfeited: 0,
  expiries: 0,
  expired: 0,
  lapses: 0,
  lapsed: 0,
  completions: 0,
  converted: 0,
} as BonusCostRecord);

/** What the requirements of one program (of the given members) sum to, straight from their rows. */
async function rawSums(programId: number, memberIds: number[]) {
  const db = t.app.deps.db;
  const reqs = await db
    .selectFrom('wagering_requirements')
    .selectAll()
    .where('program_id', '=', programId)
    .where('member_id', 'in', memberIds)
    .execute();
  const progress = reqs.length
    ? await db
        .selectFrom('wagering_progress')
        .select('amount')
        .where(
          'requirement_id',
          'in',
          reqs.map((r) => r.id),
        )
        .execute()
    : [];
  const sum = (rows: { granted?: number; taken_back?: number }[], key: 'granted' | 'taken_back') =>
    rows.reduce((n, r) => n + Number(r[key]), 0);
  const inState = (state: string) => reqs.filter((r) => r.state === state);
  return {
    grants: reqs.length,
    granted: sum(reqs, 'granted'),
    wagered: progress.reduce((n, p) => n + Number(p.amount), 0),
    forfeits: inState('forfeited').length,
    forfeited: sum(inState('forfeited'), 'taken_back'),
    expiries: inState('expired').length,
    expired: sum(inState('expired'), 'taken_back'),
    lapses: inState('lapsed').length,
    lapsed: sum(inState('lapsed'), 'granted'),
    completions: inState('completed').length,
    converted: sum(inState('completed'), 'granted'),
  };
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  staff = await t.loginStaff();
  ptn05 = await t.loginOffice('ptn05');
  wagering = await createProgram(t, staff, {
    kind: 'staff',
    name: '스태프 3배',
    rolloverBp: 30_000,
    weights: { minigame: 10_000 },
    levels: everyLevel(30_000),
  });
  expiring = await createProgram(t, staff, {
    kind: 'staff',
    name: '한 시간',
    rolloverBp: 20_000,
    expiryHours: 1,
    levels: everyLevel(20_000),
  });
  points = await createProgram(t, staff, {
    kind: 'staff',
    name: '포인트 선물',
    pays: 'point',
    rolloverBp: 0,
    levels: everyLevel(5_000),
  });
  // Another branch under the head office, with a member of its own.
  for (const m of ['ptn01', 'ptn02', 'ptn05', 'member01', 'member02', 'member03']) ids[m] = await memberIdOf(t, m);
  const branch = await t.call<{ id: number }>(
    '/api/admin/partners/create',
    {
      data: {
        memId: 'ptnb2',
        memNick: '다른지사',
        name: '박지사',
        phone: '010-5555-0001',
        password: 'pass1234',
        tier: 'PTN_2',
        parentId: ids.ptn01,
        rates: [{ gameGroup: 'casino', rollingBp: 100, losingBp: 1000 }],
      },
    },
    { token: staff },
  );
  expect(branch.resultCode).toBe('200');
  ids.ptnb2 = branch.data.id;
  const lower = await t.call<{ id: number }>(
    '/api/partner/members/create',
    {
      data: {
        memId: 'memb01',
        memNick: '다른회원',
        name: '최회원',
        phone: '010-5555-0002',
        password: 'pass1234',
        tier: 'NORMAL',
      },
    },
    { token: await t.loginOffice('ptnb2') },
  );
  expect(lower.resultCode).toBe('200');
  ids.memb01 = lower.data.id;

  // member01 wagers part of its grant; member02 gives its grant up; member03's runs out of time.
  await grant('member01', wagering);
  await minigameStake('member01', STAKE);
  const given = await grant('member02', wagering);
  const forfeit = await t.call('/api/bonus/forfeit', { id: given.id }, { token: await t.login('member02') });
  expect(forfeit.resultCode).toBe('200');
  await grant('member03', expiring);
  // The other branch: a cash grant, and a points grant with nothing to wager.
  await grant('memb01', wagering);
  await grant('memb01', points);
  clock.advance(3_600_000);
  expect(await expireDue(t.app.deps)).toBe(1);
}, 120_000);
afterAll(async () => {
  expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  await t.close();
});

describe('the bonus cost report', () => {
  it("holds each figure to the requirements' own rows, per program, partner and asset", async () => {
    const res = await list(staff, { filter: { parentId: ids.ptn01 } });
    expect(res.resultCode).toBe('200');
    const row = (program: BonusProgramRecord, partner: string) =>
      res.data.list.find((r) => r.programId === program.id && r.partnerMemId === partner);
    const shop = [ids.member01!, ids.member02!, ids.member03!];

    expect(figures(row(wagering, 'ptn02')!)).toEqual({
      ...none,
      grants: 2,
      granted: 60_000,
      wagered: STAKE,
      forfeits: 1,
      forfeited: 30_000,
    });
    expect(figures(row(wagering, 'ptn02')!)).toEqual(await rawSums(wagering.id, shop));
    expect(figures(row(expiring, 'ptn02')!)).toEqual({
      ...none,
      grants: 1,
      granted: 20_000,
      expiries: 1,
      expired: 20_000,
    });
    expect(figures(row(expiring, 'ptn02')!)).toEqual(await rawSums(expiring.id, shop));
    expect(figures(row(wagering, 'ptnb2')!)).toEqual({ ...none, grants: 1, granted: 30_000 });
    expect(figures(row(points, 'ptnb2')!)).toEqual({
      ...none,
      grants: 1,
      granted: 5_000,
      completions: 1,
      converted: 5_000,
    });
    expect(figures(row(points, 'ptnb2')!)).toEqual(await rawSums(points.id, [ids.memb01!]));

    expect(res.data.list).toHaveLength(4);
    expect(row(wagering, 'ptn02')).toMatchObject({
      id: `${DAY}:${wagering.id}:${ids.ptn02}:cash`,
      day: DAY,
      program: '스태프 3배',
      kind: 'staff',
      partnerId: ids.ptn02,
      asset: 'cash',
    });
    expect(row(points, 'ptnb2')).toMatchObject({ asset: 'point', partnerId: ids.ptnb2 });
    // Cash and points are summed apart; counts add up.
    expect(res.data.totals).toMatchObject({
      count: 4,
      grants: 5,
      'granted.cash': 110_000,
      'granted.point': 5_000,
      'wagered.cash': STAKE,
      'forfeited.cash': 30_000,
      'expired.cash': 20_000,
      'converted.cash': 0,
      'converted.point': 5_000,
    });

    // At the top, the head office holds it all.
    const top = await list(staff);
    expect(top.data.list.map((r) => r.partnerMemId)).toEqual(['ptn01', 'ptn01', 'ptn01']);
    expect(top.data.totals).toEqual({ ...res.data.totals, count: 3 });
  });

  it('filters by program, kind, date and the grid panel', async () => {
    const byProgram = await list(staff, { filter: { programId: expiring.id } });
    expect(byProgram.data.list.map((r) => r.program)).toEqual(['한 시간']);
    expect((await list(staff, { filter: { kind: 'signup' } })).data.list).toEqual([]);
    expect((await list(staff, { filter: { kind: 'staff' } })).data.total).toBe(3);
    const later = await list(staff, { filter: { dateFrom: '2026-11-22', dateTo: '2026-11-22' } });
    expect(later.data).toMatchObject({ list: [], total: 0, totals: { count: 0, grants: 0, 'granted.cash': 0 } });
    const pointsOnly = await list(staff, { where: [{ field: 'asset', operator: 'is', value: 'point' }] });
    expect(pointsOnly.data.list.map((r) => r.program)).toEqual(['포인트 선물']);
  });

  it("shows a partner its own subtree only, and refuses another's", async () => {
    const own = await list(ptn05, {}, 'partner');
    expect(own.resultCode).toBe('200');
    // Its members sit directly below it: rows named by itself, with nothing further to open.
    expect(own.data.list.map((r) => [r.program, r.partnerMemId, r.partnerId, r.granted]).sort()).toEqual([
      ['스태프 3배', 'ptn05', null, 60_000],
      ['한 시간', 'ptn05', null, 20_000],
    ]);
    expect(own.data.totals['granted.point']).toBe(0);
    for (const foreign of [ids.ptnb2, ids.memb01, ids.ptn01])
      expect((await list(ptn05, { filter: { parentId: foreign } }, 'partner')).resultCode).toBe('E007');
    const ptnb2 = await list(await t.loginOffice('ptnb2'), {}, 'partner');
    expect(ptnb2.data.list.map((r) => r.program).sort()).toEqual(['스태프 3배', '포인트 선물']);
  });

  it('exports the rows as CSV in the office language, codes in words', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reports/bonusCost/export',
      headers: { authorization: DEMO.siteKey, token: staff },
      payload: {
        siteId: DEMO.siteId,
        filter: { parentId: ids.ptn01 },
        sort: { field: 'program', order: 'ASC' },
        where: [{ field: 'partnerMemId', operator: 'equals', value: 'ptnb2' }],
        columns: ['day', 'program', 'kind', 'partnerMemId', 'asset', 'grants', 'granted', 'converted'],
        lang: 'en',
      },
    } as InjectOptions);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(parseCsv(res.body)).toEqual([
      ['\uFEFFDay', 'Program', 'Kind', 'Partner', 'Asset', 'Grants', 'Granted', 'Became withdrawable'],
      [DAY, '스태프 3배', 'Staff grant', 'ptnb2', 'Cash', '1', '30000', '0'],
      [DAY, '포인트 선물', 'Staff grant', 'ptnb2', 'Points', '1', '5000', '5000'],
    ]);
  });
});

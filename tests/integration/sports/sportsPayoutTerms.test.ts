import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { balancesOf, memberIdOf, testClock } from '../../support/moneyFixtures';
import { applyDoc, board, feedDoc, fixtureIdOf, leg, marketOf } from '../../support/sportsSupport';
import { verify } from '../../../src/server/modules/ledger/verify';
import { ResultCode } from '../../../src/shared/resultCodes';
import type { BetDetail, BetProcResponse } from '../../../src/shared/api/bets';
import type { SportsFixturesResponse } from '../../../src/shared/api/sports';
import type { SportsSettlementPreview } from '../../../src/shared/api/office/sports';
import type { SiteOptions } from '../../../src/shared/api/site';
import { DEMO } from '../../../src/server/db/seed/demoSeed';

/**
 * A slip's payout terms are the ones it was placed under (docs/domains/sportsbook.md#payout-terms):
 * staff change the folder bonus and the odds a leg needs to count after a combo is placed, and its
 * settlement, the office's preview and a correction's re-settlement all pay the terms stored with
 * the slip. A slip whose payout falls under its stake (a half-lost leg) gets no folder bonus.
 * Everything through HTTP; the ledger verified after.
 */
const clock = testClock('2026-11-21T03:00:00Z');
const KICK_OFFS = Array.from({ length: 7 }, (_, i) => `2026-11-21T${String(5 + i).padStart(2, '0')}:00:00Z`);
const HOME_WIN = { state: 'resulted', score: { home: 2, away: 0, htHome: 1, htAway: 0 } };
const DRAW = { state: 'resulted', score: { home: 1, away: 1, htHome: 0, htAway: 0 } };

let t: TestApp;
let staff: string;
let member01: string;
let b: SportsFixturesResponse;
const fixtures: number[] = [];

const ok = async <T>(p: Promise<{ resultCode: string; data: T }>): Promise<T> => {
  const res = await p;
  expect(res.resultCode, JSON.stringify(res.data)).toBe(ResultCode.Success);
  return res.data;
};
const office = <T>(path: string, body: Record<string, unknown>) =>
  t.call<T>(`/api/admin/${path}`, body, { token: staff, 'idempotency-key': `${path}:${JSON.stringify(body)}` });
const place = (legs: { marketId: number; pick: string; odds: number }[], amount: number) =>
  ok(t.call<BetProcResponse>('/api/bet/betProc', { gameType: 'sports', legs, amount }, { token: member01 }));
const enterResult = (fixture: number, result: Record<string, unknown>) =>
  ok(office('sportsFixtures/result', { id: fixture, result }));
const previewOf = async (fixture: number, result: Record<string, unknown>, betId: number) =>
  (await ok(office<SportsSettlementPreview>('sportsFixtures/preview', { id: fixture, result }))).slips.find(
    (s) => s.betId === betId,
  );
const slipOf = (betIdx: number) => ok(t.call<BetDetail>('/api/bet/detail', { betIdx }, { token: member01 }));
const cash = async () => (await balancesOf(t, 'member01')).cash;
const storedTerms = async (id: number) =>
  (await t.app.deps.db.selectFrom('bets').select('detail').where('id', '=', id).executeTakeFirstOrThrow()).detail
    .payoutTerms;

beforeAll(async () => {
  t = await createTestApp({ clock });
  staff = await t.loginStaff();
  member01 = await t.login('member01');
  // Every fixture's home win at 1.35: over the 1.30 a leg needs to count, under the 1.50 staff set later.
  await applyDoc(t, feedDoc(KICK_OFFS, { home: 135 }));
  b = await board(t);
  for (let i = 1; i <= KICK_OFFS.length; i++) fixtures.push(await fixtureIdOf(t, `f${i}`));
});
afterAll(() => t.close());

describe('a slip settles on the payout terms it was placed under', () => {
  let fourFold: number;

  it('stores the terms in force with the slip, and keeps them when staff change the folder bonus', async () => {
    const placed = await place(
      [0, 1, 2, 3].map((i) => leg(marketOf(b, i, '1x2'), 'home')),
      10_000,
    );
    fourFold = placed.bets[0]!.betIdx;
    // 10,000 × 1.35⁴ = 33,215.06 × 1.03 (four legs count: the 3-fold tier) = 34,211
    expect(placed.bets[0]).toMatchObject({ potentialPayout: 34_211, folderBonus: 103 });
    expect(await storedTerms(fourFold)).toEqual({ odds3: 103, odds6: 106, odds9: 110, minLegOdds: 130 });

    const changed: Partial<SiteOptions> = { sportsBonusOdds3: 120, sportsBonusMinLegOdds: 150 };
    await ok(office('siteOptions/update', { data: changed }));
    // A slip placed now takes the new terms: its legs no longer count at 1.35.
    const later = await place(
      [4, 5, 6].map((i) => leg(marketOf(b, i, '1x2'), 'home')),
      10_000,
    );
    expect(later.bets[0]).toMatchObject({ potentialPayout: 24_603, folderBonus: 100 });
    expect(await storedTerms(later.bets[0]!.betIdx)).toEqual({ odds3: 120, odds6: 106, odds9: 110, minLegOdds: 150 });
    expect(await storedTerms(fourFold)).toEqual({ odds3: 103, odds6: 106, odds9: 110, minLegOdds: 130 });
  });

  it('previews and pays the placed terms, not the site options of the day', async () => {
    for (const f of fixtures.slice(0, 3)) await enterResult(f, HOME_WIN);
    // Under today's options no leg would count (34,211 placed; 33,215 today; 39,858 at today's 1.20 alone).
    expect(await previewOf(fixtures[3]!, HOME_WIN, fourFold)).toMatchObject({ status: 'WIN', payout: 34_211 });
    const before = await cash();
    await enterResult(fixtures[3]!, HOME_WIN);
    expect(await cash()).toBe(before + 34_211);
    expect(await slipOf(fourFold)).toMatchObject({ status: 'WIN', betWinAmt: 34_211, folderBonus: 103 });
  });

  it('a corrected result re-settles the slip on the same placed terms', async () => {
    // The fourth fixture cancelled after its result: its leg is void, three legs still count.
    const cancelled = { state: 'cancelled' };
    // 10,000 × 1.35³ = 24,603.75 × 1.03 = 25,341 (today's options: 24,603, or 29,524 at 1.20 alone)
    expect(await previewOf(fixtures[3]!, cancelled, fourFold)).toMatchObject({ status: 'WIN', payout: 25_341 });
    const before = await cash();
    await enterResult(fixtures[3]!, cancelled);
    expect(await cash()).toBe(before - 34_211 + 25_341);
    expect(await slipOf(fourFold)).toMatchObject({ status: 'WIN', betWinAmt: 25_341, folderBonus: 103 });
    // Corrected back to the home win: the first payout again, under the same terms.
    await enterResult(fixtures[3]!, HOME_WIN);
    expect(await cash()).toBe(before);
    expect(await slipOf(fourFold)).toMatchObject({ status: 'WIN', betWinAmt: 34_211 });
  });

  it('keeps the ledger invariants', async () => {
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });
});

describe('a slip whose payout falls under its stake gets no folder bonus', () => {
  it('pays a half-lost combo stake × its effective odds, without the bonus, and counts it lost', async () => {
    await ok(office('siteOptions/update', { data: { sportsBonusOdds3: 103, sportsBonusMinLegOdds: 130 } }));
    // The handicap -0.25 home on a 1:1 half-loses; two home wins at 1.35; all three legs count.
    const half = await place(
      [leg(marketOf(b, 4, 'handicap'), 'home'), leg(marketOf(b, 5, '1x2'), 'home'), leg(marketOf(b, 6, '1x2'), 'home')],
      10_000,
    );
    const betIdx = half.bets[0]!.betIdx;
    expect(half.bets[0]).toMatchObject({ folderBonus: 103 });
    for (const f of fixtures.slice(5)) await enterResult(f, HOME_WIN);
    // 10,000 × 0.5 × 1.35 × 1.35 = 9,112.5: under the stake, a LOSE, floored without the bonus (9,385 with it)
    expect(await previewOf(fixtures[4]!, DRAW, betIdx)).toMatchObject({ status: 'LOSE', payout: 9_112 });
    const before = await cash();
    await enterResult(fixtures[4]!, DRAW);
    expect(await cash()).toBe(before + 9_112);
    expect(await slipOf(betIdx)).toMatchObject({
      status: 'LOSE',
      betWinAmt: 9_112,
      resultCash: -888,
      folderBonus: 100,
    });
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });
});

describe('slips placed before the terms were stored (migration 2000)', () => {
  it('get the terms in force on their site when the migration runs; slips with terms and outside books keep theirs', async () => {
    const db = t.app.deps.db;
    const [old, kept] = await db
      .selectFrom('bets')
      .select(['id', 'detail'])
      .where('vendor_code', '=', 'house')
      .orderBy('id')
      .limit(2)
      .execute();
    // As the slip was before: no terms in its detail.
    const { payoutTerms: _dropped, ...before } = old!.detail;
    await db
      .updateTable('bets')
      .set({ detail: JSON.stringify(before) })
      .where('id', '=', old!.id)
      .execute();
    const outside = await db
      .insertInto('bets')
      .values({
        site_id: DEMO.siteId,
        member_id: await memberIdOf(t, 'member01'),
        game_group: 'sports',
        vendor_code: 'pinnacle',
        game_code: 'soccer',
        stake: 1_000,
        stake_txn_id: null,
        payout_txn_id: null,
        balance_before: null,
        balance_after: null,
        detail: JSON.stringify({}),
        settled_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ok(office('siteOptions/update', { data: { sportsBonusOdds6: 115, sportsBonusMinLegOdds: 140 } }));

    const migration = new URL('../../../src/server/db/migrations/2000_sports_slip_payout_terms.sql', import.meta.url);
    await sql.raw(await readFile(migration, 'utf8')).execute(db);

    expect(await storedTerms(old!.id)).toEqual({ odds3: 103, odds6: 115, odds9: 110, minLegOdds: 140 });
    expect(
      (await db.selectFrom('bets').select('detail').where('id', '=', old!.id).executeTakeFirstOrThrow()).detail,
    ).toEqual({
      ...before,
      payoutTerms: { odds3: 103, odds6: 115, odds9: 110, minLegOdds: 140 },
    });
    expect(await storedTerms(kept!.id)).toEqual(kept!.detail.payoutTerms);
    expect(await storedTerms(outside.id)).toBeUndefined();
    await db.deleteFrom('bets').where('id', '=', outside.id).execute();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { InjectOptions } from 'fastify';
import { parseCsv } from '../../support/csv';
import { unstakedSlip } from '../../support/moneyFixtures';
import { createTestApp, type TestApp } from '../../support/testApp';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { inMoneyTransaction } from '../../../src/server/modules/ledger/service';
import { betStake } from '../../../src/server/modules/ledger/gameMoney';
import { insertLegs, insertSlip, openSlipsWithLegs, recordStake } from '../../../src/server/modules/bets/repo';
import { payAndRecord, slipResults } from '../../../src/server/modules/bets/settlement';
import { accrueRolling } from '../../../src/server/modules/rolling/service';
import { verify } from '../../../src/server/modules/ledger/verify';
import { potentialPayout, combinedOdds, type LegOutcome } from '../../../src/shared/bets/slip';
import type { BetList, BetRow } from '../../../src/shared/api/bets';
import type { OfficeBetRecord } from '../../../src/shared/api/office/index';

/**
 * Every product writes slips with legs (docs/architecture/products-and-slips.md) and settles them
 * through one step and one rolling service. A sportsbook and a vendor game come later; these drive
 * the shapes they will use: a three-leg sports combo and an e-sports (vendor) round, both staked
 * and paid through the ledger.
 */
let t: TestApp;
let memberId: number;
let member01: string;
const DAY = '2026-11-22';

interface LegSpec {
  event: string;
  market: string;
  pick: string;
  odds: number;
  line?: number;
}

/** Stakes one slip of `group` through the ledger, as a product's bet call does. */
async function placeSlip(
  group: string,
  vendor: string,
  round: string | null,
  stake: number,
  legs: LegSpec[],
): Promise<number> {
  return inMoneyTransaction(t.app.deps, async (m) => {
    const odds = legs.map((l) => l.odds);
    const { id, created_at } = await insertSlip(m.trx, {
      site_id: DEMO.siteId,
      member_id: memberId,
      game_group: group,
      vendor_code: vendor,
      game_code: group === 'sports' ? 'combo' : 'lol',
      round_id: round,
      odds: combinedOdds(odds),
      stake,
      potential_payout: potentialPayout(stake, odds),
      idempotency_key: `test:${group}:${round ?? legs[0]!.event}`,
      ...unstakedSlip(),
    });
    await insertLegs(
      m.trx,
      legs.map((l, i) => ({
        bet_id: id,
        leg_no: i + 1,
        event_ref: l.event,
        market: l.market,
        pick: l.pick,
        odds: l.odds,
        line: l.line ?? null,
        created_at,
      })),
    );
    const posted = await betStake(m, {
      siteId: DEMO.siteId,
      memberId,
      vendor: { group, procId: vendor },
      betId: id,
      amount: stake,
    });
    const after = posted.balances.get(memberId)!.cash;
    await recordStake(m.trx, id, posted.transactionId, after + stake, after);
    return id;
  });
}

/** A product decides some legs, then settles, pays and accrues in one transaction. */
async function decideAndSettle(slipId: number, outcomes: Record<number, LegOutcome>, group: string, vendor: string) {
  const now = new Date('2026-11-22T05:00:00Z');
  return inMoneyTransaction(t.app.deps, async (m) => {
    for (const [legNo, outcome] of Object.entries(outcomes)) {
      await m.trx
        .updateTable('bet_legs')
        .set({ outcome, settled_at: now })
        .where('bet_id', '=', slipId)
        .where('leg_no', '=', Number(legNo))
        .execute();
    }
    const settled = slipResults(await openSlipsWithLegs(m.trx, [slipId]));
    await payAndRecord(m, { group, procId: vendor }, settled, now);
    const rolling = await accrueRolling(m.trx, {
      source: `bet:${slipId}`,
      slipIds: settled.map((s) => s.id),
      day: DAY,
    });
    return { settled, rolling };
  });
}

const cash = async () => (await t.call<{ cashAmt: number }>('/api/member/info', {}, { token: member01 })).data.cashAmt;
const accruals = (slipId: number) =>
  t.database.db
    .selectFrom('rolling_accrued')
    .select(['game_group', 'amount'])
    .where('source', '=', `bet:${slipId}`)
    .orderBy('partner_id')
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  member01 = await t.login('member01');
  memberId = (
    await t.database.db.selectFrom('members').select('id').where('mem_id', '=', 'member01').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

describe('a three-leg sports combo', () => {
  let slipId: number;
  const legs: LegSpec[] = [
    { event: 'fx-101', market: 'ah', pick: 'home', odds: 190, line: -25 },
    { event: 'fx-102', market: '1x2', pick: 'away', odds: 200 },
    { event: 'fx-103', market: 'ou', pick: 'over', odds: 180, line: 250 },
  ];

  it('is staked once for the whole slip, with every leg open', async () => {
    const before = await cash();
    slipId = await placeSlip('sports', '301', null, 10_000, legs);
    expect(await cash()).toBe(before - 10_000);
    const row = (await t.call<BetList>('/api/bet/betlist', { gameType: 'sports' }, { token: member01 })).data.list[0]!;
    expect(row).toMatchObject({
      betIdx: slipId,
      gameCategory: 'sports',
      status: 'BET',
      odds: 684,
      betAmt: 10_000,
      potentialPayout: 68_400,
      market: 'ah',
      pick: 'home',
    });
    expect(row.legs.map((l) => [l.legNo, l.eventRef, l.market, l.pick, l.odds, l.line, l.outcome])).toEqual([
      [1, 'fx-101', 'ah', 'home', 190, -25, 'PENDING'],
      [2, 'fx-102', '1x2', 'away', 200, null, 'PENDING'],
      [3, 'fx-103', 'ou', 'over', 180, 250, 'PENDING'],
    ]);
  });

  it('waits while a leg is open, then pays stake x half-win x void x win, floored', async () => {
    const before = await cash();
    const early = await decideAndSettle(slipId, { 1: 'HALF_WIN', 2: 'VOID' }, 'sports', '301');
    expect(early).toEqual({ settled: [], rolling: 0 });
    expect(await cash()).toBe(before);

    const { settled, rolling } = await decideAndSettle(slipId, { 3: 'WIN' }, 'sports', '301');
    // 10,000 × (1 + 1.90) / 2 × 1.00 × 1.80 = 26,100
    expect(settled.map((s) => [s.status, s.payout])).toEqual([['WIN', 26_100]]);
    expect(await cash()).toBe(before + 26_100);
    // §5 rolling under the sports rates: ptn01…ptn04 earn 20 bp each (own minus the next one down's), ptn05 its 70 bp.
    expect(rolling).toBe(5);
    expect(await accruals(slipId)).toEqual([20, 20, 20, 20, 70].map((amount) => ({ game_group: 'sports', amount })));

    const detail = (await t.call<BetRow>('/api/bet/detail', { betIdx: slipId }, { token: member01 })).data;
    expect(detail).toMatchObject({ status: 'WIN', betWinAmt: 26_100, resultCash: 16_100, betCalResult: 'PASS' });
    expect(detail.legs.map((l) => l.outcome)).toEqual(['HALF_WIN', 'VOID', 'WIN']);
  });

  it('settles once: a second run finds nothing to pay or accrue', async () => {
    const before = await cash();
    expect(await decideAndSettle(slipId, {}, 'sports', '301')).toEqual({ settled: [], rolling: 0 });
    expect(await cash()).toBe(before);
    expect(await accruals(slipId)).toHaveLength(5);
  });
});

describe('a vendor round of a product without its own rate group', () => {
  it('accrues e-sports rolling under casino, as §3 places it', async () => {
    const slipId = await placeSlip('esport', '101', 'lol-round-7', 5_000, [
      { event: 'lol-round-7', market: 'winner', pick: 'blue', odds: 195 },
    ]);
    const { settled } = await decideAndSettle(slipId, { 1: 'LOSE' }, 'esport', '101');
    expect(settled.map((s) => [s.status, s.payout])).toEqual([['LOSE', 0]]);
    expect(await accruals(slipId)).toEqual([10, 10, 10, 10, 35].map((amount) => ({ game_group: 'casino', amount })));
  });

  it('a cancelled round refunds and accrues nothing', async () => {
    const before = await cash();
    const slipId = await placeSlip('esport', '101', 'lol-round-8', 5_000, [
      { event: 'lol-round-8', market: 'winner', pick: 'red', odds: 195 },
    ]);
    const { settled, rolling } = await decideAndSettle(slipId, { 1: 'CANCEL' }, 'esport', '101');
    expect(settled.map((s) => [s.status, s.payout])).toEqual([['CANCEL', 5_000]]);
    expect(rolling).toBe(0);
    expect(await cash()).toBe(before);
  });
});

describe('office bet screens', () => {
  it('show slips of any product with their legs, filtered by product group', async () => {
    const staff = await t.loginStaff();
    const list = await t.call<{ list: OfficeBetRecord[]; total: number }>(
      '/api/admin/bets/list',
      { filter: { gameGroup: 'esport' } },
      { token: staff },
    );
    expect(list.data.list.map((b) => [b.gameGroup, b.status, b.legs.length])).toEqual([
      ['esport', 'CANCEL', 1],
      ['esport', 'LOSE', 1],
    ]);
    const combo = (await t.call<BetList>('/api/bet/betlist', { gameType: 'sports' }, { token: member01 })).data
      .list[0]!;
    const one = await t.call<OfficeBetRecord>('/api/admin/bets/get', { id: combo.betIdx }, { token: staff });
    expect(one.data).toMatchObject({
      memId: 'member01',
      gameGroup: 'sports',
      stake: 10_000,
      potentialPayout: 68_400,
      payout: 26_100,
      resultCash: 16_100,
    });
    expect(one.data.legs.map((l) => l.outcome)).toEqual(['HALF_WIN', 'VOID', 'WIN']);
  });

  it("find a slip's legs when its time holds microseconds, as a bulk load or an archive read back writes it", async () => {
    const staff = await t.loginStaff();
    const esport = { filter: { gameGroup: 'esport' } };
    const { id } = (await t.call<{ list: OfficeBetRecord[] }>('/api/admin/bets/list', esport, { token: staff })).data
      .list[0]!;
    // The slip's time moves in its key, its row and its leg at once (the legs' keys are checked at commit).
    await t.database.db.transaction().execute(async (trx) => {
      for (const [table, column] of [
        ['bet_keys', 'id'],
        ['bets', 'id'],
        ['bet_legs', 'bet_id'],
      ] as const)
        await sql`update ${sql.table(table)} set created_at = created_at + interval '987 microseconds'
          where ${sql.ref(column)} = ${id}`.execute(trx);
    });
    const one = await t.call<OfficeBetRecord>('/api/admin/bets/get', { id }, { token: staff });
    expect(one.data.legs.map((l) => l.pick)).toEqual(['red']);
    const page = (await t.call<{ list: OfficeBetRecord[] }>('/api/admin/bets/list', esport, { token: staff })).data;
    expect(page.list.find((b) => b.id === id)!.legs).toHaveLength(1);
    const mine = (await t.call<BetList>('/api/bet/betlist', { gameType: 'esport' }, { token: member01 })).data.list;
    expect(mine.find((b) => b.betIdx === id)!.legs).toHaveLength(1);
    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bets/export',
      payload: {
        siteId: DEMO.siteId,
        columns: ['id', 'pick'],
        lang: 'en',
        where: [{ field: 'gameGroup', operator: 'is', value: 'esport' }],
      },
      headers: { authorization: DEMO.siteKey, token: staff },
    } as InjectOptions);
    const picks = new Map(
      parseCsv(csv.body)
        .slice(1)
        .map(([row, pick]) => [Number(row), pick]),
    );
    expect(picks.get(id)).toBe('winner');
  });

  it('sum what slips paid apart from what a cancel refunded, never one payout total', async () => {
    const staff = await t.loginStaff();
    const all = await t.call<{ list: OfficeBetRecord[]; total: number; totals: Record<string, number> }>(
      '/api/admin/bets/list',
      { perPage: 100 },
      { token: staff },
    );
    const paid = all.data.list.filter((b) => b.status !== 'CANCEL').reduce((n, b) => n + b.payout, 0);
    const refunded = all.data.list.filter((b) => b.status === 'CANCEL').reduce((n, b) => n + b.payout, 0);
    expect(refunded).toBe(5_000);
    expect(all.data.totals).toMatchObject({ 'payout.paid': paid, 'payout.refunded': refunded });
    expect(all.data.totals).not.toHaveProperty('payout');
  });

  it('leave the ledger whole: every slip stake and payout in it exactly once', async () => {
    expect(await verify(t.database.db)).toEqual({ ok: true, violations: [] });
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { tick } from '../../../src/server/modules/minigame/engine';
import { findGameRow } from '../../../src/server/modules/minigame/repo';
import { verify } from '../../../src/server/modules/ledger/verify';
import type { GameState } from '../../../src/shared/api/minigame';
import type { BetProcResponse } from '../../../src/shared/api/bets';
import { balancesOf, memberIdOf } from '../../support/moneyFixtures';

/**
 * A minigame betProc's common case is one statement (migration 1000), everything else
 * the full path. Both must write the same rows, keep the member's bets one after the other, and
 * fall back having changed nothing.
 */
const clock = {
  t: Date.parse('2026-11-21T03:00:10Z'),
  now() {
    return new Date(this.t);
  },
};
let t: TestApp;
let roundKey: string;

const bet = (token: string, bets: { market: string; pick: string; amount: number }[], key?: string) =>
  t.call<BetProcResponse>(
    '/api/bet/betProc',
    { gameType: 'pwball', roundKey, bets },
    { token, ...(key ? { 'idempotency-key': key } : {}) },
  );

/** The ledger rows of a slip's stake, with what tells one path's writing from the other's. */
const stakeRows = async (betId: number) => {
  const txn = await t.database.db
    .selectFrom('ledger_transactions')
    .select(['id', 'kind', 'memo', 'meta', 'request_hash'])
    .where('idempotency_key', '=', `bet:stake:${betId}`)
    .executeTakeFirstOrThrow();
  const entries = await t.database.db
    .selectFrom('ledger_entries')
    .select(['amount', 'balance_after'])
    .where('transaction_id', '=', txn.id)
    .orderBy('amount')
    .execute();
  const slip = await t.database.db.selectFrom('bets').selectAll().where('id', '=', betId).executeTakeFirstOrThrow();
  return { txn, entries, slip };
};

beforeAll(async () => {
  t = await createTestApp({ clock });
  await tick(t.app.deps);
  const state = await t.call<GameState>('/api/minigame/getGame/pwball', {});
  roundKey = state.data.round!.roundKey;
}, 300_000);
afterAll(() => t.close());

describe('minigame betProc in one statement', () => {
  it('writes what the full path writes: the slip, its leg, the stake in the ledger under bet:stake:<id>', async () => {
    const fastToken = await t.login('member01');
    const judgedToken = await t.login('member02');
    // A stake limit sends member02 to the full path (limits are weighed there).
    await t.database.db
      .insertInto('member_limits')
      .values({
        member_id: await memberIdOf(t, 'member02'),
        kind: 'stake',
        period: 'day',
        source: 'member',
        amount: 10_000_000,
      })
      .execute();
    const fast = await bet(fastToken, [{ market: 'power_oe', pick: 'odd', amount: 10_000 }]);
    const judged = await bet(judgedToken, [{ market: 'power_oe', pick: 'odd', amount: 10_000 }]);
    expect(fast.resultCode).toBe('200');
    expect(judged.resultCode).toBe('200');
    const a = await stakeRows(fast.data.bets[0]!.betIdx);
    const b = await stakeRows(judged.data.bets[0]!.betIdx);
    expect(a.txn).toMatchObject({ kind: b.txn.kind, memo: b.txn.memo, meta: { betId: a.slip.id } });
    expect(b.txn.meta).toEqual({ betId: b.slip.id });
    expect(a.entries.map((e) => e.amount)).toEqual(b.entries.map((e) => e.amount));
    expect(a.slip).toMatchObject({
      stake_txn_id: a.txn.id,
      balance_after: fast.data.cashAmt,
      balance_before: fast.data.cashAmt + 10_000,
      detail: b.slip.detail,
      potential_payout: b.slip.potential_payout,
    });
    expect(a.entries[0]!.balance_after).toBe(fast.data.cashAmt);
    // Each answers its own slip in the same shape.
    const { betIdx: _a, balanceBefore: _ab, balanceAfter: _aa, createdAt: _ac, ...fastRow } = fast.data.bets[0]!;
    const { betIdx: _b, balanceBefore: _bb, balanceAfter: _ba, createdAt: _bc, ...judgedRow } = judged.data.bets[0]!;
    expect(fastRow).toEqual(judgedRow);
    expect((await verify(t.database.db)).ok).toBe(true);
  });

  it('falls back having changed nothing on a member with limits, a closed round, the house rules, short cash, and places what fits', async () => {
    const game = { ...(await findGameRow(t.database.db, 'pwball'))!, one_bet_per_market: true, no_hedge: true };
    const run = (memberId: number, market: string, amount: number, round = roundKey) =>
      t.app.deps.fastPaths!.minigameBets({
        siteId: 'demo',
        memberId,
        game,
        roundKey: round,
        picks: [{ market, pick: 'odd', amount, odds: 195 }],
        keys: null,
        now: clock.now(),
      });
    const m1 = await memberIdOf(t, 'member01');
    const m2 = await memberIdOf(t, 'member02');
    const before = await t.database.db
      .selectFrom('bets')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const cash = (await balancesOf(t, 'member01')).cash;
    expect(await run(m2, 'sum_oe', 1_000)).toBeUndefined();
    expect(await run(m1, 'sum_oe', 1_000, 'pwball-20200101-0001')).toBeUndefined();
    expect(await run(m1, 'power_oe', 1_000)).toBeUndefined();
    expect(await run(m1, 'sum_oe', cash + 1)).toBeUndefined();
    expect(
      await t.database.db
        .selectFrom('bets')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect((await balancesOf(t, 'member01')).cash).toBe(cash);
    // The same call that fits places the slip and its stake.
    const placed = (await run(m1, 'sum_oe', 1_000))!;
    expect(placed).toEqual([expect.objectContaining({ cash_after: cash - 1_000 })]);
    expect((await stakeRows(placed[0]!.bet_id)).slip).toMatchObject({
      stake: 1_000,
      stake_txn_id: placed[0]!.txn_id,
      balance_after: cash - 1_000,
    });
  });

  it('places the calls of one batch each on its own: one that must be judged in full leaves no trace, the others stand', async () => {
    const game = { ...(await findGameRow(t.database.db, 'pwball'))!, one_bet_per_market: true, no_hedge: true };
    const m1 = await memberIdOf(t, 'member01');
    const m2 = await memberIdOf(t, 'member02');
    const call = (memberId: number, market: string, amount: number) =>
      t.app.deps.fastPaths!.minigameBets({
        siteId: 'demo',
        memberId,
        game,
        roundKey,
        picks: [{ market, pick: 'odd', amount, odds: 195 }],
        keys: null,
        now: clock.now(),
      });
    const cash1 = (await balancesOf(t, 'member01')).cash;
    // Sent in one turn of the event loop: one statement, and member01's second call the next one.
    // member02 has a stake limit (full path); member01's second call asks more than its cash.
    const answers = await Promise.all([
      call(m1, 'power_uo', 1_000),
      call(m2, 'power_uo', 1_000),
      call(m1, 'sum_combo', cash1),
    ]);
    expect(answers.map((a) => a?.map((r) => r.cash_after))).toEqual([[cash1 - 1_000], undefined, undefined]);
    expect((await balancesOf(t, 'member01')).cash).toBe(cash1 - 1_000);
    const open = await t.database.db
      .selectFrom('bets')
      .innerJoin('bet_legs', 'bet_legs.bet_id', 'bets.id')
      .select(['bets.member_id', 'bet_legs.market'])
      .where('bets.round_id', '=', roundKey)
      .where('bet_legs.market', 'in', ['power_uo', 'sum_combo'])
      .execute();
    expect(open).toEqual([{ member_id: m1, market: 'power_uo' }]);
    expect((await verify(t.database.db)).ok).toBe(true);
  });

  it('numbers the slips of a call in pick order, as a replay lists them', async () => {
    const game = (await findGameRow(t.database.db, 'pwball'))!;
    const memberId = await memberIdOf(t, 'member02');
    // The fast path takes only members without limits: member02's of the first case is lifted.
    await t.database.db.deleteFrom('member_limits').where('member_id', '=', memberId).execute();
    const markets = ['sum_section', 'power_section', 'sum_size'];
    const picks = markets.map((market) => ({
      market,
      pick: market === 'sum_size' ? 'small' : 'A',
      amount: 1_000,
      odds: 195,
    }));
    const placed = (await t.app.deps.fastPaths!.minigameBets({
      siteId: 'demo',
      memberId,
      game,
      roundKey,
      picks,
      keys: null,
      now: clock.now(),
    }))!;
    const ids = placed.map((r) => r.bet_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const legs = await t.database.db
      .selectFrom('bet_legs')
      .select(['bet_id', 'market'])
      .where('bet_id', 'in', ids)
      .orderBy('bet_id')
      .execute();
    expect(legs.map((l) => l.market)).toEqual(markets);
  });

  it('judges one member’s parallel slips one after the other: one bet per market, never below zero', async () => {
    const token = await t.login('member03');
    const cash = (await balancesOf(t, 'member03')).cash;
    // Twenty slips on one market at once: the house rule lets exactly one through.
    const same = await Promise.all(
      Array.from({ length: 20 }, () => bet(token, [{ market: 'sum_size', pick: 'small', amount: 1_000 }])),
    );
    expect(same.filter((r) => r.resultCode === '200')).toHaveLength(1);
    expect(new Set(same.filter((r) => r.resultCode !== '200').map((r) => r.resultCode))).toEqual(new Set(['B6005']));
    // Slips on other markets that together ask more than the rest of the cash: never below zero.
    const left = cash - 1_000;
    const stake = Math.ceil(left / 3);
    const markets = ['sum_oe', 'sum_uo', 'power_uo', 'power_oe', 'sum_section', 'power_section'];
    const picks: Record<string, string> = {
      sum_oe: 'odd',
      sum_uo: 'under',
      power_uo: 'under',
      power_oe: 'odd',
      sum_section: 'A',
      power_section: 'A',
    };
    const parallel = await Promise.all(
      markets.map((market) => bet(token, [{ market, pick: picks[market]!, amount: stake }])),
    );
    const taken = parallel.filter((r) => r.resultCode === '200').length;
    expect(taken).toBe(Math.floor(left / stake));
    const after = (await balancesOf(t, 'member03')).cash;
    expect(after).toBeGreaterThanOrEqual(0);
    expect(after).toBe(left - taken * stake);
    expect((await verify(t.database.db)).ok).toBe(true);
  });

  it('takes one of two parallel twins sent with one Idempotency-Key, and answers both with it', async () => {
    const token = await t.login('member01');
    const cash = (await balancesOf(t, 'member01')).cash;
    const [first, second] = await Promise.all(
      [0, 1].map(() => bet(token, [{ market: 'sum_uo', pick: 'under', amount: 2_000 }], 'twin-1')),
    );
    expect(first!.resultCode).toBe('200');
    expect(second!.data).toEqual(first!.data);
    expect((await balancesOf(t, 'member01')).cash).toBe(cash - 2_000);
    expect((await bet(token, [{ market: 'sum_oe', pick: 'even', amount: 2_000 }], 'twin-1')).resultCode).toBe('E004');
  });
});

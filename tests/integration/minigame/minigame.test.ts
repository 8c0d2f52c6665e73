import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { tick } from '../../../src/server/modules/minigame/engine';
import { settleRound } from '../../../src/server/modules/minigame/settlement';
import { verify } from '../../../src/server/modules/ledger/verify';
import { LedgerKind } from '../../../src/server/modules/ledger/service';
import { verifyRound } from '../../../src/shared/minigame/draw';
import { settleBet } from '../../../src/shared/minigame/settle';
import type { GameState, ResultList } from '../../../src/shared/api/minigame';
import type { BetList, BetProcResponse, BetRow } from '../../../src/shared/api/bets';
import type { DomainEvent } from '../../../src/server/events/bus';

/** A clock the test moves; every round time is derived from it. */
const clock = {
  t: Date.parse('2026-11-21T03:00:10Z'),
  now() {
    return new Date(this.t);
  },
};
const advanceTo = (iso: string, extraMs = 0) => (clock.t = Date.parse(iso) + extraMs);

let t: TestApp;
let member01: string;
let member02: string;
let staff: string;
const events: DomainEvent[] = [];

const game = (token?: string, key = 'pwball') =>
  t.call<GameState>(`/api/minigame/getGame/${key}`, {}, token ? { token } : {});
const bet = (
  token: string,
  roundKey: string,
  bets: { market: string; pick: string; amount: number }[],
  headers: Record<string, string> = {},
  gameType = 'pwball',
) => t.call<BetProcResponse>('/api/bet/betProc', { gameType, roundKey, bets }, { token, ...headers });
const cash = async (token: string) =>
  (await t.call<{ cashAmt: number }>('/api/member/info', {}, { token })).data.cashAmt;
const points = async (token: string) =>
  (await t.call<{ pointAmt: number }>('/api/member/info', {}, { token })).data.pointAmt;
const memberId = async (memId: string) =>
  (await t.database.db.selectFrom('members').select('id').where('mem_id', '=', memId).executeTakeFirstOrThrow()).id;

/** Moves the clock past the current round's draw and runs the engine once. */
async function drawCurrent(key = 'pwball') {
  const state = (await game(undefined, key)).data;
  advanceTo(state.round!.drawsAt, 1);
  return { report: await tick(t.app.deps), round: state.round! };
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  t.app.deps.bus.subscribe((e) => events.push(e));
  await tick(t.app.deps);
  member01 = await t.login('member01');
  member02 = await t.login('member02');
  staff = await t.loginStaff();
});
afterAll(() => t.close());

describe('minigame rounds', () => {
  it('opens a round per game with its seed hash published and the seed kept secret', async () => {
    const res = await game(member01);
    expect(res.resultCode).toBe('200');
    const s = res.data;
    expect(s.round).toMatchObject({ gameKey: 'pwball', status: 'OPEN', seed: null, result: null });
    expect(s.round!.seedHash).toMatch(/^[0-9a-f]{64}$/);
    // 03:05 UTC is 12:05 in Korea: the 145th five-minute round of the day.
    expect(s.round!.roundKey).toBe('pwball-20261121-0145');
    expect(s.bettingOpen).toBe(true);
    expect(s.odds).toContainEqual({ market: 'power_oe', pick: 'odd', odds: 195 });
    const ladder = await game(undefined, 'powerladder');
    expect(ladder.data.round?.status).toBe('OPEN');
    const pushed = events.filter((e) => e.type === 'topic' && e.topic === '/topic/powerball/pwball');
    expect(pushed.length).toBe(1);
    expect((await game(undefined, 'nosuch')).resultCode).toBe('G006');
  });

  it('takes a bet, debits the stake through the ledger and shows it in my bets', async () => {
    const before = await cash(member01);
    const { round } = (await game(member01)).data;
    const res = await bet(member01, round!.roundKey, [{ market: 'power_oe', pick: 'odd', amount: 10_000 }]);
    expect(res.resultCode).toBe('200');
    expect(res.data.cashAmt).toBe(before - 10_000);
    expect(res.data.bets[0]).toMatchObject({
      status: 'BET',
      betCalResult: 'WAIT',
      betAmt: 10_000,
      odds: 195,
      potentialPayout: 19_500,
      balanceBefore: before,
      balanceAfter: before - 10_000,
    });
    // A minigame pick is a one-leg slip.
    expect(res.data.bets[0]!.legs).toEqual([
      {
        legNo: 1,
        eventRef: null,
        market: 'power_oe',
        pick: 'odd',
        odds: 195,
        line: null,
        outcome: 'PENDING',
        settledAt: null,
      },
    ]);
    expect(await cash(member01)).toBe(before - 10_000);
    expect((await game(member01)).data.myBets.map((b) => b.market)).toEqual(['power_oe']);
  });

  it('refuses what §3, §5 and §8 refuse, and moves no money when it does', async () => {
    const { round } = (await game(member01)).data;
    const key = round!.roundKey;
    const before = await cash(member01);
    const code = async (bets: { market: string; pick: string; amount: number }[], token = member01) =>
      (await bet(token, key, bets)).resultCode;

    expect(await code([{ market: 'power_oe', pick: 'odd', amount: 10_000 }])).toBe('B6005'); // one bet per market
    expect(await code([{ market: 'power_oe', pick: 'even', amount: 10_000 }])).toBe('B6005'); // no hedging
    expect(
      await code([
        { market: 'sum_uo', pick: 'under', amount: 5_000 },
        { market: 'sum_uo', pick: 'over', amount: 5_000 },
      ]),
    ).toBe('B6005');
    expect(await code([{ market: 'sum_oe', pick: 'odd', amount: 500 }])).toBe('B6001');
    expect(await code([{ market: 'sum_oe', pick: 'odd', amount: 1_000_001 }])).toBe('B6002');
    expect(await code([{ market: 'sum_oe', pick: 'odd', amount: 600_000 }])).toBe('B6000');
    expect(await code([{ market: 'sum_oe', pick: 'seven', amount: 1_000 }])).toBe('E003');
    expect(
      (await bet(member01, 'pwball-20200101-0001', [{ market: 'sum_oe', pick: 'odd', amount: 1_000 }])).resultCode,
    ).toBe('B0099');

    // B6003: staff raise one pick's odds to 100.00; a 1,000,000 stake would win above LV1's 10,000,000.
    const list = await t.call<{ list: { id: number; pick: string }[]; total: number }>(
      '/api/admin/minigameOdds/list',
      { page: 1, perPage: 50, filter: { gameKey: 'pwball', market: 'power_number' } },
      { token: staff },
    );
    expect(list.data.total).toBe(10);
    const seven = list.data.list.find((o) => o.pick === '7')!;
    expect(
      (await t.call('/api/admin/minigameOdds/update', { id: seven.id, data: { odds: 10_000 } }, { token: staff }))
        .resultCode,
    ).toBe('200');
    expect(
      (await t.call('/api/admin/minigameOdds/update', { id: seven.id, data: { odds: 10_000 } }, { token: member01 }))
        .resultCode,
    ).not.toBe('200');
    expect(await code([{ market: 'power_number', pick: '7', amount: 200_000 }])).toBe('B6003');
    await t.call('/api/admin/minigameOdds/update', { id: seven.id, data: { odds: 900 } }, { token: staff });

    const m1 = await memberId('member01');
    await t.database.db.updateTable('members').set({ can_bet: false }).where('id', '=', m1).execute();
    expect(await code([{ market: 'sum_oe', pick: 'odd', amount: 1_000 }])).toBe('B1001');
    await t.database.db.updateTable('members').set({ can_bet: true, locked: true }).where('id', '=', m1).execute();
    expect(await code([{ market: 'sum_oe', pick: 'odd', amount: 1_000 }])).toBe('B1002');
    await t.database.db.updateTable('members').set({ locked: false }).where('id', '=', m1).execute();

    await t.database.db
      .insertInto('site_checks')
      .values({ site_id: 'demo', check_type: 'bet', checking: true, game_code: null, start_at: null, end_at: null })
      .execute();
    t.app.deps.sites.invalidate('demo');
    expect(await code([{ market: 'sum_oe', pick: 'odd', amount: 1_000 }])).toBe('S004');
    await t.database.db.deleteFrom('site_checks').where('check_type', '=', 'bet').execute();
    t.app.deps.sites.invalidate('demo');

    expect(await cash(member01)).toBe(before);
  });

  it('replays a slip sent twice with one Idempotency-Key and takes it once', async () => {
    const { round } = (await game(member02)).data;
    const before = await cash(member02);
    const slip = [{ market: 'sum_size', pick: 'medium', amount: 20_000 }];
    const first = await bet(member02, round!.roundKey, slip, { 'idempotency-key': 'slip-1' });
    const again = await bet(member02, round!.roundKey, slip, { 'idempotency-key': 'slip-1' });
    expect(first.resultCode).toBe('200');
    expect(again.data).toEqual(first.data);
    expect(await cash(member02)).toBe(before - 20_000);
  });

  it('closes betting before the draw (B0099)', async () => {
    const { round } = (await game(member02)).data;
    advanceTo(round!.closesAt);
    expect((await game(member02)).data.bettingOpen).toBe(false);
    expect(
      (await bet(member02, round!.roundKey, [{ market: 'power_uo', pick: 'over', amount: 1_000 }])).resultCode,
    ).toBe('B0099');
  });

  it('draws once, settles every bet by the table, pays through the ledger, accrues rolling; a re-run changes nothing', async () => {
    const before1 = await cash(member01);
    const before2 = await cash(member02);
    const points1 = await points(member01);
    const { report, round } = await drawCurrent();
    expect(report.drawn).toContain(round.roundKey);
    expect(report.settled).toContain(round.roundKey);

    const results = await t.call<ResultList>('/api/minigame/powerballResult', {
      gameType: 'pwball',
      page: 1,
      count_per_list: 5,
    });
    const drawn = results.data.list[0]!;
    expect(drawn).toMatchObject({ roundKey: round.roundKey, status: 'SETTLED', seedHash: round.seedHash });
    // Anyone can recompute the draw from the revealed seed.
    const verified = verifyRound(drawn.kind, drawn.seed!, round.seedHash, drawn.roundKey);
    expect(verified).toEqual({ hashMatches: true, result: drawn.result });

    const list = async (token: string) =>
      (await t.call<BetList>('/api/bet/betlist', { gameType: 'minigame', page: 1 }, { token })).data;
    const bets1 = (await list(member01)).list;
    const bets2 = (await list(member02)).list;
    const expectSettled = (b: BetRow) => {
      const want = settleBet(drawn.result!, { market: b.market, pick: b.pick, stake: b.betAmt, odds: b.odds });
      expect(b).toMatchObject({ status: want.status, betWinAmt: want.payout, resultCash: want.payout - b.betAmt });
      expect(b.legs.map((l) => l.outcome)).toEqual([want.status]);
      return want.payout;
    };
    const paid1 = bets1.map(expectSettled).reduce((a, b) => a + b, 0);
    const paid2 = bets2.map(expectSettled).reduce((a, b) => a + b, 0);
    expect(await cash(member01)).toBe(before1 + paid1);
    expect(await cash(member02)).toBe(before2 + paid2);
    // §3 points: level 1 accrues 0.50% of the round's settled stake.
    const staked1 = bets1.reduce((a, b) => a + b.betAmt, 0);
    expect(await points(member01)).toBe(points1 + Math.floor((staked1 * 50) / 10_000));

    // §5 rolling: ptn01…ptn05 keep 150, 130, 110, 90, 70 bp; each partner earns its own minus the next
    // one down's, floored per slip, added up in one row per partner for the round.
    const staked = [...bets1, ...bets2].map((b) => b.betAmt);
    const owed = (bp: number) => staked.reduce((sum, stake) => sum + Math.floor((stake * bp) / 10_000), 0);
    const accruals = await t.database.db
      .selectFrom('rolling_accrued as r')
      .innerJoin('members as m', 'm.id', 'r.partner_id')
      .select(['m.mem_id', 'r.amount', 'r.base', 'r.slips'])
      .where('r.source', '=', `round:${round.roundKey}`)
      .orderBy('m.mem_id')
      .execute();
    expect(accruals.map((a) => [a.mem_id, a.amount, a.base, a.slips])).toEqual(
      [20, 20, 20, 20, 70].map((bp, i) => [`ptn0${i + 1}`, owed(bp), staked.reduce((a, b) => a + b, 0), staked.length]),
    );

    const roundRow = await t.database.db
      .selectFrom('minigame_rounds')
      .select('id')
      .where('round_key', '=', round.roundKey)
      .executeTakeFirstOrThrow();
    const rows = async () => ({
      accruals: await t.database.db.selectFrom('rolling_accrued').selectAll().execute(),
      ledger: await t.database.db.selectFrom('ledger_transactions').select(['id']).execute(),
      c1: await cash(member01),
      p1: await points(member01),
    });
    const snapshot = await rows();
    expect(await settleRound(t.app.deps, roundRow.id)).toBeNull();
    await tick(t.app.deps);
    expect(await rows()).toEqual(snapshot);
    expect((await verify(t.database.db)).violations).toEqual([]);
    const draws = events.filter(
      (e) =>
        e.type === 'topic' && e.topic === '/topic/powerball/pwball' && (e.body as { event: string }).event === 'draw',
    );
    expect(draws).toHaveLength(1);
  });

  it("pays a member's wins of a round as one payout its winning slips name; verify holds it to their sum", async () => {
    // Both picks twice over in one market (the house rules off): exactly two of the four slips win.
    await t.database.db
      .updateTable('minigame_games')
      .set({ one_bet_per_market: false, no_hedge: false })
      .where('key', '=', 'pwball')
      .execute();
    t.app.deps.sites.invalidate('demo');
    const { round } = (await game(member01)).data;
    const picks = ['odd', 'even', 'odd', 'even'].map((pick, i) => ({
      market: 'power_oe',
      pick,
      amount: 1_000 * (i + 1),
    }));
    expect((await bet(member01, round!.roundKey, picks)).resultCode).toBe('200');
    await t.database.db
      .updateTable('minigame_games')
      .set({ one_bet_per_market: true, no_hedge: true })
      .where('key', '=', 'pwball')
      .execute();
    t.app.deps.sites.invalidate('demo');
    const before = await cash(member01);
    await drawCurrent();

    const m1 = await memberId('member01');
    const db = t.database.db;
    const slips = await db
      .selectFrom('bets')
      .select(['id', 'payout', 'payout_txn_id'])
      .where('member_id', '=', m1)
      .where('round_id', '=', round!.roundKey)
      .execute();
    const won = slips.filter((s) => s.payout > 0);
    expect(won).toHaveLength(2);
    expect(slips.filter((s) => s.payout === 0).every((s) => s.payout_txn_id === null)).toBe(true);
    expect(new Set(won.map((s) => s.payout_txn_id)).size).toBe(1);
    const txnId = won[0]!.payout_txn_id!;
    const payout = await db
      .selectFrom('ledger_transactions as t')
      .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
      .innerJoin('accounts as a', 'a.id', 'e.account_id')
      .select(['t.idempotency_key', 't.kind', 'e.amount'])
      .where('t.id', '=', txnId)
      .where('a.member_id', '=', m1)
      .executeTakeFirstOrThrow();
    const paid = won.reduce((sum, s) => sum + s.payout, 0);
    expect(payout).toEqual({
      idempotency_key: `bet:payout:round:${round!.roundKey}:${m1}`,
      kind: LedgerKind.BetPayout,
      amount: paid,
    });
    expect(await cash(member01)).toBe(before + paid);
    expect((await verify(db)).violations).toEqual([]);

    // A slip claiming a won more than its payout moved, and an entry whose transaction is gone.
    await db
      .updateTable('bets')
      .set({ payout: won[0]!.payout + 1 })
      .where('id', '=', won[0]!.id)
      .execute();
    const entry = await db
      .insertInto('ledger_entries')
      .values({ transaction_id: 999_999_999, account_id: 1, amount: 1, balance_after: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const checks = (await verify(db)).violations.map((v) => v.check);
    expect(checks).toContain('payoutNotItsSlips');
    expect(checks).toContain('entryWithoutTransaction');
    await db.updateTable('bets').set({ payout: won[0]!.payout }).where('id', '=', won[0]!.id).execute();
    await db.deleteFrom('ledger_entries').where('id', '=', entry.id).execute();
    expect((await verify(db)).violations).toEqual([]);
  });

  it('refuses a bet while an earlier round of the game still waits for settlement (B9999)', async () => {
    const first = (await game(member01)).data.round!;
    expect((await bet(member01, first.roundKey, [{ market: 'sum_uo', pick: 'over', amount: 1_000 }])).resultCode).toBe(
      '200',
    );
    // The draw happened but its settlement did not (a crash between the two): the round stays DRAWN.
    advanceTo(first.drawsAt, 1);
    await t.database.db
      .updateTable('minigame_rounds')
      .set({ status: 'DRAWN' })
      .where('round_key', '=', first.roundKey)
      .execute();
    await tick(t.app.deps);
    const next = (await game(member01)).data.round!;
    expect(next.roundKey).not.toBe(first.roundKey);
    expect((await bet(member01, next.roundKey, [{ market: 'sum_uo', pick: 'over', amount: 1_000 }])).resultCode).toBe(
      'B9999',
    );
    // The next pass finishes it: the draw is recomputed from the committed seed and settled.
    await t.database.db
      .updateTable('minigame_rounds')
      .set({ status: 'OPEN' })
      .where('round_key', '=', first.roundKey)
      .execute();
    await tick(t.app.deps);
    expect((await bet(member01, next.roundKey, [{ market: 'sum_uo', pick: 'over', amount: 1_000 }])).resultCode).toBe(
      '200',
    );
  });

  it('draws a round missed for a while late, and voids one missed too long with refunds', async () => {
    const late = (await game(member02)).data.round!;
    expect(
      (await bet(member02, late.roundKey, [{ market: 'power_uo', pick: 'under', amount: 3_000 }])).resultCode,
    ).toBe('200');
    // No node ran for three minutes past the draw: still drawn.
    advanceTo(late.drawsAt, 3 * 60_000);
    const r1 = await tick(t.app.deps);
    expect(r1.drawn).toContain(late.roundKey);

    const stale = (await game(member02)).data.round!;
    const before = await cash(member02);
    expect(
      (await bet(member02, stale.roundKey, [{ market: 'power_uo', pick: 'under', amount: 4_000 }])).resultCode,
    ).toBe('200');
    advanceTo(stale.drawsAt, 30 * 60_000);
    const r2 = await tick(t.app.deps);
    expect(r2.voided).toContain(stale.roundKey);
    expect(await cash(member02)).toBe(before);
    const list = (
      await t.call<BetList>('/api/bet/betlist', { gameType: 'pwball', page: 1, count_per_list: 1 }, { token: member02 })
    ).data;
    expect(list.list[0]).toMatchObject({
      roundId: stale.roundKey,
      status: 'CANCEL',
      betCalResult: 'CANCEL',
      betWinAmt: 4_000,
      resultCash: 0,
    });
    expect((await verify(t.database.db)).violations).toEqual([]);
  });

  it('lists and details only my own bets', async () => {
    const all = (
      await t.call<BetList>(
        '/api/bet/betlist',
        { gameType: 'minigame', page: 1, count_per_list: 2 },
        { token: member02 },
      )
    ).data;
    expect(all.pageInfo).toMatchObject({ page: 1, count_per_list: 2 });
    expect(all.pageInfo.tatal_list_count).toBeGreaterThanOrEqual(3);
    const settled = (
      await t.call<BetList>('/api/bet/betlist', { gameType: 'minigame', oldYn: 'Y', page: 1 }, { token: member02 })
    ).data;
    expect(settled.list.every((b) => b.status !== 'BET')).toBe(true);
    const none = (await t.call<BetList>('/api/bet/betlist', { gameType: 'casino', page: 1 }, { token: member02 })).data;
    expect(none.list).toEqual([]);
    const mine = all.list[0]!;
    const detail = (await t.call<BetRow>('/api/bet/detail', { betIdx: mine.betIdx }, { token: member02 })).data;
    expect(detail.betIdx).toBe(mine.betIdx);
    expect(detail.legs).toEqual(mine.legs);
    expect(detail.legs.map((l) => [l.market, l.pick])).toEqual([[mine.market, mine.pick]]);
    expect((await t.call('/api/bet/detail', { betIdx: mine.betIdx }, { token: member01 })).resultCode).toBe('B003');
    expect((await t.call('/api/bet/betlist', { startDate: 'not-a-date' }, { token: member02 })).resultCode).toBe(
      'E003',
    );
  });
});

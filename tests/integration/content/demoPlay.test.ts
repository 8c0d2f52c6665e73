import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import type { MainCashListResponse, MainHighlightsResponse } from '../../../src/shared/api/main';
import { DEMO_PLAYERS, playDemo } from '../../../src/server/db/seed/demoPlay';
import { verify } from '../../../src/server/modules/ledger/verify';
import { testClock } from '../../support/moneyFixtures';

/**
 * The demo site's first day of play (db/seed/demoPlay.ts): the main page's ranking and best
 * withdrawals come from slips and cash requests that the players' own requests wrote, through
 * the same routes a browser uses, and the ledger still balances.
 */
const clock = testClock('2026-11-21T03:00:00Z'); // 12:00 site time: the bank window is closed
let t: TestApp;
let refused: string[];
beforeAll(async () => {
  t = await createTestApp({ clock });
  refused = await playDemo(t.app);
});
afterAll(() => t.close());

describe('demo play at seed time', () => {
  it('refuses no step in open hours', () => {
    expect(refused).toEqual([]);
  });

  it('fills the ranking from the slips the players placed', async () => {
    const res = await t.call<MainHighlightsResponse>('/api/main/highlights', { userPageType: 'main' });
    const slips = await t.database.db
      .selectFrom('bets as b')
      .innerJoin('members as m', 'm.id', 'b.member_id')
      .select(['b.game_code', 'm.mem_id', 'b.stake'])
      .execute();
    expect(slips).toHaveLength(DEMO_PLAYERS.reduce((n, p) => n + p.plays.length, 0));
    expect(new Set(slips.map((s) => s.mem_id))).toEqual(new Set(DEMO_PLAYERS.map((p) => p.memId)));
    const pwball = res.data.ranking.find((g) => g.gameCode === 'pwball');
    const played = DEMO_PLAYERS.flatMap((p) => p.plays.filter((b) => b.game === 'pwball').map(() => p.memId));
    expect(pwball).toMatchObject({ plays: played.length, players: new Set(played).size });
    expect(res.data.ranking[0]!.gameCode).toBe('pwball');
    expect(res.data.ranking.length).toBeGreaterThanOrEqual(5);
  });

  it("fills today's and the week's best withdrawals from the payouts staff approved", async () => {
    const res = await t.call<MainCashListResponse>('/api/main/cashList', { userPageType: 'main' });
    const paid = [...DEMO_PLAYERS].map((p) => p.withdraw).sort((a, b) => b - a);
    expect(res.data.todayBestOut.map((r) => r.amount)).toEqual(paid.slice(0, 5));
    expect(res.data.weeklyBestOut.map((r) => r.amount)).toEqual(paid.slice(0, 5));
    expect(res.data.todayBestOut[0]!.memId).toMatch(/^lu\*+77$/);
  });

  it('moved every won through the ledger', async () => {
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  });
});

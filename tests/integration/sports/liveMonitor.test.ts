import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { testClock, withKey } from '../../support/moneyFixtures';
import { applyDoc, board, feedDoc, leg, marketOf } from '../../support/sportsSupport';
import { ResultCode } from '../../../src/shared/resultCodes';
import type { BetProcResponse } from '../../../src/shared/api/bets';
import type { OfficeList } from '../../../src/shared/api/office';
import type { SportsLiveMonitorRecord } from '../../../src/shared/api/office/sportsLive';
import type { SportsFixturesResponse } from '../../../src/shared/api/sports';

/**
 * The live monitor (docs/domains/sportsbook.md#live-monitor): the fixtures in play with the feed's
 * last word on them and the house's risk, for staff of the games area only.
 */
const KICK_OFFS = ['2026-11-21T05:00:00Z', '2026-11-21T06:00:00Z', '2026-11-21T07:00:00Z'];
const clock = testClock('2026-11-21T03:00:00Z');
let t: TestApp;
let staff: string;
let b: SportsFixturesResponse;
beforeAll(async () => {
  t = await createTestApp({ clock });
  await applyDoc(t, feedDoc(KICK_OFFS));
  staff = await t.loginStaff();
  b = await board(t);
});
afterAll(() => t.close());

const monitor = (token: string, filter: Record<string, unknown> = {}) =>
  t.call<OfficeList<SportsLiveMonitorRecord>>('/api/admin/sportsLiveMonitor/list', { filter }, { token });

describe('the live monitor', () => {
  it('is empty while nothing is in play', async () => {
    const res = await monitor(staff);
    expect(res.resultCode).toBe(ResultCode.Success);
    expect(res.data).toEqual({ list: [], total: 0 });
  });

  it("shows a fixture in play with the feed's word on it, its markets and the slips it carries", async () => {
    const member = await t.login('member01');
    const home = leg(marketOf(b, 0, '1x2'), 'home');
    const combo = [home, leg(marketOf(b, 1, '1x2'), 'away')];
    for (const [i, legs] of [[home], combo].entries()) {
      const placed = await t.call<BetProcResponse>(
        '/api/bet/betProc',
        { gameType: 'sports', legs, amount: 10_000 },
        withKey(member, `monitor-${i}`),
      );
      expect(placed.resultCode).toBe(ResultCode.Success);
    }
    const fixtureId = b.fixtures[0]!.fixtureId;
    const kickOff = new Date(KICK_OFFS[0]!);
    clock.set('2026-11-21T05:30:00Z');
    // the feed's last word, as the live pass writes it (docs/domains/sportsbook.md#in-play)
    await t.app.deps.db
      .updateTable('sports_fixtures')
      .set({
        state: 'live',
        live_period: '1H',
        live_clock_s: 1_800,
        live_clock_running: true,
        live_home: 1,
        live_away: 0,
        live_stopped: true,
        live_seen_at: new Date(kickOff.getTime() + 30 * 60_000 - 12_000),
      })
      .where('id', '=', fixtureId)
      .execute();
    await t.app.deps.db
      .updateTable('sports_markets')
      .set({ state: 'suspended' })
      .where('fixture_id', '=', fixtureId)
      .where('type', '=', 'total')
      .execute();

    staff = await t.loginStaff();
    const res = await monitor(staff);
    expect(res.resultCode).toBe(ResultCode.Success);
    expect(res.data.total).toBe(1);
    const row = res.data.list[0]!;
    const markets = b.fixtures[0]!.markets.length;
    expect(row).toMatchObject({
      id: fixtureId,
      sport: b.fixtures[0]!.sport,
      period: '1H',
      clockS: 1_800,
      clockRunning: true,
      scoreHome: 1,
      scoreAway: 0,
      stopped: true,
      silentS: 12,
      marketsOpen: markets - 1,
      marketsSuspended: 1,
      slips: 2,
      stake: 20_000,
      pendingSlips: 0,
      pendingStake: 0,
    });
    // both slips hold the home pick: its liability is the sum of their potential payouts
    const rows = await t.app.deps.db
      .selectFrom('bets')
      .select('potential_payout')
      .where('status', '=', 'BET')
      .execute();
    expect(row.liability).toBe(rows.reduce((n, r) => n + r.potential_payout, 0));

    const other = await monitor(staff, { sport: b.fixtures[0]!.sport === 'soccer' ? 'basketball' : 'soccer' });
    expect(other.data.total).toBe(0);
  });

  it('is not for partners', async () => {
    const partner = await t.loginOffice('ptn05');
    expect((await monitor(partner)).resultCode).not.toBe(ResultCode.Success);
  });
});

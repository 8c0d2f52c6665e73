import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import type { MainHighlightsResponse } from '../../../src/shared/api/main';
import { CONTENT_CACHE_TTL_MS } from '../../../src/server/modules/content/cache';
import { memberIdOf, testClock } from '../../support/moneyFixtures';

/**
 * §2 main page highlights: the week's ranking from the slips, no jackpot, and the live video
 * address, which staff may set only to a player the pages' CSP lets the member front frame
 * (LIVE_STREAM_ORIGINS).
 */
const clock = testClock('2026-11-21T03:00:00Z');
const PLAYER = 'https://player.example.com';
let t: TestApp;
let staff: string;

const daysAgo = (days: number) => new Date(clock.now().getTime() - days * 86_400_000);
/** Slips as the products write them (these tests read them back; placing bets is tested per product). */
async function slips(
  memId: string,
  rows: { group: string; vendor: string; game: string; name: string; stake: number; at: Date }[],
) {
  const member_id = await memberIdOf(t, memId);
  await t.database.db
    .insertInto('bets')
    .values(
      rows.map((r) => ({
        site_id: 'demo',
        member_id,
        game_group: r.group,
        vendor_code: r.vendor,
        game_code: r.game,
        game_name: r.name,
        round_id: null,
        stake: r.stake,
        stake_txn_id: null,
        payout_txn_id: null,
        balance_before: null,
        balance_after: null,
        detail: JSON.stringify({}),
        created_at: r.at,
        settled_at: null,
      })),
    )
    .execute();
}
const highlights = async (language?: string) =>
  (
    await t.call<MainHighlightsResponse>(
      '/api/main/highlights',
      { userPageType: 'main' },
      language ? { 'accept-language': language } : {},
    )
  ).data;
/** The main page answers from a cache on the app's clock: move it past the TTL. */
const afterCache = () => clock.advance(CONTENT_CACHE_TTL_MS);

beforeAll(async () => {
  t = await createTestApp({ clock, env: { LIVE_STREAM_ORIGINS: `${PLAYER},https://tv.example.org` } });
  staff = await t.loginStaff();
  const slot = { group: 'slot', vendor: '234', game: 'demo-slot-5x3', name: 'Demo 5x3 Slot' };
  const baccarat = { group: 'casino', vendor: '120', game: 'demo-baccarat', name: 'Classic Baccarat' };
  await slips('member01', [
    { ...slot, stake: 10_000, at: daysAgo(0) },
    { ...slot, stake: 20_000, at: daysAgo(6) },
    { ...baccarat, stake: 50_000, at: daysAgo(1) },
  ]);
  await slips('member02', [
    { ...slot, stake: 30_000, at: daysAgo(2) },
    { ...baccarat, stake: 5_000, at: daysAgo(3) },
  ]);
  // older than the 7 site days: counted nowhere
  await slips(
    'member03',
    Array.from({ length: 5 }, () => ({
      group: 'minigame',
      vendor: 'mg',
      game: 'pwball',
      name: 'pwball',
      stake: 1_000_000,
      at: daysAgo(8),
    })),
  );
});
afterAll(() => t.close());

describe('§2 main page highlights', () => {
  it("ranks the week's games by slips, then players, and leaves older slips out", async () => {
    expect((await highlights()).ranking).toEqual([
      {
        groupCode: 'slot',
        vendorCode: '234',
        gameCode: 'demo-slot-5x3',
        gameName: '럭키 세븐 5x3',
        plays: 3,
        players: 2,
      },
      {
        groupCode: 'casino',
        vendorCode: '120',
        gameCode: 'demo-baccarat',
        gameName: '클래식 바카라',
        plays: 2,
        players: 2,
      },
    ]);
  });

  it('names the games as the catalogue does in the reader language', async () => {
    expect((await highlights('en')).ranking.map((g) => g.gameName)).toEqual(['Lucky Sevens 5x3', 'Classic Baccarat']);
  });

  it('shows no jackpot: nothing on the site pays one', async () => {
    expect(await highlights()).not.toHaveProperty('jackpot');
  });

  it('takes a live video address only from a player origin the CSP frames, and shows it', async () => {
    const update = (liveStreamUrl: string) =>
      t.call('/api/admin/siteOptions/update', { data: { liveStreamUrl } }, { token: staff });
    expect((await update('https://elsewhere.example.net/live')).resultCode).toBe('E003');
    expect((await update('http://player.example.com/live')).resultCode).toBe('E003');
    expect((await highlights()).liveStreamUrl).toBe('');
    expect((await update(`${PLAYER}/embed/channel-7`)).resultCode).toBe('200');
    afterCache();
    expect((await highlights()).liveStreamUrl).toBe(`${PLAYER}/embed/channel-7`);
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain(`frame-src 'self' ${PLAYER} https://tv.example.org`);
    expect((await update('')).resultCode).toBe('200');
  });
});

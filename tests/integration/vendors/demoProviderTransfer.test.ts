import { DEMO_GAMES } from '../../../src/vendorDemo/rules/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';

/**
 * The demo provider's operator-facing calls that need no wallet of the operator's: Valkyrie's
 * gamelaunch, the game list and thumbnails, and the transfer-wallet variant end to end (the
 * vendor keeps the balance; a launched page plays against it).
 */
let t: TestApp;
const KEY = { authorization: 'Bearer demo-provider-key' };

const post = async (url: string, payload: object, headers: Record<string, string> = KEY) => {
  const res = await t.app.inject({ method: 'POST', url, payload, headers });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('demo provider: launch and catalogue', () => {
  it('answers gamelaunch per operator_api.yml with a play address whose one-time code opens the player token', async () => {
    const res = await post(
      '/vendor/demo/demo/gamelaunch',
      { currency: 'KRW', providerGameId: 'demo-baccarat', playerId: '42', language: 'en', casino: 'demo' },
      { ...KEY, 'x-player-token': 'a'.repeat(40) },
    );
    expect(res.status).toBe(200);
    const url = new URL(res.body.gameUrl as string, 'http://x');
    expect(url.pathname).toBe('/vendor/demo/play/demo-baccarat');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(res.body.gameUrl).not.toContain('a'.repeat(40));
    const code = url.searchParams.get('code')!;
    // another game's page, then the right one, then the same code again
    expect((await post('/vendor/demo/game/open', { gameId: 'demo-slot-5x3', code }, {})).status).toBe(401);
    const fresh = new URL(
      (
        await post(
          '/vendor/demo/demo/gamelaunch',
          { currency: 'KRW', providerGameId: 'demo-baccarat', playerId: '42', language: 'en' },
          { ...KEY, 'x-player-token': 'a'.repeat(40) },
        )
      ).body.gameUrl as string,
      'http://x',
    ).searchParams.get('code')!;
    expect(await post('/vendor/demo/game/open', { gameId: 'demo-baccarat', code: fresh }, {})).toEqual({
      status: 200,
      body: { token: 'a'.repeat(40) },
    });
    expect((await post('/vendor/demo/game/open', { gameId: 'demo-baccarat', code: fresh }, {})).status).toBe(401);
  });

  it('refuses a launch without the key (401) or with a bad game, currency or token (400)', async () => {
    const body = { currency: 'KRW', providerGameId: 'demo-slot-5x3', playerId: '42' };
    expect((await post('/vendor/demo/demo/gamelaunch', body, { 'x-player-token': 'tok' })).status).toBe(401);
    expect(
      (
        await post('/vendor/demo/demo/gamelaunch', body, {
          authorization: 'Bearer wrong-key-123',
          'x-player-token': 'tok',
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await post(
          '/vendor/demo/demo/gamelaunch',
          { ...body, providerGameId: 'nope' },
          { ...KEY, 'x-player-token': 'tok' },
        )
      ).status,
    ).toBe(400);
    expect(
      (await post('/vendor/demo/demo/gamelaunch', { ...body, currency: 'USD' }, { ...KEY, 'x-player-token': 'tok' }))
        .status,
    ).toBe(400);
    expect((await post('/vendor/demo/demo/gamelaunch', body)).status).toBe(400);
    expect((await post('/vendor/demo/redtiger/gamelaunch', body, { ...KEY, 'x-player-token': 'tok' })).status).toBe(
      400,
    );
  });

  it("lists its catalogue with each game's stated return and serves their thumbnails", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/vendor/demo/games', headers: KEY });
    const games = (res.json() as { games: { gameId: string; group: string; thumbnail: string; rtp: number }[] }).games;
    expect(games.map((g) => [g.gameId, g.group])).toEqual(DEMO_GAMES.map((g) => [g.gameId, g.group]));
    expect(new Set(games.map((g) => g.group))).toEqual(new Set(['slot', 'casino', 'virtual', 'esports', 'fishing']));
    // a theme returns what its kind of rules returns
    expect(games.find((g) => g.gameId === 'demo-baccarat')!.rtp).toBe(0.9894);
    expect(games.find((g) => g.gameId === 'demo-baccarat-vip')!.rtp).toBe(0.9894);
    for (const g of games) {
      const svg = await t.app.inject({ method: 'GET', url: g.thumbnail });
      expect(svg.statusCode).toBe(200);
      expect(svg.headers['content-type']).toContain('image/svg+xml');
      expect(svg.body).toContain('<svg');
    }
    expect((await t.app.inject({ method: 'GET', url: '/vendor/demo/games' })).statusCode).toBe(401);
  });
});

describe('demo provider: transfer wallet (VENDORS-CONTRACT point 4)', () => {
  it('moves money in and out once per transaction id', async () => {
    expect((await post('/vendor/demo/transfer/balance', { playerId: 'p1' })).body).toEqual({ balance: 0 });
    expect(
      (await post('/vendor/demo/transfer/deposit', { playerId: 'p1', amount: 50_000, transactionId: 'in-1' })).body,
    ).toEqual({ balance: 50_000 });
    expect(
      (await post('/vendor/demo/transfer/deposit', { playerId: 'p1', amount: 50_000, transactionId: 'in-1' })).body,
    ).toEqual({ balance: 50_000 });
    expect(
      (await post('/vendor/demo/transfer/withdraw', { playerId: 'p1', amount: 20_000, transactionId: 'out-1' })).body,
    ).toEqual({ balance: 30_000 });
    expect(
      (await post('/vendor/demo/transfer/withdraw', { playerId: 'p1', amount: 20_000, transactionId: 'out-1' })).body,
    ).toEqual({ balance: 30_000 });
    expect(
      await post('/vendor/demo/transfer/withdraw', { playerId: 'p1', amount: 30_001, transactionId: 'out-2' }),
    ).toEqual({ status: 409, body: { error: 'INSUFFICIENT_FUNDS' } });
    expect(
      await post('/vendor/demo/transfer/withdraw', { playerId: 'ghost', amount: 1, transactionId: 'out-3' }),
    ).toEqual({ status: 404, body: { error: 'UNKNOWN_PLAYER' } });
    expect(await post('/vendor/demo/transfer/deposit', { playerId: 'p1', amount: 1.5, transactionId: 'in-2' })).toEqual(
      { status: 400, body: { error: 'BAD_REQUEST' } },
    );
    expect((await post('/vendor/demo/transfer/balance', { playerId: 'p1' })).body).toEqual({ balance: 30_000 });
    expect((await post('/vendor/demo/transfer/transaction', { transactionId: 'out-1' })).body).toEqual({
      found: true,
      kind: 'WITHDRAW',
      amount: 20_000,
      playerId: 'p1',
    });
    expect((await post('/vendor/demo/transfer/transaction', { transactionId: 'out-2' })).body).toMatchObject({
      found: false,
    });
    expect((await post('/vendor/demo/transfer/balance', { playerId: 'p1' }, {})).status).toBe(401);
  });

  it('launches a page whose rounds move the vendor balance and are listed for the operator', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    await post('/vendor/demo/transfer/deposit', { playerId: 'p2', amount: 100_000, transactionId: 'p2-in' });
    const launch = await post('/vendor/demo/transfer/launch', { playerId: 'p2', gameId: 'demo-baccarat', lang: 'ko' });
    const url = new URL(launch.body.gameUrl as string, 'http://x');
    expect(url.pathname).toBe('/vendor/demo/play/demo-baccarat');
    const opened = await post(
      '/vendor/demo/game/open',
      { gameId: 'demo-baccarat', code: url.searchParams.get('code') },
      {},
    );
    const page = { 'x-player-token': opened.body.token as string };
    const session = await post('/vendor/demo/game/session', { gameId: 'demo-baccarat' }, page);
    expect(session.body).toMatchObject({ wallet: 'transfer', balance: 100_000 });
    const round = await post(
      '/vendor/demo/game/round',
      {
        gameId: 'demo-baccarat',
        bets: [
          { code: 'BANKER', amount: 10_000 },
          { code: 'TIE', amount: 1_000 },
        ],
      },
      page,
    );
    expect(round.status).toBe(200);
    const legs = round.body.legs as { code: string; stake: number; payout: number }[];
    const payout = legs.reduce((n, l) => n + l.payout, 0);
    expect(round.body.balance).toBe(100_000 - 11_000 + payout);
    expect((round.body.table as { cardsLeft: number }).cardsLeft).toBeLessThan(416);
    expect((await post('/vendor/demo/transfer/balance', { playerId: 'p2' })).body).toEqual({
      balance: 100_000 - 11_000 + payout,
    });
    const rounds = (await post('/vendor/demo/transfer/rounds', { since, limit: 10 })).body.rounds as {
      roundId: string;
      playerId: string;
      stake: number;
      payout: number;
    }[];
    expect(rounds).toEqual([
      expect.objectContaining({
        roundId: round.body.roundId,
        playerId: 'p2',
        gameId: 'demo-baccarat',
        stake: 11_000,
        payout,
      }),
    ]);
    // Another game's page, bad bets, and more than the balance are refused without a move.
    expect(
      (await post('/vendor/demo/game/round', { gameId: 'demo-slot-5x3', bets: [{ code: 'SPIN', amount: 200 }] }, page))
        .status,
    ).toBe(403);
    expect(
      (
        await post(
          '/vendor/demo/game/round',
          { gameId: 'demo-baccarat', bets: [{ code: 'BANKER', amount: 150 }] },
          page,
        )
      ).body,
    ).toEqual({ error: 'BAD_BETS' });
    expect(
      (
        await post(
          '/vendor/demo/game/round',
          { gameId: 'demo-baccarat', bets: [{ code: 'PLAYER', amount: 1_000_000 }] },
          page,
        )
      ).body,
    ).toEqual({ error: 'INSUFFICIENT_FUNDS' });
    expect((await post('/vendor/demo/transfer/balance', { playerId: 'p2' })).body).toEqual({
      balance: 100_000 - 11_000 + payout,
    });
  });
});

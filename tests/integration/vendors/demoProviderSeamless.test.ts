import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verify } from '../../../src/server/modules/ledger/verify';
import { createPlayingApp, type PlayingApp } from '../../support/demoProviderPlay';

/**
 * The built-in demo provider against the real operator: a launch through the member's launch
 * call (Valkyrie gamelaunch at /vendor/demo), then rounds whose WITHDRAW / DEPOSIT / CANCEL go
 * over HTTP to /pam and move the member's ledger balance.
 */
let t: PlayingApp;
let member: string;

beforeAll(async () => {
  t = await createPlayingApp();
  member = await t.login('member02');
}, 300_000);
afterAll(async () => t.close());

interface Round {
  roundId: string;
  stake: number;
  payout: number;
  balance: number;
  legs: { code: string; stake: number; payout: number }[];
}

describe('demo provider over /pam', () => {
  it('launches the slot like a Valkyrie provider and spins move the ledger balance', async () => {
    const token = await t.launch(member, '/api/game/getGame/slot', {
      vendorKey: 234,
      gameKey: 'demo-slot-5x3',
      lang: 'en',
    });
    const start = await t.cash('member02');
    const session = await t.page<{ wallet: string; balance: number; rtp: number }>(token, 'session', {
      gameId: 'demo-slot-5x3',
    });
    expect(session.body).toMatchObject({ wallet: 'seamless', balance: start });
    expect(session.body.rtp).toBeCloseTo(0.9621, 4);
    let expected = start;
    for (let i = 0; i < 8; i++) {
      const spin = await t.page<Round>(token, 'round', {
        gameId: 'demo-slot-5x3',
        bets: [{ code: 'SPIN', amount: 1000 }],
      });
      expect(spin.status).toBe(200);
      expected += spin.body.payout - 1000;
      expect(spin.body.balance).toBe(expected);
      expect(await t.cash('member02')).toBe(expected);
    }
    const rounds = await t.app.deps.db
      .selectFrom('demo_rounds')
      .select(['status'])
      .where('game_id', '=', 'demo-slot-5x3')
      .execute();
    expect(rounds.every((r) => r.status === 'SETTLED')).toBe(true);
    // The token is bound to its game: another game's page is refused.
    expect(
      (await t.page(token, 'round', { gameId: 'demo-baccarat', bets: [{ code: 'BANKER', amount: 1000 }] })).status,
    ).toBe(403);
  });

  it('plays a baccarat hand with one leg per bet type in one round and one slip', async () => {
    const token = await t.launch(member, '/api/game/getGame/casino', {
      vendorKey: 120,
      gameKey: 'demo-baccarat',
      lang: 'ko',
    });
    const before = await t.cash('member02');
    const hand = await t.page<
      Round & {
        outcome: { hand: { result: string; player: number[]; banker: number[] } };
        table: { cardsLeft: number; road: string[] };
      }
    >(token, 'round', {
      gameId: 'demo-baccarat',
      bets: [
        { code: 'BANKER', amount: 10_000 },
        { code: 'TIE', amount: 1_000 },
        { code: 'PLAYER_PAIR', amount: 1_000 },
      ],
    });
    expect(hand.status).toBe(200);
    expect(hand.body.legs.map((l) => l.code)).toEqual(['BANKER', 'TIE', 'PLAYER_PAIR']);
    expect(hand.body.outcome.hand.player.length).toBeGreaterThanOrEqual(2);
    expect(hand.body.table.road).toEqual([hand.body.outcome.hand.result]);
    expect(hand.body.table.cardsLeft).toBeLessThan(416 - 4);
    expect(await t.cash('member02')).toBe(before - 12_000 + hand.body.payout);
    const slip = await t.app.deps.db
      .selectFrom('bets')
      .select(['id', 'round_id'])
      .where('round_id', 'like', `%${hand.body.roundId}%`)
      .execute();
    expect(slip).toHaveLength(1);
    const legs = await t.app.deps.db
      .selectFrom('bet_legs')
      .select(['market'])
      .where('bet_id', '=', slip[0]!.id)
      .orderBy('leg_no')
      .execute();
    expect(legs.map((l) => l.market)).toEqual(['BANKER', 'TIE', 'PLAYER_PAIR']);
  });

  it('cancels a round whose second WITHDRAW is refused, and takes nothing for a stake above the balance', async () => {
    const token = await t.launch(member, '/api/game/getGame/casino', { vendorKey: 120, gameKey: 'demo-baccarat' });
    const before = await t.cash('member02');
    const first = Math.floor(before / 100) * 100 - 100;
    const refused = await t.page(token, 'round', {
      gameId: 'demo-baccarat',
      bets: [
        { code: 'PLAYER', amount: Math.min(first, 1_000_000) },
        { code: 'TIE', amount: 1_000_000 },
      ],
    });
    expect(refused).toEqual({ status: 409, body: { error: 'PAM_ERR_CASH_OVERDRAFT' } });
    expect(await t.cash('member02')).toBe(before);
    const cancelled = await t.app.deps.db
      .selectFrom('demo_rounds')
      .select(['status', 'reason'])
      .where('game_id', '=', 'demo-baccarat')
      .where('status', '=', 'CANCELLED')
      .execute();
    expect(cancelled).toEqual([{ status: 'CANCELLED', reason: 'PAM_ERR_CASH_OVERDRAFT' }]);
    expect(
      (await t.page(token, 'round', { gameId: 'demo-baccarat', bets: [{ code: 'BANKER', amount: 999_999 }] })).body,
    ).toEqual({ error: 'BAD_BETS' });
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  });

  it('refuses a page without a valid player session', async () => {
    expect((await t.page('0'.repeat(40), 'session', { gameId: 'demo-slot-5x3' })).status).toBe(401);
  });
});

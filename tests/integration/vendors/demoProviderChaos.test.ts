import { afterAll, beforeAll, expect, it } from 'vitest';
import { verify } from '../../../src/server/modules/ledger/verify';
import { createPlayingApp, type PlayingApp } from '../../support/demoProviderPlay';

/**
 * DEMO_PROVIDER_CHAOS: the provider repeats callbacks, sends a round's CANCEL before its
 * WITHDRAW and loses answers (retrying them), while rounds run in parallel. Whatever happened,
 * the member's ledger balance moved by exactly the settled rounds' payouts minus their stakes,
 * the cancelled rounds took nothing, and the ledger's invariants hold.
 */
let t: PlayingApp;
let member: string;

beforeAll(async () => {
  t = await createPlayingApp({ DEMO_PROVIDER_CHAOS: 'repeat=0.3,reorder=0.35,drop=0.2' });
  member = await t.login('member03');
}, 300_000);
afterAll(async () => t.close());

it('keeps the wallet exact under repeated, reordered and lost callbacks', async () => {
  const slot = await t.launch(member, '/api/game/getGame/slot', { vendorKey: 234, gameKey: 'demo-slot-5x3' });
  const baccarat = await t.launch(member, '/api/game/getGame/casino', { vendorKey: 120, gameKey: 'demo-baccarat' });
  const start = await t.cash('member03');
  const statuses: number[] = [];
  for (let batch = 0; batch < 6; batch++) {
    const results = await Promise.all([
      t.page(slot, 'round', { gameId: 'demo-slot-5x3', bets: [{ code: 'SPIN', amount: 500 }] }),
      t.page(slot, 'round', { gameId: 'demo-slot-5x3', bets: [{ code: 'SPIN', amount: 1000 }] }),
      t.page(baccarat, 'round', {
        gameId: 'demo-baccarat',
        bets: [
          { code: 'PLAYER', amount: 1000 },
          { code: 'BANKER_PAIR', amount: 500 },
        ],
      }),
    ]);
    statuses.push(...results.map((r) => r.status));
  }
  const rounds = await t.app.deps.db
    .selectFrom('demo_rounds')
    .select(['status', 'stake', 'payout', 'reason'])
    .where('player_id', 'is not', null)
    .execute();
  expect(rounds).toHaveLength(18);
  expect(rounds.every((r) => r.status === 'SETTLED' || r.status === 'CANCELLED')).toBe(true);
  expect(rounds.filter((r) => r.reason === 'REORDERED').length).toBeGreaterThan(0);
  expect(statuses.filter((s) => s !== 200).length).toBe(rounds.filter((r) => r.status === 'CANCELLED').length);
  const net = rounds.filter((r) => r.status === 'SETTLED').reduce((n, r) => n + (r.payout ?? 0) - r.stake, 0);
  expect(await t.cash('member03')).toBe(start + net);
  expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
});

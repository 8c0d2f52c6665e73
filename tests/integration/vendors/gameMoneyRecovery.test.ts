import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, listenLocal, type TestApp } from '../../support/testApp';
import { memberIdOf } from '../../support/moneyFixtures';
import { reconcileTransferVendors } from '../../../src/server/modules/vendors/reconcile';
import { verify } from '../../../src/server/modules/ledger/verify';
import type { HeldGameMoney } from '../../../src/shared/api/games';

/**
 * Money left at a transfer-wallet vendor (docs/domains/vendors.md#money-left-at-a-vendor), against
 * the built-in demo transfer vendor over HTTP: the vendor keeps its own balance and refuses to pay
 * out more than it holds, as a real one does. The member's cash goes in at launch, a round is
 * played on the vendor's page, the header's figure (/api/cash/gameMoney) follows the vendor, and
 * two recoveries at once (the window's close and a sign-in) pay it back once.
 */
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await listenLocal(t);
  const staff = await t.loginStaff();
  const updated = await t.call(
    '/api/admin/vendors/update',
    {
      id: 'slot:233',
      data: { adapterKind: 'transfer', settings: { baseUrl: `${base}/vendor/demo`, provider: 'demo-transfer' } },
    },
    { token: staff },
  );
  expect(updated.resultCode).toBe('200');
}, 300_000);
afterAll(async () => t.close());

const cashOf = async (memberId: number) =>
  (
    await t.app.deps.db
      .selectFrom('accounts')
      .select('balance')
      .where('member_id', '=', memberId)
      .where('asset', '=', 'cash')
      .executeTakeFirstOrThrow()
  ).balance!;

/** One round of the demo slot on the page the launch opened, as the member's browser plays it. */
async function playOneRound(gameUrl: string): Promise<number> {
  const url = new URL(gameUrl, base);
  const post = async (path: string, body: object, headers: Record<string, string> = {}) =>
    (
      await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    ).json() as Promise<Record<string, unknown>>;
  const opened = await post('/vendor/demo/game/open', { gameId: 'demo-slot-5x3', code: url.searchParams.get('code') });
  const round = await post(
    '/vendor/demo/game/round',
    { gameId: 'demo-slot-5x3', bets: [{ code: 'SPIN', amount: 1_000 }] },
    { 'x-player-token': opened.token as string },
  );
  expect(round.stake).toBe(1_000);
  return round.balance as number;
}

it('shows the money held at the vendor until it is back, and two recoveries at once pay it once', async () => {
  const token = await t.login('member03');
  const id = await memberIdOf(t, 'member03');
  const start = await cashOf(id);
  expect(start).toBeGreaterThan(1_000);
  const held = () => t.call<HeldGameMoney>('/api/cash/gameMoney', {}, { token });
  expect((await held()).data).toEqual({ vendors: [], total: 0 });

  const launched = await t.call<{ gameUrl: string }>(
    '/api/game/getGame/slot',
    { vendorKey: 233, gameKey: 'demo-slot-5x3' },
    { token },
  );
  expect(launched.resultCode).toBe('200');
  expect(await cashOf(id)).toBe(0);
  expect((await held()).data).toEqual({
    vendors: [{ groupCode: 'slot', procId: 233, name: expect.any(String), amount: start }],
    total: start,
  });

  // A round at the vendor: the header's figure is the vendor's balance, win or lose.
  const atVendor = await playOneRound(launched.data.gameUrl);
  expect((await held()).data.total).toBe(atVendor);

  // The game window closes while the member signs in again elsewhere: both bring the money back.
  const out = () =>
    t.call<{ moved: number; cashAmt: number }>(
      '/api/cash/outGameMoney',
      { gameCategory: 'slot', vendorKey: 233 },
      { token },
    );
  const [a, b] = await Promise.all([out(), out()]);
  expect([a.resultCode, b.resultCode]).toEqual(['200', '200']);
  expect([a.data.moved, b.data.moved].sort((x, y) => x - y)).toEqual([0, atVendor]);
  expect(await cashOf(id)).toBe(atVendor);
  expect((await held()).data).toEqual({ vendors: [], total: 0 });

  // One payout in the ledger, under the key of the vendor's transaction; a third recovery moves nothing.
  const outs = await t.app.deps.db
    .selectFrom('ledger_transactions')
    .select(['idempotency_key', 'kind'])
    .where('kind', '=', 'vendor.out')
    .where('idempotency_key', 'like', 'vendor:demo-transfer:out-%')
    .execute();
  expect(outs).toHaveLength(1);
  const vendorTx = outs[0]!.idempotency_key.slice('vendor:demo-transfer:'.length);
  const lookup = await fetch(`${base}/vendor/demo/transfer/transaction`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${t.config.DEMO_PROVIDER_KEY}` },
    body: JSON.stringify({ transactionId: vendorTx }),
  });
  expect(await lookup.json()).toMatchObject({ found: true, kind: 'WITHDRAW', amount: atVendor });
  expect((await out()).data).toEqual({ moved: 0, cashAmt: atVendor });

  // The round is written by the reconciliation job: the game wallet ends at zero, the vendor agrees.
  expect(await reconcileTransferVendors(t.app.deps)).toEqual({ rounds: 1, flagged: 0 });
  expect(await cashOf(id)).toBe(atVendor);
  expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
});

it('answers nothing held for a member who never played a transfer-wallet game', async () => {
  const token = await t.login('member01');
  expect((await t.call<HeldGameMoney>('/api/cash/gameMoney', {}, { token })).data).toEqual({ vendors: [], total: 0 });
  expect(
    (await t.call('/api/cash/outGameMoney', { gameCategory: 'slot', vendorKey: 233 }, { token })).data,
  ).toMatchObject({ moved: 0 });
  expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
});

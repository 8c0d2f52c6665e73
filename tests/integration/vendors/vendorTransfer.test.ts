import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { memberIdOf } from '../../support/moneyFixtures';
import { startTransferVendor } from '../../support/transferVendor';
import { reconcileTransferVendors } from '../../../src/server/modules/vendors/reconcile';
import { sweepExpiredSessions } from '../../../src/server/modules/vendors/expiredSessions';
import { verify } from '../../../src/server/modules/ledger/verify';

/**
 * A transfer-wallet vendor (docs/domains/vendors.md#transfer-wallets; a stand-in speaking
 * VENDORS-CONTRACT point 4). At launch the member's cash moves into the game wallet; the vendor
 * plays a round on its own balance; the reconciliation job writes the round (slip and ledger) and
 * finds no difference until the vendor's balance drifts; outGameMoney brings the money back.
 */
let t: TestApp;
let vendor: Awaited<ReturnType<typeof startTransferVendor>>;
let balances: Map<string, number>;

beforeAll(async () => {
  vendor = await startTransferVendor();
  ({ balances } = vendor);
  t = await createTestApp();
  await vendor.connect(t);
}, 300_000);
afterAll(async () => {
  await t.close();
  await vendor.close();
});

it('moves cash in at launch, writes the vendor round, reconciles, and brings the money back', async () => {
  const token = await t.login('member03');
  const id = await memberIdOf(t, 'member03');
  const cash = async () =>
    (
      await t.app.deps.db
        .selectFrom('accounts')
        .select('balance')
        .where('member_id', '=', id)
        .where('asset', '=', 'cash')
        .executeTakeFirstOrThrow()
    ).balance!;
  const start = await cash();
  const launched = await t.call<{ gameUrl: string }>(
    '/api/game/getGame/slot',
    { vendorKey: 233, gameKey: 'demo-slot-5x3' },
    { token },
  );
  expect(launched.resultCode).toBe('200');
  expect(await cash()).toBe(0);
  expect(balances.get(String(id))).toBe(start);

  // The vendor plays a round on its own balance: stake 1,000, payout 2,500.
  balances.set(String(id), start + 1_500);
  vendor.state.rounds = [
    {
      roundId: 'tr-1',
      playerId: String(id),
      gameId: 'demo-slot-5x3',
      stake: 1_000,
      payout: 2_500,
      at: new Date().toISOString(),
    },
  ];
  expect(await reconcileTransferVendors(t.app.deps)).toEqual({ rounds: 1, flagged: 0 });
  expect(await reconcileTransferVendors(t.app.deps)).toEqual({ rounds: 0, flagged: 0 });
  const slip = await t.app.deps.db
    .selectFrom('bets')
    .selectAll()
    .where('round_id', '=', 'tr-1')
    .executeTakeFirstOrThrow();
  expect(slip).toMatchObject({ stake: 1_000, payout: 2_500, status: 'WIN', game_group: 'slot' });

  // The vendor's balance drifts from the ledger's: flagged for staff.
  balances.set(String(id), start + 1_400);
  expect((await reconcileTransferVendors(t.app.deps)).flagged).toBe(1);
  const staff = await t.loginStaff();
  const flags = await t.call<{ list: { difference: number; vendorId: string }[] }>(
    '/api/admin/vendorReconcile/list',
    {},
    { token: staff },
  );
  expect(flags.data.list[0]).toMatchObject({ vendorId: 'slot:233', difference: -100 });

  expect((await t.call('/api/cash/outGameMoney', {}, { token })).resultCode).toBe('C010');
  const out = await t.call<{ moved: number; cashAmt: number }>(
    '/api/cash/outGameMoney',
    { gameCategory: 'slot' },
    { token },
  );
  expect(out.data).toEqual({ moved: start + 1_400, cashAmt: start + 1_400 });
  expect(balances.get(String(id))).toBe(0);
  expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
});

it('responsible play: moves in no more than the loss and stake limits leave, and opens no game once one is used up', async () => {
  const token = await t.login('member01');
  const id = await memberIdOf(t, 'member01');
  const cash = async () =>
    (
      await t.app.deps.db
        .selectFrom('accounts')
        .select('balance')
        .where('member_id', '=', id)
        .where('asset', '=', 'cash')
        .executeTakeFirstOrThrow()
    ).balance!;
  const start = await cash();
  expect(start).toBeGreaterThan(10_000);
  expect(
    (await t.call('/api/member/limits/set', { kind: 'loss', period: 'day', amount: 10_000 }, { token })).resultCode,
  ).toBe('200');

  expect(
    (await t.call('/api/game/getGame/slot', { vendorKey: 233, gameKey: 'demo-slot-5x3' }, { token })).resultCode,
  ).toBe('200');
  expect(balances.get(String(id))).toBe(10_000);
  expect(await cash()).toBe(start - 10_000);

  // The vendor's round loses all of it; once written, the day's loss limit is used up.
  balances.set(String(id), 0);
  vendor.state.rounds = [
    {
      roundId: 'tr-limit',
      playerId: String(id),
      gameId: 'demo-slot-5x3',
      stake: 10_000,
      payout: 0,
      at: new Date().toISOString(),
    },
  ];
  expect((await reconcileTransferVendors(t.app.deps)).rounds).toBe(1);
  const refused = await t.call('/api/game/getGame/slot', { vendorKey: 233, gameKey: 'demo-slot-5x3' }, { token });
  expect(refused).toMatchObject({
    resultCode: 'R002',
    data: { kind: 'loss', period: 'day', limit: 10_000, used: 10_000 },
  });
  expect(await cash()).toBe(start - 10_000);
  expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
});

it('an expired session brings the game wallet back to cash under a key naming the expiry, once', async () => {
  const token = await t.login('member03');
  const id = await memberIdOf(t, 'member03');
  const db = t.app.deps.db;
  const cash = async () =>
    (
      await db
        .selectFrom('accounts')
        .select('balance')
        .where('member_id', '=', id)
        .where('asset', '=', 'cash')
        .executeTakeFirstOrThrow()
    ).balance!;
  const start = await cash();
  expect(
    (await t.call('/api/game/getGame/slot', { vendorKey: 233, gameKey: 'demo-slot-5x3' }, { token })).resultCode,
  ).toBe('200');
  expect(await cash()).toBe(0);
  const session = await db
    .selectFrom('game_sessions')
    .selectAll()
    .where('member_id', '=', id)
    .where('ended_at', 'is', null)
    .where('adapter_kind', '=', 'transfer')
    .executeTakeFirstOrThrow();

  // The member loses a round at the vendor, then leaves the window without bringing the money back.
  balances.set(String(id), start - 1_000);
  vendor.state.rounds = [
    {
      roundId: 'tr-2',
      playerId: String(id),
      gameId: 'demo-slot-5x3',
      stake: 1_000,
      payout: 0,
      at: new Date().toISOString(),
    },
  ];
  // (The 100 won the vendor lost in the test above still stand flagged: only the round matters here.)
  expect((await reconcileTransferVendors(t.app.deps)).rounds).toBe(1);
  expect(await sweepExpiredSessions(t.app.deps)).toEqual({ ended: 0, returned: 0, failed: 0 });
  await db
    .updateTable('game_sessions')
    .set({ expires_at: new Date(Date.now() - 1_000) })
    .where('id', '=', session.id)
    .execute();

  expect(await sweepExpiredSessions(t.app.deps)).toEqual({ ended: 1, returned: start - 1_000, failed: 0 });
  expect(await cash()).toBe(start - 1_000);
  expect(balances.get(String(id))).toBe(0);
  const key = `vendor:demo-transfer:expired-${session.id}`;
  expect(
    await db.selectFrom('ledger_transactions').select('kind').where('idempotency_key', '=', key).execute(),
  ).toEqual([{ kind: 'vendor.out' }]);
  expect(
    await db.selectFrom('game_sessions').select('end_reason').where('id', '=', session.id).executeTakeFirstOrThrow(),
  ).toEqual({ end_reason: 'expired' });
  // Nothing left to sweep: a second pass moves nothing.
  expect(await sweepExpiredSessions(t.app.deps)).toEqual({ ended: 0, returned: 0, failed: 0 });
  expect(await cash()).toBe(start - 1_000);
  expect(await verify(db)).toEqual({ ok: true, violations: [] });
});

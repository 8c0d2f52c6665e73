import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { memberIdOf, setOptions } from '../../support/moneyFixtures';
import { startTransferVendor } from '../../support/transferVendor';
import { grantRequirement, progressOf, requirementOf } from '../../support/wagering';
import { reconcileTransferVendors } from '../../../src/server/modules/vendors/reconcile';
import { verify } from '../../../src/server/modules/ledger/verify';

/**
 * A transfer-wallet vendor's rounds never come through /pam: they are written by the
 * reconciliation job (docs/domains/vendors.md#transfer-wallets), and each advances the member's
 * wagering there, by the same rule as every other stake (docs/domains/wagering.md). The money the
 * member moved into the vendor's wallet is still the member's: the lapse option weighs it with cash.
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

it("a reconciled round advances the member's wagering by its weight; the game wallet keeps it from lapsing", async () => {
  const token = await t.login('member03');
  const id = await memberIdOf(t, 'member03');
  const req = await grantRequirement(t.app.deps.db, {
    memberId: id,
    source: 'test:transfer',
    toWager: 1_000_000,
    weights: { slot: 5_000 },
  });
  // Whatever stands outside the game wallet after the launch (nothing) is below the threshold.
  await setOptions(t, { wagerLapseBelow: 1_000 });
  expect(
    (await t.call('/api/game/getGame/slot', { vendorKey: 233, gameKey: 'demo-slot-5x3' }, { token })).resultCode,
  ).toBe('200');
  const held = balances.get(String(id))!;
  expect(held).toBeGreaterThan(10_000);

  // The vendor plays two rounds on its own balance; the job writes them.
  balances.set(String(id), held - 3_001);
  const at = new Date().toISOString();
  vendor.state.rounds = [
    { roundId: 'w-1', playerId: String(id), gameId: 'demo-slot-5x3', stake: 3_001, payout: 0, at },
    { roundId: 'w-2', playerId: String(id), gameId: 'demo-slot-5x3', stake: 2_000, payout: 2_000, at },
  ];
  expect(await reconcileTransferVendors(t.app.deps)).toEqual({ rounds: 2, flagged: 0 });
  const slips = await t.app.deps.db
    .selectFrom('bets')
    .select(['id', 'round_id'])
    .where('round_id', 'in', ['w-1', 'w-2'])
    .orderBy('round_id')
    .execute();
  expect(await requirementOf(t.app.deps.db, req)).toEqual({ wagered: 1_500 + 1_000, state: 'active', closed: false });
  expect(await progressOf(t.app.deps.db, req)).toEqual({ [slips[0]!.id]: 1_500, [slips[1]!.id]: 1_000 });
  // A round written again adds nothing.
  expect(await reconcileTransferVendors(t.app.deps)).toEqual({ rounds: 0, flagged: 0 });
  expect((await requirementOf(t.app.deps.db, req)).wagered).toBe(2_500);

  // Once the wallet too is below the threshold, the next round lapses the requirement.
  balances.set(String(id), 0);
  vendor.state.rounds = [
    { roundId: 'w-3', playerId: String(id), gameId: 'demo-slot-5x3', stake: held - 3_001, payout: 0, at },
  ];
  expect(await reconcileTransferVendors(t.app.deps)).toEqual({ rounds: 1, flagged: 0 });
  expect(await requirementOf(t.app.deps.db, req)).toEqual({
    wagered: 2_500 + Math.floor((held - 3_001) / 2),
    state: 'lapsed',
    closed: true,
  });
  await setOptions(t, { wagerLapseBelow: 0 });
  expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
});

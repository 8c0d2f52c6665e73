import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { slipOutsideLedger, wonCasinoSlip } from '../../support/moneyFixtures';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import type { DomainEvent } from '../../../src/server/events/bus';
import { LedgerKind, post, SystemAccount, vendorAccount } from '../../../src/server/modules/ledger/service';
import { memberBalances, systemBalance } from '../../../src/server/modules/ledger/repo';
import { verify } from '../../../src/server/modules/ledger/verify';

let t: TestApp;
let memberId: number;
const events: DomainEvent[] = [];
beforeAll(async () => {
  t = await createTestApp();
  t.app.deps.bus.subscribe((e) => events.push(e));
  memberId = (
    await t.app.deps.db.selectFrom('members').select('id').where('mem_id', '=', 'member01').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const stake = (key: string, amount: number) =>
  post(t.app.deps, {
    siteId: DEMO.siteId,
    idempotencyKey: key,
    kind: LedgerKind.VendorIn,
    postings: [
      { account: { member: memberId, asset: 'cash' }, amount: -amount },
      { account: { system: vendorAccount('casino', 101), asset: 'cash' }, amount },
    ],
  });

describe('ledger service', () => {
  it('the demo seed paid members and partners from the house bank, and verifies clean', async () => {
    expect(await memberBalances(t.app.deps.db, memberId)).toEqual({ cash: 500_000, point: 30_000 });
    expect(await systemBalance(t.app.deps.db, DEMO.siteId, SystemAccount.House, 'cash')).toBe(
      -(3 * 500_000 + 5 * 1_000_000),
    );
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  });

  it('moves money once per key, publishes one cash event, and answers the replay without moving', async () => {
    events.length = 0;
    const first = await stake('test:once', 1_000);
    expect(first.replayed).toBe(false);
    expect(first.balances.get(memberId)).toEqual({ cash: 499_000, point: 30_000 });
    expect(events).toEqual([{ type: 'cash', memberId, cash: 499_000, point: 30_000 }]);
    const again = await stake('test:once', 1_000);
    expect(again).toMatchObject({ replayed: true, transactionId: first.transactionId });
    expect((await memberBalances(t.app.deps.db, memberId)).cash).toBe(499_000);
    expect(events).toHaveLength(1);
  });

  it('refuses the same key with other postings (E004) and a debit beyond the balance (C001), moving nothing', async () => {
    await expect(stake('test:once', 2_000)).rejects.toMatchObject({ code: 'E004' });
    await expect(stake('test:too-much', 10_000_000)).rejects.toMatchObject({ code: 'C001' });
    expect((await memberBalances(t.app.deps.db, memberId)).cash).toBe(499_000);
    const refused = await t.app.deps.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', 'test:too-much')
      .execute();
    expect(refused).toEqual([]);
  });

  it('the same key posted ten times at once moves money once', async () => {
    const before = (await memberBalances(t.app.deps.db, memberId)).cash;
    const results = await Promise.all(Array.from({ length: 10 }, () => stake('test:race', 300)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect((await memberBalances(t.app.deps.db, memberId)).cash).toBe(before - 300);
  });

  it('refuses unbalanced postings before touching the database', async () => {
    await expect(
      post(t.app.deps, {
        siteId: DEMO.siteId,
        idempotencyKey: 'test:unbalanced',
        kind: LedgerKind.Seed,
        postings: [
          { account: { member: memberId, asset: 'cash' }, amount: 10 },
          { account: { system: SystemAccount.House, asset: 'cash' }, amount: -9 },
        ],
      }),
    ).rejects.toThrow(/sum to 1/);
  });

  it('never writes a system-account row: its row version is the one it was created with', async () => {
    const versions = () =>
      sql<{
        id: number;
        xmin: string;
        xmax: string;
      }>`select id, xmin::text, xmax::text from accounts where member_id is null order by id`
        .execute(t.app.deps.db)
        .then((r) => r.rows);
    const before = await versions();
    await Promise.all(Array.from({ length: 20 }, (_, i) => stake(`test:hot:${i}`, 100)));
    expect(await versions()).toEqual(before);
    expect(before.every((r) => r.xmax === '0')).toBe(true);
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  });

  it('verify finds each bet stake and payout in the ledger exactly once, and reports one that is not', async () => {
    await wonCasinoSlip(t.app.deps, memberId);
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
    await slipOutsideLedger(t.app.deps, memberId);
    expect((await verify(t.app.deps.db)).violations.map((v) => v.check)).toEqual(['betStakeNotInLedger']);
    await t.app.deps.db.deleteFrom('bets').where('stake_txn_id', 'is', null).execute();
  });

  it('verify reports a cached balance that does not match its entries', async () => {
    await t.app.deps.db
      .updateTable('accounts')
      .set({ balance: 1 })
      .where('member_id', '=', memberId)
      .where('asset', '=', 'point')
      .execute();
    const result = await verify(t.app.deps.db);
    expect(result.ok).toBe(false);
    expect(result.violations.map((v) => v.check)).toContain('balanceNotSumOfEntries');
    await t.app.deps.db
      .updateTable('accounts')
      .set({ balance: 30_000 })
      .where('member_id', '=', memberId)
      .where('asset', '=', 'point')
      .execute();
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseMonth, monthAfter } from '../../support/ageMonths';
import { createTestApp, type TestApp } from '../../support/testApp';
import { wonCasinoSlip } from '../../support/moneyFixtures';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { LedgerKind, SystemAccount } from '../../../src/server/modules/ledger/service';
import { monthsPeriod, verify, type Period } from '../../../src/server/modules/ledger/verify';

/**
 * Each check of one month's ledger:verify (docs/operations/ledger-verify.md#one-period) finds a
 * violation planted in its month and none planted in another: the demo seed and one slip last
 * month, one slip this month. Each case plants one fault, looks, and undoes it.
 */
let t: TestApp;
const db = () => t.app.deps.db;
/** The database's present month and the one before (entries take the database's now()). */
let month: Date;
let last: Date;
const periodOf = (m: Date): Period => monthsPeriod(m.toISOString().slice(0, 7));

interface Slip {
  betId: number;
  memberId: number;
  stakeTxn: number;
  payoutTxn: number;
}
/** One slip of each month: last month's by member02, this month's by member01. */
const slips: Partial<Record<'last' | 'this', Slip>> = {};

const memberIdOf = async (memId: string) =>
  (await db().selectFrom('members').select('id').where('mem_id', '=', memId).executeTakeFirstOrThrow()).id;

const slip = (memberId: number): Promise<Slip> => wonCasinoSlip(t.app.deps, memberId);

/** Moves transactions (and their entries) a month back, a transaction and its entries keeping one time. */
async function monthBack(transactions: 'all' | number[]): Promise<void> {
  const which = (column: string) =>
    transactions === 'all' ? sql`true` : sql`${sql.ref(column)} in (${sql.join(transactions)})`;
  await sql`update ledger_transactions set created_at = created_at - interval '1 month' where ${which('id')}`.execute(
    db(),
  );
  await sql`update ledger_entries set created_at = created_at - interval '1 month' where ${which('transaction_id')}`.execute(
    db(),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  month = await databaseMonth(db());
  last = monthAfter(month, -1);
  await sql`select month_partition_ensure('ledger_entries', ${last.toISOString()}::timestamptz)`.execute(db());
  // The seed's money last month, and a slip after it, so that every account's chain runs in id order
  // through last month into this one.
  await monthBack('all');
  await sql`update bets set created_at = created_at - interval '1 month'`.execute(db());
  const before = await slip(await memberIdOf('member02'));
  await monthBack([before.stakeTxn, before.payoutTxn]);
  await sql`update bets set created_at = created_at - interval '1 month' where id = ${before.betId}`.execute(db());
  slips.last = before;
  slips.this = await slip(await memberIdOf('member01'));
});
afterAll(() => t.close());

const checksOf = async (m: Date) => [...new Set((await verify(db(), periodOf(m))).violations.map((v) => v.check))];
const houseAccount = async (asset: 'cash' | 'point' = 'cash') =>
  (
    await db()
      .selectFrom('accounts')
      .select('id')
      .where('site_id', '=', DEMO.siteId)
      .where('code', '=', SystemAccount.House)
      .where('asset', '=', asset)
      .executeTakeFirstOrThrow()
  ).id;
const memberCashEntry = async (s: Slip, txn: number) =>
  (
    await sql<{ id: number; created_at: Date }>`select e.id, e.created_at from ledger_entries e
      join accounts a on a.id = e.account_id
      where e.transaction_id = ${txn} and a.member_id = ${s.memberId} and a.asset = 'cash'`.execute(db())
  ).rows[0]!;

/** Each period check, with a fault planted on a month's slip and its undoing. */
const faults: Record<string, (s: Slip) => Promise<() => Promise<unknown>>> = {
  transactionNotBalanced: async (s) => {
    const house = await houseAccount();
    await sql`insert into ledger_entries (transaction_id, account_id, amount, created_at)
      select id, ${house}, 1, created_at from ledger_transactions where id = ${s.stakeTxn}`.execute(db());
    return () =>
      db().deleteFrom('ledger_entries').where('transaction_id', '=', s.stakeTxn).where('amount', '=', 1).execute();
  },
  transactionTooFewEntries: async (s) => {
    await sql`insert into ledger_transactions (site_id, idempotency_key, kind, request_hash, created_at)
      select site_id, 'verify-month:empty', ${LedgerKind.Seed}, '-', created_at from ledger_transactions where id = ${s.stakeTxn}`.execute(
      db(),
    );
    return () => db().deleteFrom('ledger_transactions').where('idempotency_key', '=', 'verify-month:empty').execute();
  },
  entryWithoutAccount: async (s) => {
    await sql`insert into ledger_entries (transaction_id, account_id, amount, created_at)
      select id, -1, 1, created_at from ledger_transactions where id = ${s.stakeTxn}`.execute(db());
    return () => db().deleteFrom('ledger_entries').where('account_id', '=', -1).execute();
  },
  entryWithoutTransaction: async (s) => {
    // A balanced pair naming no transaction: only the missing transaction is wrong.
    const house = await houseAccount();
    await sql`insert into ledger_entries (transaction_id, account_id, amount, created_at)
      select -1, ${house}, x.amount, created_at from ledger_transactions, (values (1), (-1)) x(amount)
      where id = ${s.stakeTxn}`.execute(db());
    return () => db().deleteFrom('ledger_entries').where('transaction_id', '=', -1).execute();
  },
  balanceNotChained: async (s) => {
    // The stake's balance_after, not the account's last (the payout follows it).
    const { id } = await memberCashEntry(s, s.stakeTxn);
    await sql`update ledger_entries set balance_after = balance_after + 1 where id = ${id}`.execute(db());
    return () => sql`update ledger_entries set balance_after = balance_after - 1 where id = ${id}`.execute(db());
  },
  balanceNotLastEntry: async (s) => {
    const cash = db().updateTable('accounts').where('member_id', '=', s.memberId).where('asset', '=', 'cash');
    await cash.set({ balance: sql`balance + 1` }).execute();
    return () => cash.set({ balance: sql`balance - 1` }).execute();
  },
  betStakeNotInLedger: async (s) => {
    await db().updateTable('bets').set({ stake: 5_001 }).where('id', '=', s.betId).execute();
    return () => db().updateTable('bets').set({ stake: 5_000 }).where('id', '=', s.betId).execute();
  },
  betPayoutNotInLedger: async (s) => {
    await db().updateTable('bets').set({ payout_txn_id: null }).where('id', '=', s.betId).execute();
    return () => db().updateTable('bets').set({ payout_txn_id: s.payoutTxn }).where('id', '=', s.betId).execute();
  },
};

describe('ledger:verify of one month', () => {
  it('the whole ledger and each month verify clean', async () => {
    expect(await verify(db())).toEqual({ ok: true, violations: [] });
    expect(await verify(db(), periodOf(last))).toEqual({ ok: true, violations: [] });
    expect(await verify(db(), periodOf(month))).toEqual({ ok: true, violations: [] });
    // Each month holds its slip's money.
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ledger_entries
      where transaction_id in (${slips.last!.stakeTxn}, ${slips.last!.payoutTxn})
        and created_at >= ${last.toISOString()}::timestamptz and created_at < ${month.toISOString()}::timestamptz`.execute(
      db(),
    );
    expect(rows[0]!.n).toBe(4);
  });

  for (const [check, plant] of Object.entries(faults))
    for (const which of ['last', 'this'] as const)
      it(`${check} planted ${which} month is found by that month's check only`, async () => {
        const [here, other] = which === 'last' ? [last, month] : [month, last];
        const undo = await plant(slips[which]!);
        try {
          expect(await checksOf(here)).toEqual([check]);
          expect(await checksOf(other)).toEqual([]);
        } finally {
          await undo();
        }
        expect(await checksOf(here)).toEqual([]);
      });

  it('a transaction that sums to zero over two assets but not in each is not balanced', async () => {
    const s = slips.this!;
    const [cash, point] = [await houseAccount('cash'), await houseAccount('point')];
    await sql`insert into ledger_entries (transaction_id, account_id, amount, created_at)
      select id, x.account, x.amount, created_at from ledger_transactions, (values (${cash}::bigint, 7), (${point}::bigint, -7)) x(account, amount)
      where id = ${s.stakeTxn}`.execute(db());
    const found = (await verify(db(), periodOf(month))).violations;
    expect(found.map((v) => [v.check, v.detail.asset, v.detail.total])).toEqual(
      expect.arrayContaining([
        ['transactionNotBalanced', 'cash', '7'],
        ['transactionNotBalanced', 'point', '-7'],
      ]),
    );
    expect(found).toHaveLength(2);
    await db()
      .deleteFrom('ledger_entries')
      .where('transaction_id', '=', s.stakeTxn)
      .where('amount', 'in', [7, -7])
      .execute();
    expect(await checksOf(month)).toEqual([]);
  });

  it("a slip written just before midnight of a month's last day, its stake just after, is checked with its month", async () => {
    // member03's slip, its money this month and the slip's own row last month.
    const s = await slip(await memberIdOf('member03'));
    await sql`update bets set created_at = created_at - interval '1 month' where id = ${s.betId}`.execute(db());
    expect(await checksOf(last)).toEqual([]);
    expect(await checksOf(month)).toEqual([]);
    await db().updateTable('bets').set({ stake: 4_999 }).where('id', '=', s.betId).execute();
    expect(await checksOf(last)).toEqual(['betStakeNotInLedger']);
    expect(await checksOf(month)).toEqual([]);
    await db().updateTable('bets').set({ stake: 5_000 }).where('id', '=', s.betId).execute();
    expect(await verify(db())).toEqual({ ok: true, violations: [] });
  });
});

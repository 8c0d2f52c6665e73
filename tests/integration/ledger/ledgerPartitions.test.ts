import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { approvedDeposit, testClock } from '../../support/moneyFixtures';
import { databaseMonth, monthAfter } from '../../support/ageMonths';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { monthPartitionsJob } from '../../../src/server/jobs/monthPartitionsJob';
import { LedgerKind, post, SystemAccount } from '../../../src/server/modules/ledger/service';
import { monthsPeriod, verify, type Period } from '../../../src/server/modules/ledger/verify';

/**
 * Ledger entries partitioned by month (docs/adr/0016-monthly-partitions.md): a write lands in its
 * month's partition, one whose month has none lands in the default and the partitions job moves it,
 * an idempotency key is refused whatever month the retry comes in, and ledger:verify of one month
 * reads that month only.
 */
const clock = testClock();
let t: TestApp;
/** The database's present month (entries take the database's now(), not the app's clock). */
let month: Date;
beforeAll(async () => {
  t = await createTestApp({ clock });
  month = await databaseMonth(t.app.deps.db);
});
afterAll(() => t.close());

const partitionOf = (m: Date) => `ledger_entries_p${m.toISOString().slice(0, 7).replace('-', '')}`;
const periodOf = (m: Date): Period => monthsPeriod(m.toISOString().slice(0, 7));
const silent = { info: () => undefined } as never;

/** A deposit asked for and approved through HTTP: the ledger key deposit:<id>. */
const deposit = (amount: number, key: string) => approvedDeposit(t, clock, amount, key);

/** Where each entry of the transaction with this key is stored. */
async function partitionsOfKey(key: string): Promise<string[]> {
  const { rows } = await sql<{ part: string }>`
    select e.tableoid::regclass::text as part from ledger_entries e
    join ledger_transactions x on x.id = e.transaction_id
    where x.idempotency_key = ${key} order by e.id`.execute(t.app.deps.db);
  return rows.map((r) => r.part);
}

const defaultRows = async () =>
  Number(
    (await sql<{ n: string }>`select count(*) as n from ledger_entries_default`.execute(t.app.deps.db)).rows[0]!.n,
  );

describe('ledger entries by month', () => {
  it('start-up made this month and the next, and a write lands in its month', async () => {
    const { rows } = await sql<{ name: string }>`
      select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'ledger_entries'::regclass`.execute(t.app.deps.db);
    const names = rows.map((r) => r.name);
    expect(names).toEqual(
      expect.arrayContaining(['ledger_entries_default', partitionOf(month), partitionOf(monthAfter(month))]),
    );
    const key = await deposit(10_000, 'partition-1');
    expect(await partitionsOfKey(key)).toEqual([partitionOf(month), partitionOf(month)]);
    expect(await defaultRows()).toBe(0);
  });

  it('a write whose month has no partition lands in the default; the job makes the month and moves it there', async () => {
    const db = t.app.deps.db;
    // This month without its partition, as a month no start-up or job pass has reached: its rows in the default.
    const name = partitionOf(month);
    await sql`alter table ledger_entries detach partition ${sql.table(name)}`.execute(db);
    await sql`insert into ledger_entries select * from ${sql.table(name)}`.execute(db);
    await sql`drop table ${sql.table(name)}`.execute(db);

    const key = await deposit(20_000, 'partition-2');
    expect(await partitionsOfKey(key)).toEqual(['ledger_entries_default', 'ledger_entries_default']);

    clock.set(month.toISOString());
    await monthPartitionsJob(t.app.deps, silent).run();
    expect(await partitionsOfKey(key)).toEqual([name, name]);
    expect(await defaultRows()).toBe(0);
    expect(await verify(db)).toEqual({ ok: true, violations: [] });
  });

  it('the job makes next month ahead: a write next month finds its partition', async () => {
    const next = monthAfter(month, 2);
    clock.set(monthAfter(month).toISOString());
    await monthPartitionsJob(t.app.deps, silent).run();
    // An entry stamped next month, rolled back: it is written to that month's partition, made ahead.
    const landed = await t.app.deps.db
      .transaction()
      .execute(async (trx) => {
        const { rows } = await sql<{ part: string }>`
          insert into ledger_entries (transaction_id, account_id, amount, created_at)
          values (0, 0, 1, ${next.toISOString()}::timestamptz + interval '1 day')
          returning tableoid::regclass::text as part`.execute(trx);
        throw Object.assign(new Error('roll back'), { part: rows[0]!.part });
      })
      .catch((error: { part: string }) => error.part);
    expect(landed).toBe(partitionOf(next));
  });

  it('a key is refused again whatever month the retry comes in', async () => {
    const db = t.app.deps.db;
    const movement = (key: string) =>
      post(t.app.deps, {
        siteId: DEMO.siteId,
        idempotencyKey: key,
        kind: LedgerKind.Seed,
        postings: [
          { account: { system: SystemAccount.House, asset: 'cash' }, amount: -5_000 },
          { account: { system: SystemAccount.Bonus, asset: 'cash' }, amount: 5_000 },
        ],
      });
    const first = await movement('partition:month-end');
    // The first movement as if made last month (its entries move to last month's partition).
    const last = monthAfter(month, -1);
    await monthPartitionsJob(t.app.deps, silent).run();
    await sql`select month_partition_ensure('ledger_entries', ${last.toISOString()}::timestamptz)`.execute(db);
    await sql`update ledger_transactions set created_at = created_at - interval '1 month' where id = ${first.transactionId}`.execute(
      db,
    );
    await sql`update ledger_entries set created_at = created_at - interval '1 month' where transaction_id = ${first.transactionId}`.execute(
      db,
    );
    expect(await partitionsOfKey('partition:month-end')).toEqual([partitionOf(last), partitionOf(last)]);

    const retry = await movement('partition:month-end');
    expect(retry).toMatchObject({ replayed: true, transactionId: first.transactionId });
    expect(await partitionsOfKey('partition:month-end')).toHaveLength(2);
    expect(await verify(db)).toEqual({ ok: true, violations: [] });
  });

  it("verify of one month checks that month's rows only, with the balances carried into it", async () => {
    const db = t.app.deps.db;
    expect(await verify(db, periodOf(month))).toEqual({ ok: true, violations: [] });
    expect(await verify(db, periodOf(monthAfter(month, -1)))).toEqual({ ok: true, violations: [] });

    // A hand-made entry last month: its month's check finds it, this month's does not.
    const last = monthAfter(month, -1);
    const house = await db
      .selectFrom('accounts')
      .select('id')
      .where('site_id', '=', DEMO.siteId)
      .where('code', '=', SystemAccount.House)
      .where('asset', '=', 'cash')
      .executeTakeFirstOrThrow();
    const txn = await db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', 'partition:month-end')
      .executeTakeFirstOrThrow();
    await sql`insert into ledger_entries (transaction_id, account_id, amount, created_at)
      select id, ${house.id}, 1, created_at from ledger_transactions where id = ${txn.id}`.execute(db);
    const lastMonth = await verify(db, periodOf(last));
    expect(lastMonth.violations.map((v) => v.check)).toEqual(['transactionNotBalanced']);
    expect(await verify(db, periodOf(month))).toEqual({ ok: true, violations: [] });
    await db.deleteFrom('ledger_entries').where('transaction_id', '=', txn.id).where('amount', '=', 1).execute();

    // A member's balance_after that does not follow from the entry before it, this month.
    const memberEntry = await sql<{ id: number }>`
      select e.id from ledger_entries e join accounts a on a.id = e.account_id
      where a.member_id is not null and e.created_at >= ${month.toISOString()}::timestamptz
      order by e.id desc limit 1`.execute(db);
    const { id } = memberEntry.rows[0]!;
    await sql`update ledger_entries set balance_after = balance_after + 1 where id = ${id}`.execute(db);
    const broken = await verify(db, periodOf(month));
    expect(new Set(broken.violations.map((v) => v.check))).toEqual(
      new Set(['balanceNotChained', 'balanceNotLastEntry']),
    );
    expect(await verify(db, periodOf(last))).toEqual({ ok: true, violations: [] });
    await sql`update ledger_entries set balance_after = balance_after - 1 where id = ${id}`.execute(db);
    expect(await verify(db)).toEqual({ ok: true, violations: [] });
  });
});

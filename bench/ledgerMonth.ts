import { sql } from 'kysely';
import type { Database } from '../src/server/db/database';
import { LedgerKind } from '../src/server/modules/ledger/service';

/**
 * A busy month of casino slips written set-based in SQL (PostgreSQL), for `ledger:verify` of one
 * month (docs/operations/ledger-verify.md#one-period): `slips` slips spread evenly over the month
 * starting at `month`, round-robin over the site's members; each slip a stake transaction (member's
 * cash to the vendor, two entries) and every other one of a member's slips a payout (two more), with
 * the member's balance_after chained from its balance before and the cached balance moved to the
 * last entry's, exactly as the service writes them. Answers the entries written.
 */
export async function writeMonthOfSlips(
  database: Database,
  site: string,
  vendorCode: string,
  month: Date,
  slips: number,
): Promise<number> {
  const db = database.db;
  const to = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
  const spacingMs = (to.getTime() - month.getTime()) / slips;
  await sql`select month_partition_ensure(t, ${month.toISOString()}::timestamptz) from unnest(array['ledger_entries', 'bets']) as t`.execute(
    db,
  );
  await db.transaction().execute(async (trx) => {
    await sql`create temp table bench_members on commit drop as
      select (row_number() over (order by member_id) - 1)::int as idx, id as account_id, member_id, balance
      from accounts where site_id = ${site} and asset = 'cash' and member_id is not null`.execute(trx);
    await sql`create temp table bench_slips on commit drop as
      select k, m.idx, m.account_id, m.member_id, m.balance, k / c.n as j, (k / c.n) % 2 = 0 as win,
        ${month.toISOString()}::timestamptz + (k * ${spacingMs}::float8) * interval '1 millisecond' as at,
        b.bets + k + 1 as bet_id, b.txns + 2 * k + 1 as stake_txn, b.txns + 2 * k + 2 as payout_txn, b.entries + 4 * k as entry
      from (select count(*)::bigint as n from bench_members) c,
        (select (select coalesce(max(id), 0) from bets) as bets, (select coalesce(max(id), 0) from ledger_transactions) as txns,
          (select coalesce(max(id), 0) from ledger_entries) as entries) b,
        generate_series(0::bigint, ${slips - 1}::bigint) k
        join bench_members m on m.idx = k % (select count(*) from bench_members)`.execute(trx);
    await sql`insert into bets (id, site_id, member_id, game_group, vendor_code, game_code, stake, payout, status,
        stake_txn_id, payout_txn_id, created_at, settled_at)
      select bet_id, ${site}, member_id, 'casino', 'bench', 'bench', 1000, case when win then 1950 else 0 end,
        case when win then 'WIN' else 'LOSE' end, stake_txn, case when win then payout_txn end, at, at
      from bench_slips`.execute(trx);
    await sql`insert into ledger_transactions (id, site_id, idempotency_key, kind, request_hash, created_at)
      select stake_txn, ${site}, 'bet:stake:' || bet_id, ${LedgerKind.BetStake}, '-', at from bench_slips
      union all
      select payout_txn, ${site}, 'bet:payout:' || bet_id, ${LedgerKind.BetPayout}, '-', at from bench_slips where win`.execute(
      trx,
    );
    // A member's j-th slip (from 0) follows j stakes and ceil(j / 2) payouts.
    await sql`insert into ledger_entries (id, transaction_id, account_id, amount, balance_after, created_at)
      select entry + 1, stake_txn, account_id, -1000, balance - 1000 * (j + 1) + 1950 * ((j + 1) / 2), at from bench_slips
      union all
      select entry + 2, stake_txn, v.id, 1000, null, at from bench_slips, (select id from accounts where site_id = ${site} and code = ${vendorCode} and asset = 'cash') v
      union all
      select entry + 3, payout_txn, account_id, 1950, balance - 1000 * (j + 1) + 1950 * (j / 2 + 1), at from bench_slips where win
      union all
      select entry + 4, payout_txn, v.id, -1950, null, at from bench_slips, (select id from accounts where site_id = ${site} and code = ${vendorCode} and asset = 'cash') v
      where win`.execute(trx);
    await sql`update accounts a set balance = l.balance_after
      from (select distinct on (account_id) account_id, balance - 1000 * (j + 1) + case when win then 1950 * (j / 2 + 1) else 1950 * ((j + 1) / 2) end as balance_after
            from bench_slips order by account_id, k desc) l
      where a.id = l.account_id`.execute(trx);
    await sql`select setval('bets_id_seq', (select max(id) from bets)),
      setval('ledger_transactions_id_seq', (select max(id) from ledger_transactions)),
      setval('ledger_entries_id_seq', (select max(id) from ledger_entries))`.execute(trx);
  });
  await sql`analyze bets`.execute(db);
  await sql`analyze ledger_transactions`.execute(db);
  await sql`analyze ledger_entries`.execute(db);
  const { rows } = await sql<{ n: string }>`select count(*) as n from ledger_entries
    where created_at >= ${month.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz`.execute(
    db,
  );
  return Number(rows[0]!.n);
}

import { sql, type Kysely } from 'kysely';
import type { DB } from '../../src/server/db/schema';
import { MONTHLY_TABLES } from '../../src/server/db/monthPartitions';

export const monthAfter = (m: Date, n = 1) => new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + n, 1));

/** The database's present month (entries take the database's now(), not an app's clock). */
export async function databaseMonth(db: Kysely<DB>): Promise<Date> {
  const { rows } = await sql<{ month: string }>`
    select to_char(date_trunc('month', now() at time zone 'UTC'), 'YYYY-MM-DD') as month`.execute(db);
  return new Date(`${rows[0]!.month}T00:00:00Z`);
}

/**
 * Time passing, by hand (docs/operations/retention.md tests): every ledger movement and slip made
 * since `month` began moved `months` earlier (a transaction and its entries together, as they are
 * written; a slip with its legs, its key and its settlement), into that month's partitions, made first.
 */
export async function ageMonths(db: Kysely<DB>, month: Date, months: number): Promise<void> {
  for (const table of MONTHLY_TABLES)
    await sql`select month_partition_ensure(${table}, ${monthAfter(month, -months).toISOString()}::timestamptz)`.execute(
      db,
    );
  const shift = sql.raw(`interval '${months} months'`);
  const since = sql`${month.toISOString()}::timestamptz`;
  await sql`update ledger_transactions set created_at = created_at - ${shift} where created_at >= ${since}`.execute(db);
  await sql`update ledger_entries set created_at = created_at - ${shift} where created_at >= ${since}`.execute(db);
  for (const table of ['bets', 'bet_legs'] as const)
    await sql`update ${sql.table(table)} set created_at = created_at - ${shift},
        settled_at = case when settled_at >= ${since} then settled_at - ${shift} else settled_at end
      where created_at >= ${since}`.execute(db);
  await sql`update bet_keys set created_at = created_at - ${shift} where created_at >= ${since}`.execute(db);
}

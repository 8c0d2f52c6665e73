import { sql, type Kysely } from 'kysely';
import type { DB } from '../../src/server/db/schema';

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
 * written), into that month's partition, made first.
 */
export async function ageMonths(db: Kysely<DB>, month: Date, months: number): Promise<void> {
  await sql`select month_partition_ensure('ledger_entries', ${monthAfter(month, -months).toISOString()}::timestamptz)`.execute(
    db,
  );
  const shift = sql.raw(`interval '${months} months'`);
  const since = month.toISOString();
  await sql`update ledger_transactions set created_at = created_at - ${shift} where created_at >= ${since}::timestamptz`.execute(
    db,
  );
  await sql`update ledger_entries set created_at = created_at - ${shift} where created_at >= ${since}::timestamptz`.execute(
    db,
  );
  await sql`update bets set created_at = created_at - ${shift} where created_at >= ${since}::timestamptz`.execute(db);
}

import type { ScriptConnection } from './database';

/**
 * The tables partitioned by month on created_at (docs/adr/0016-monthly-partitions.md), each with a
 * default partition that takes a write whose month has no partition yet: the ledger's entries, and
 * slips and their legs (a leg's created_at is its slip's).
 */
const MONTHLY_TABLES = ['ledger_entries', 'bets', 'bet_legs'] as const;

/** How many months past the present get their partition before any write needs it. */
const MONTHS_AHEAD = 1;

type Query = Pick<ScriptConnection, 'query'>;

const monthStart = (year: number, month: number) => new Date(Date.UTC(year, month, 1));

/**
 * Makes this month's partition and the next of every monthly table, and one for every month whose
 * rows the default partition took meanwhile, moving them into it
 * (db/functions/month_partition_ensure.sql). Runs at start-up (migrate) and from the partitions
 * job; `now` is a parameter so a test can name the present. Answers the partitions it created.
 */
export async function ensureMonthPartitions(conn: Query, now: Date): Promise<string[]> {
  const made: string[] = [];
  for (const table of MONTHLY_TABLES) {
    const stray = await conn.query<{ month: Date }>(
      `select distinct date_trunc('month', created_at at time zone 'UTC') at time zone 'UTC' as month
       from ${table}_default`,
    );
    const months = [
      ...Array.from({ length: MONTHS_AHEAD + 1 }, (_, i) => monthStart(now.getUTCFullYear(), now.getUTCMonth() + i)),
      ...stray.map((r) => new Date(r.month)),
    ];
    for (const month of months) {
      const rows = await conn.query<{ made: boolean }>('select month_partition_ensure($1, $2) as made', [table, month]);
      if (rows[0]?.made) made.push(`${table}_p${month.toISOString().slice(0, 7).replace('-', '')}`);
    }
  }
  return made;
}

/** The retention job archives the months of the same tables (db/archive/monthArchives.ts). */
export { MONTHLY_TABLES };

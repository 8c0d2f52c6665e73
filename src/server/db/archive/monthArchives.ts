import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../schema';
import { archiveBatches, readManifest, writeArchive } from './archiveFiles';

/**
 * Months of the monthly tables leaving the database for files, and coming back
 * (docs/operations/retention.md, docs/adr/0016-monthly-partitions.md). Generic over the tables: each
 * is partitioned by month on created_at with an `id` column leading its key, and a table whose rows
 * carry something that must outlive them (the ledger's balances) names a hook.
 */

/** A month as [from, to). */
export interface Month {
  from: Date;
  to: Date;
}

export interface MonthArchiveHook {
  /**
   * Runs in the transaction that drops the month, while its rows are still there: keeps what must
   * outlive them. Throwing keeps the month in the database (the pass stops there).
   */
  beforeDrop(trx: Transaction<DB>, month: Month): Promise<void>;
}

export interface ArchiveOptions {
  /** The archive directory (ARCHIVE_DIR). */
  dir: string;
  /** Months wholly before this instant (the first of a UTC month) leave. */
  before: Date;
  tables: readonly string[];
  hooks?: Readonly<Record<string, MonthArchiveHook>>;
}

/** Rows per query while exporting and per insert while reading back. */
const BATCH = 5_000;
/**
 * Detaching a partition locks its parent against every write: a detach that would wait behind a
 * long read gives up after this, and the next pass tries again, rather than stall every writer.
 */
const LOCK_TIMEOUT = '5s';

const PARTITION = /_p(\d{4})(\d{2})$/;

const monthText = (month: Date) => month.toISOString().slice(0, 7);
const partitionOf = (table: string, month: Date) => `${table}_p${monthText(month).replace('-', '')}`;
const monthOf = (from: Date): Month => ({
  from,
  to: new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1)),
});

/** `YYYY-MM` as a month; a malformed one throws. */
export function parseMonth(text: string): Month {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text);
  if (!m) throw new Error(`${text} is not a month (YYYY-MM)`);
  return monthOf(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)));
}

/** The months of a table's attached partitions, oldest first. */
async function attachedMonths(db: Kysely<DB>, table: string): Promise<Date[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = ${table}::regclass`.execute(db);
  return rows
    .map((r) => PARTITION.exec(r.name))
    .filter((m) => m !== null)
    .map((m) => new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)))
    .sort((a, b) => a.getTime() - b.getTime());
}

/**
 * The rows' count and an order-free checksum of them (the sum of each row's hash, as JSON): computed
 * on the partition when it is exported, again when it is dropped, and on the rows read back, so the
 * three are proven the same rows.
 */
async function rowsDigest(db: Kysely<DB>, relation: string): Promise<{ rows: number; digest: string }> {
  const { rows } = await sql<{ rows: number; digest: string }>`
    select count(*)::int as rows, coalesce(sum(hashtextextended(to_jsonb(t)::text, 0)), 0)::text as digest
    from ${sql.table(relation)} t`.execute(db);
  return rows[0]!;
}

/** A partition's rows as JSON lines, in batches by id (the one column every monthly table's key leads with). */
async function* rowLines(db: Kysely<DB>, relation: string): AsyncGenerator<string> {
  let after = Number.MIN_SAFE_INTEGER;
  for (;;) {
    const { rows } = await sql<{ id: number; line: string }>`
      select id, to_jsonb(t)::text as line from ${sql.table(relation)} t
      where id > ${after}::bigint order by id limit ${BATCH}`.execute(db);
    for (const row of rows) yield row.line;
    if (rows.length < BATCH) return;
    after = rows.at(-1)!.id;
  }
}

interface Catalogued {
  digest: string;
  sha256: string;
  restored_at: Date | null;
}

const catalogued = async (db: Kysely<DB>, table: string, month: Date): Promise<Catalogued | undefined> =>
  db
    .selectFrom('month_archives')
    .select(['digest', 'sha256', 'restored_at'])
    .where('table_name', '=', table)
    .where('month', '=', month)
    .executeTakeFirst();

/**
 * Drops a month whose file is finished: in one transaction, its rows proven still the file's, the
 * hook run, the month catalogued, the partition detached and dropped. A failure anywhere rolls all
 * of it back: the month stays attached and uncatalogued, and the next pass starts it over.
 */
async function dropMonth(
  db: Kysely<DB>,
  table: string,
  month: Date,
  file: { file: string; rows: number; digest: string; sha256: string },
  hook: MonthArchiveHook | undefined,
  known: boolean,
): Promise<void> {
  const relation = partitionOf(table, month);
  await db.transaction().execute(async (trx) => {
    await sql`select set_config('lock_timeout', ${LOCK_TIMEOUT}, true)`.execute(trx);
    await sql`lock table ${sql.table(relation)} in share mode`.execute(trx);
    const now = await rowsDigest(trx, relation);
    if (now.rows !== file.rows || now.digest !== file.digest)
      throw new Error(`${relation} changed since its export (${now.rows} rows, ${file.rows} in ${file.file}): kept`);
    await hook?.beforeDrop(trx, monthOf(month));
    if (known)
      await trx
        .updateTable('month_archives')
        .set({ archived_at: sql<Date>`now()` })
        .where('table_name', '=', table)
        .where('month', '=', month)
        .execute();
    else
      await trx
        .insertInto('month_archives')
        .values({
          table_name: table,
          month,
          file: file.file,
          row_count: file.rows,
          sha256: file.sha256,
          digest: file.digest,
        })
        .execute();
    await sql`alter table ${sql.table(table)} detach partition ${sql.table(relation)}`.execute(trx);
    await sql`drop table ${sql.table(relation)}`.execute(trx);
  });
}

/**
 * One pass of the retention job: for each table, oldest first, every attached month wholly before
 * `before` is exported (unless it was before and was only read back), proven, and dropped. A month
 * read back and not yet released (restored_at) stays. Stops at the first failure, so months leave in
 * order. Answers the partitions that left.
 */
export async function archiveMonths(db: Kysely<DB>, options: ArchiveOptions): Promise<string[]> {
  const left: string[] = [];
  for (const table of options.tables) {
    for (const month of await attachedMonths(db, table)) {
      if (monthOf(month).to > options.before) break;
      const relation = partitionOf(table, month);
      const hook = options.hooks?.[table];
      const known = await catalogued(db, table, month);
      if (known?.restored_at) continue;
      if (known) {
        // Read back and released: the file stands; the rows must still be its rows.
        const manifest = await readManifest(options.dir, table, monthText(month));
        if (manifest.sha256 !== known.sha256) throw new Error(`${manifest.file} is not the file catalogued`);
        await dropMonth(db, table, month, manifest, hook, true);
      } else {
        // A row of this month still in the default partition would be left behind: the partitions job moves it first.
        const { rows } = await sql<{ stray: boolean }>`
          select exists (select 1 from ${sql.table(`${table}_default`)} where created_at < ${monthOf(month).to}) as stray`.execute(
          db,
        );
        if (rows[0]!.stray) throw new Error(`${table}_default holds rows of ${monthText(month)} or before: kept`);
        const before = await rowsDigest(db, relation);
        const manifest = await writeArchive(
          options.dir,
          table,
          monthText(month),
          rowLines(db, relation),
          before.digest,
        );
        if (manifest.rows !== before.rows)
          throw new Error(`${manifest.file}: ${manifest.rows} rows exported of ${before.rows}`);
        await dropMonth(db, table, month, manifest, hook, false);
      }
      left.push(relation);
    }
  }
  return left;
}

/**
 * `npm run archive:read`: an archived month back in its table, attached as its partition again, so
 * reports and `ledger:verify -- <month>` read it as before. The file is held to its manifest and the
 * catalogue, the rows read back to the digest the month had when it left; all in one transaction.
 * The month stays until released (`releaseMonth`); the retention job then drops it again.
 */
export async function restoreMonth(db: Kysely<DB>, dir: string, table: string, month: Month): Promise<number> {
  const known = await catalogued(db, table, month.from);
  if (!known) throw new Error(`${table} ${monthText(month.from)} is not archived`);
  if (known.restored_at) throw new Error(`${table} ${monthText(month.from)} is already read back`);
  const manifest = await readManifest(dir, table, monthText(month.from));
  if (manifest.sha256 !== known.sha256 || manifest.digest !== known.digest)
    throw new Error(`${manifest.file} is not the file catalogued`);
  const relation = partitionOf(table, month.from);
  await db.transaction().execute(async (trx) => {
    await sql`create table ${sql.table(relation)} (like ${sql.table(table)} including defaults including constraints)`.execute(
      trx,
    );
    // the storage a new month gets (month_partition_ensure.sql): bet_legs' fillfactor, say
    const { rows: storage } = await sql<{ options: string[] | null }>`
      select reloptions as options from pg_class where oid = to_regclass(${`${table}_default`})`.execute(trx);
    const options = storage[0]?.options ?? [];
    if (options.length) await sql`alter table ${sql.table(relation)} set (${sql.raw(options.join(', '))})`.execute(trx);
    for await (const batch of archiveBatches(dir, manifest, BATCH))
      await sql`insert into ${sql.table(relation)}
        select * from jsonb_populate_recordset(null::${sql.table(relation)}, ${`[${batch.join(',')}]`}::jsonb)`.execute(
        trx,
      );
    const read = await rowsDigest(trx, relation);
    if (read.rows !== manifest.rows || read.digest !== manifest.digest)
      throw new Error(`${manifest.file} read back as ${read.rows} rows that are not the month's (${manifest.rows})`);
    await sql`alter table ${sql.table(table)} attach partition ${sql.table(relation)}
      for values from (${sql.lit(month.from.toISOString())}) to (${sql.lit(month.to.toISOString())})`.execute(trx);
    await trx
      .updateTable('month_archives')
      .set({ restored_at: sql<Date>`now()` })
      .where('table_name', '=', table)
      .where('month', '=', month.from)
      .execute();
  });
  return manifest.rows;
}

/** Done with a month read back: the retention job's next pass drops it again (its file stands). */
export async function releaseMonth(db: Kysely<DB>, table: string, month: Month): Promise<boolean> {
  const result = await db
    .updateTable('month_archives')
    .set({ restored_at: null })
    .where('table_name', '=', table)
    .where('month', '=', month.from)
    .where('restored_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The months of `table` in [from, to) that are in their files only (archived and not read back), as `YYYY-MM`. */
export async function monthsAway(db: Kysely<DB>, table: string, span: Month): Promise<string[]> {
  const rows = await db
    .selectFrom('month_archives')
    .select('month')
    .where('table_name', '=', table)
    .where('month', '>=', span.from)
    .where('month', '<', span.to)
    .where('restored_at', 'is', null)
    .orderBy('month')
    .execute();
  return rows.map((r) => monthText(new Date(r.month)));
}

import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { AdvisoryLock } from './advisoryLocks';
import type { Database, ScriptConnection } from './database';
import { functionFiles } from './functionFiles';
import { ensureMonthPartitions } from './monthPartitions';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface MigrateOptions {
  /**
   * false: the migrations only, as the migrator ran before function files existed (the upgrade
   * test starts from that state). Default true.
   */
  functions?: boolean;
}

/**
 * The schema in two parts (src/server/db/migrations/README.md), under one advisory lock so only one
 * node migrates at a time:
 *
 * 1. Plain SQL migrations, applied in file-name order, each in its own transaction, each once. They
 *    carry tables, indexes, types and drops, never a function's body: an applied migration is
 *    history and is never edited, and a migration that changes a function's signature or return
 *    type drops the old function (its file then creates the new one).
 * 2. The live SQL functions, one file each (`modules/<domain>/sql/<name>.sql`, or `db/functions/`
 *    for a function no domain owns), each applied whenever its text differs from the one last
 *    applied (name and sha256 in schema_functions) or its function is missing, all in one
 *    transaction with `check_function_bodies = off`, so their order does not matter.
 *
 * 3. This month's and next month's partitions of the tables partitioned by month
 *    (db/monthPartitions.ts), so that a start-up in a new month finds its partition there.
 *
 * One set of files serves PGlite and PostgreSQL, so they use only SQL both understand.
 */
export async function migrate(database: Database, options: MigrateOptions = {}): Promise<string[]> {
  const conn = await database.scriptConnection();
  try {
    await conn.query('select pg_advisory_lock($1)', [AdvisoryLock.migrate]);
    try {
      const ran = await applyMigrations(conn);
      if (options.functions !== false) {
        ran.push(...(await applyFunctions(conn)));
        ran.push(...(await ensureMonthPartitions(conn, new Date())));
      }
      return ran;
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [AdvisoryLock.migrate]);
    }
  } finally {
    conn.release();
  }
}

async function applyMigrations(conn: ScriptConnection): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  await conn.exec(`create table if not exists schema_migrations (
    name text primary key, applied_at timestamptz not null default now())`);
  const done = await conn.query<{ name: string }>('select name from schema_migrations');
  const applied = new Set(done.map((r) => r.name));
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const text = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
    const name = file.replace(/'/g, "''");
    try {
      await conn.exec(`begin;\n${text}\n;insert into schema_migrations (name) values ('${name}');\ncommit;`);
    } catch (error) {
      await conn.exec('rollback').catch(() => undefined);
      throw new Error(`migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
    ran.push(file);
  }
  return ran;
}

/** The function files whose text changed or whose function is missing; answers their paths. */
async function applyFunctions(conn: ScriptConnection): Promise<string[]> {
  const files = await functionFiles();
  await conn.exec(`create table if not exists schema_functions (
    name text primary key, sha256 text not null, applied_at timestamptz not null default now())`);
  const done = await conn.query<{ name: string; sha256: string }>('select name, sha256 from schema_functions');
  const applied = new Map(done.map((r) => [r.name, r.sha256]));
  const live = await conn.query<{ name: string }>(
    'select distinct proname as name from pg_proc where pronamespace = current_schema()::regnamespace',
  );
  const present = new Set(live.map((r) => r.name));
  const due = files.filter((f) => applied.get(f.name) !== f.sha256 || !present.has(f.name));
  if (!due.length) return [];
  await conn.exec('begin; set local check_function_bodies = off');
  try {
    for (const file of due) {
      try {
        await conn.exec(file.text);
      } catch (error) {
        throw new Error(`function file ${file.path} failed: ${(error as Error).message}`, { cause: error });
      }
    }
    // Names are plain SQL names and hashes hex (functionFiles), so they go in as literals.
    const rows = due.map((f) => `('${f.name}', '${f.sha256}')`).join(', ');
    await conn.exec(`insert into schema_functions (name, sha256) values ${rows}
      on conflict (name) do update set sha256 = excluded.sha256, applied_at = now(); commit`);
  } catch (error) {
    await conn.exec('rollback').catch(() => undefined);
    throw error;
  }
  return due.map((f) => f.path);
}

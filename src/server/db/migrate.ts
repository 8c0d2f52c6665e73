import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Database } from './database';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
/** Any constant shared by every node: only one node migrates at a time. */
const MIGRATION_LOCK = 7_204_001;

/**
 * Plain SQL migrations, applied in file-name order, each in its own transaction, each once.
 * One set of files serves PGlite and PostgreSQL, so they use only SQL both understand.
 */
export async function migrate(database: Database): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const conn = await database.scriptConnection();
  try {
    await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
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
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    conn.release();
  }
}

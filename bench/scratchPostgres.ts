import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/database';
import type { BenchContext } from './harness';

/**
 * Runs `work` on a fresh PostgreSQL database (created on ctx.postgresUrl's server, dropped after),
 * so a bench seeds as much as it likes without touching anyone's data. An unreachable server skips it.
 */
export async function withScratchPostgres(ctx: BenchContext, bench: string, poolSize: number, work: (database: Database, url: string) => Promise<void>): Promise<void> {
  const admin = new pg.Client({ connectionString: ctx.postgresUrl, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    console.error(`${bench} bench: PostgreSQL at ${ctx.postgresUrl} not reachable (${(error as Error).message}); skipped`);
    return;
  }
  const name = `${bench.toLowerCase()}_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(ctx.postgresUrl!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize });
  try {
    await work(database, url.toString());
  } finally {
    await database.close();
    // The pool's sockets close a moment after close() returns; wait for them before dropping.
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0]!.n === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** Runs `measure` on an in-memory PGlite, then on a scratch PostgreSQL database when one answers. */
export async function onBothDatabases(ctx: BenchContext, bench: string, measure: (db: 'pglite' | 'postgres', database: Database) => Promise<void>): Promise<void> {
  const embedded = await openDatabase({});
  try {
    await measure('pglite', embedded);
  } finally {
    await embedded.close();
  }
  await withScratchPostgres(ctx, bench, 20, (server) => measure('postgres', server));
}

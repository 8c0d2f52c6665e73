import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/database';
import type { BenchContext } from './harness';
import { scratchDatabase } from '../tests/support/scratchDatabase';

/**
 * Runs `work` on a fresh PostgreSQL database (created on ctx.postgresUrl's server, dropped after),
 * so a bench seeds as much as it likes without touching anyone's data. An unreachable server skips it,
 * except in the quick pass.
 */
export async function withScratchPostgres(
  ctx: BenchContext,
  bench: string,
  poolSize: number,
  work: (database: Database, url: string) => Promise<void>,
): Promise<void> {
  const probe = new pg.Client({ connectionString: ctx.postgresUrl, connectionTimeoutMillis: 3_000 });
  try {
    await probe.connect();
    await probe.end();
  } catch (error) {
    // The quick pass checks that every figure still comes out, PostgreSQL's too.
    if (ctx.quick) throw error;
    console.error(
      `${bench} bench: PostgreSQL at ${ctx.postgresUrl} not reachable (${(error as Error).message}); skipped`,
    );
    return;
  }
  const scratch = await scratchDatabase(ctx.postgresUrl, bench);
  const database = await openDatabase({ url: scratch.url, poolSize });
  try {
    await work(database, scratch.url);
  } finally {
    await database.close();
    await scratch.drop();
  }
}

/** Runs `measure` on an in-memory PGlite, then on a scratch PostgreSQL database when one answers. */
export async function onBothDatabases(
  ctx: BenchContext,
  bench: string,
  measure: (db: 'pglite' | 'postgres', database: Database) => Promise<void>,
): Promise<void> {
  const embedded = await openDatabase({});
  try {
    await measure('pglite', embedded);
  } finally {
    await embedded.close();
  }
  await withScratchPostgres(ctx, bench, 20, (server) => measure('postgres', server));
}

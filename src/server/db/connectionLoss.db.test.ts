import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';

/**
 * A restart of PostgreSQL (or PgBouncer) ends the connections a node holds, those a transaction
 * has checked out too: the chaos run (docs/operations/chaos.md) saw every node of the cluster exit
 * on it, pg reporting the loss as the client's 'error' event, fatal with no listener. Idle and
 * script connections are database.db.test.ts's; this is a transaction's.
 */
describe.skipIf(!process.env.DATABASE_URL)('a pool connection the server ends', () => {
  let node: Database;
  let other: Database;
  beforeAll(async () => {
    node = await openDatabase({ url: process.env.DATABASE_URL, poolSize: 2 });
    other = await openDatabase({ url: process.env.DATABASE_URL, poolSize: 1 });
  });
  afterAll(async () => {
    await node.close();
    await other.close();
  });

  it('fails the transaction it was in, without ending the process, and is never pooled again', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    let pid = 0;
    try {
      const ended = node.db.transaction().execute(async (trx) => {
        pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid;
        await sql`select pg_terminate_backend(${pid})`.execute(other.db);
        // the loss arrives while the transaction holds the connection between its queries
        await new Promise((r) => setTimeout(r, 300));
        await sql`select 1`.execute(trx);
      });
      await expect(ended).rejects.toThrow();
    } finally {
      process.off('uncaughtException', onUncaught);
    }
    expect(uncaught).toEqual([]);
    for (let i = 0; i < 3; i++) {
      const after = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(node.db);
      expect(after.rows[0]!.pid).not.toBe(pid);
    }
  });
});

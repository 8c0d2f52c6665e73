import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';

/**
 * A primary restarting, failing over or dropping a connection ends connections the pool holds,
 * idle or checked out between queries (a leader lock's). The node must live on and open new ones
 * (docs/operations/cluster.md#connections-pgbouncer): an unheard error event would end the process,
 * and vitest fails a run on it.
 */
describe.runIf(process.env.DATABASE_URL)('connections the server ends', () => {
  it('an idle pooled connection and a held script connection are replaced, and the process lives on', async () => {
    const url = process.env.DATABASE_URL!;
    const database = await openDatabase({ url });
    try {
      const backend = async () =>
        (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db)).rows[0]!.pid;
      const script = await database.scriptConnection();
      const [held] = await script.query<{ pid: number }>('select pg_backend_pid() as pid');
      // the script connection is still checked out, so this one is another, back in the pool after
      const idle = await backend();
      expect(idle).not.toBe(held!.pid);

      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [[idle, held!.pid]]);
      // until both are gone from the server, and their clients have heard it
      for (let n = 0; n < 50; n++) {
        const { rows } = await admin.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where pid = any($1::int[])',
          [[idle, held!.pid]],
        );
        if (rows[0]!.n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await admin.end();
      await new Promise((r) => setTimeout(r, 200));

      await expect(script.query('select 1')).rejects.toThrow();
      script.release();
      const fresh = await backend();
      expect([idle, held!.pid]).not.toContain(fresh);
      const again = await database.scriptConnection();
      expect(await again.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
      again.release();
    } finally {
      await database.close();
    }
  });
});

import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';

/**
 * Reports read the replica; the chaos run (docs/operations/chaos.md) stopped it and the office's
 * reports hung, their queries waiting in PgBouncer for a server that was gone. A replica that does
 * not answer, or refuses, must leave reports to the primary.
 */
describe.skipIf(!process.env.DATABASE_URL)('reports when the replica is away', () => {
  // accepts connections and never answers, as PgBouncer holds a query while its server is down
  let silent: Server;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  const readWith = async (replicaUrl: string) => {
    const database = await openDatabase({ url: process.env.DATABASE_URL, replicaUrl, poolSize: 2 });
    const timed = async () => {
      const started = Date.now();
      const { rows } = await sql<{ db: string }>`select current_database() as db`.execute(database.reader);
      return { db: rows[0]!.db, ms: Date.now() - started };
    };
    try {
      return { first: await timed(), second: await timed() };
    } finally {
      await database.db.destroy();
    }
  };

  it('answers from the primary when the replica does not answer, and asks the primary at once for a while', async () => {
    const primary = new URL(process.env.DATABASE_URL!).pathname.slice(1);
    const { port } = silent.address() as AddressInfo;
    const { first, second } = await readWith(`postgres://postgres@127.0.0.1:${port}/replica`);
    expect(first.db).toBe(primary);
    expect(first.ms).toBeLessThan(5_000);
    expect(second.db).toBe(primary);
    expect(second.ms).toBeLessThan(first.ms);
  });

  it('answers from the primary when the replica refuses connections', async () => {
    const primary = new URL(process.env.DATABASE_URL!).pathname.slice(1);
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const { first } = await readWith(`postgres://postgres@127.0.0.1:${port}/replica`);
    expect(first.db).toBe(primary);
  });
});

import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../db/database';
import { leaderSession } from './leaderLock';

const KEY = 7_204_399;
const IDLE_LIMIT_MS = 15_000;

/**
 * A node of its own that takes the lead, then asks again only every 3 s (longer than the idle limit
 * the tests give it) and prints `leads` or `follows` each time.
 */
function startLeaderProcess(idleLimitMs: number) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const script = path.join(mkdtempSync(path.join(tmpdir(), 'leader-')), 'leader.mts');
  writeFileSync(
    script,
    `import { openDatabase } from ${JSON.stringify(path.join(here, '../db/database.ts'))};
     import { leaderSession } from ${JSON.stringify(path.join(here, 'leaderLock.ts'))};
     const database = await openDatabase({ url: process.env.DATABASE_URL, poolSize: 2 });
     const log = { info() {}, warn() {}, error() {} };
     const lock = leaderSession(database, log as never, ${idleLimitMs}).lock(${KEY}, 'child');
     const ask = async () => console.log((await lock.hold()) ? 'leads' : 'follows');
     await ask();
     setInterval(ask, 3_000);`,
  );
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  return {
    pid: child.pid!,
    /** Resolves once the process has printed `word` (after what it printed before). */
    async next(word: string) {
      const from = out.length;
      const until = Date.now() + 30_000;
      while (!out.slice(from).includes(word) && !(word === 'leads' && out.includes(word))) {
        if (Date.now() > until) throw new Error(`the leader process never said ${word}: ${out}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    kill: () => child.kill('SIGKILL'),
  };
}

const quietLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger;

describe('leader lock', () => {
  it('always leads on PGlite, where the database belongs to this process', async () => {
    // No query reaches PGlite's single connection, where it could land inside another call's transaction.
    const lock = leaderSession({ dialect: 'pglite' } as Database, quietLog(), IDLE_LIMIT_MS).lock(KEY, 'test');
    expect(await lock.hold()).toBe(true);
    expect(await lock.hold()).toBe(true);
    await lock.release();
  });

  describe.skipIf(!process.env.DATABASE_URL)('on PostgreSQL', () => {
    const nodes: Database[] = [];
    beforeAll(async () => {
      for (let i = 0; i < 2; i++) nodes.push(await openDatabase({ url: process.env.DATABASE_URL, poolSize: 2 }));
    });
    afterAll(async () => {
      for (const node of nodes) await node.close();
    });

    it('lets one node lead, and hands the lead over at once on release', async () => {
      const [a, b] = nodes.map((node) => leaderSession(node, quietLog(), IDLE_LIMIT_MS).lock(KEY, 'test'));
      expect(await a!.hold()).toBe(true);
      expect(await b!.hold()).toBe(false);
      expect(await a!.hold()).toBe(true);
      await a!.release();
      expect(await b!.hold()).toBe(true);
      expect(await a!.hold()).toBe(false);
      await b!.release();
      await a!.release();
    });

    // A hung leader (SIGSTOP: the chaos run, docs/operations/chaos.md) sends nothing while its
    // socket, session and lock live on: a real process, stopped and continued.
    it('keeps the lead of a live leader between passes, and hands the lead of a stopped one to another node', async () => {
      const leader = startLeaderProcess(1_000);
      try {
        await leader.next('leads');
        const b = leaderSession(nodes[1]!, quietLog(), IDLE_LIMIT_MS).lock(KEY, 'test');
        // no pass for over twice the idle limit: the live leader's beats keep its session
        await new Promise((r) => setTimeout(r, 2_500));
        expect(await b.hold()).toBe(false);
        process.kill(leader.pid, 'SIGSTOP');
        const stopped = Date.now();
        while (!(await b.hold())) {
          expect(Date.now() - stopped).toBeLessThan(10_000);
          await new Promise((r) => setTimeout(r, 200));
        }
        process.kill(leader.pid, 'SIGCONT');
        // woken, it finds its session gone and follows; the process lives on
        await leader.next('follows');
        expect(await b.hold()).toBe(true);
        await b.release();
      } finally {
        leader.kill();
      }
    });

    it('survives its lock connection being cut between passes, and leads again on a new one', async () => {
      const log = quietLog();
      const session = leaderSession(nodes[0]!, log, IDLE_LIMIT_MS);
      const a = session.lock(KEY, 'test');
      const other = session.lock(KEY + 1, 'other');
      expect(await a.hold()).toBe(true);
      expect(await other.hold()).toBe(true);
      // the server ends the idle lock session (a restart of PostgreSQL or of PgBouncer does the same)
      await nodes[1]!.db.executeQuery(
        sql`select pg_terminate_backend(pid) from pg_locks
              where locktype = 'advisory' and granted and objid = ${KEY}`.compile(nodes[1]!.db),
      );
      await new Promise((r) => setTimeout(r, 200));
      expect(await a.hold()).toBe(false);
      expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ job: 'test' }), 'test: lock connection lost');
      expect(await a.hold()).toBe(true);
      // the other job's lead died with the session too, and is taken again on the new one
      expect(await other.hold()).toBe(true);
      expect(await sessionsHolding(nodes[1]!, [KEY, KEY + 1])).toBe(1);
      await a.release();
      await other.release();
    });

    it("holds every job's lead on one connection of the node's pool, and returns it when the last lock is released", async () => {
      const session = leaderSession(nodes[0]!, quietLog(), IDLE_LIMIT_MS);
      // three leads on a pool of two: with a connection a lock, the third would wait for ever
      const keys = [KEY, KEY + 1, KEY + 2];
      const locks = keys.map((key) => session.lock(key, `job${key}`));
      expect(await Promise.all(locks.map((lock) => lock.hold()))).toEqual([true, true, true]);
      expect(await sessionsHolding(nodes[1]!, keys)).toBe(1);
      // and the pool's other connection still serves calls
      await sql`select 1`.execute(nodes[0]!.db);
      for (const lock of locks) await lock.release();
      expect(await sessionsHolding(nodes[1]!, keys)).toBe(0);
    });
  });
});

/** How many sessions hold advisory locks of these keys. */
async function sessionsHolding(node: Database, keys: number[]): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(distinct pid)::int as n from pg_locks
    where locktype = 'advisory' and granted and objid = any(${keys}::int[])`.execute(node.db);
  return rows[0]!.n;
}

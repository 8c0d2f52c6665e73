import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../db/database';
import { leaderLock } from './leaderLock';

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
     import { leaderLock } from ${JSON.stringify(path.join(here, 'leaderLock.ts'))};
     const database = await openDatabase({ url: process.env.DATABASE_URL, poolSize: 2 });
     const log = { info() {}, warn() {}, error() {} };
     const lock = leaderLock(database, ${KEY}, 'child', log as never, ${idleLimitMs});
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
    const lock = leaderLock({ dialect: 'pglite' } as Database, KEY, 'test', quietLog(), IDLE_LIMIT_MS);
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
      const [a, b] = nodes.map((node) => leaderLock(node, KEY, 'test', quietLog(), IDLE_LIMIT_MS));
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
        const b = leaderLock(nodes[1]!, KEY, 'test', quietLog(), IDLE_LIMIT_MS);
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
      const a = leaderLock(nodes[0]!, KEY, 'test', log, IDLE_LIMIT_MS);
      expect(await a.hold()).toBe(true);
      // the server ends the idle lock session (a restart of PostgreSQL or of PgBouncer does the same)
      await nodes[1]!.db.executeQuery(
        sql`select pg_terminate_backend(pid) from pg_locks
              where locktype = 'advisory' and granted and objid = ${KEY}`.compile(nodes[1]!.db),
      );
      await new Promise((r) => setTimeout(r, 200));
      expect(await a.hold()).toBe(false);
      expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ job: 'test' }), 'test: lock connection lost');
      expect(await a.hold()).toBe(true);
      await a.release();
    });
  });
});

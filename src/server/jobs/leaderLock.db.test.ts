import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../db/database';
import { leaderLock } from './leaderLock';

const quietLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger;
const KEY = 7_204_399;
const IDLE_LIMIT_MS = 15_000;

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

    // A hung leader (SIGSTOP: the chaos run, docs/operations/chaos.md) sends nothing, and its
    // lock's session sits idle with the socket open; here a leader that stops calling stands for it.
    it('hands the lead of a leader that hangs to another node once its session has been idle past the limit', async () => {
      const [a, b] = nodes.map((node) => leaderLock(node, KEY, 'test', quietLog(), 1_000));
      expect(await a!.hold()).toBe(true);
      expect(await b!.hold()).toBe(false);
      const started = Date.now();
      while (!(await b!.hold())) {
        expect(Date.now() - started).toBeLessThan(10_000);
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      // the woken leader finds its session gone and follows; the process lives on
      expect(await a!.hold()).toBe(false);
      expect(await b!.hold()).toBe(true);
      await b!.release();
      expect(await a!.hold()).toBe(true);
      await a!.release();
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

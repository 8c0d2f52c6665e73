import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { leaderLock } from './leaderLock';

const quietLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger;
const KEY = 7_204_399;

describe('leader lock', () => {
  it('always leads on PGlite, where the database belongs to this process', async () => {
    // No query reaches PGlite's single connection, where it could land inside another call's transaction.
    const lock = leaderLock({ dialect: 'pglite' } as Database, KEY, 'test', quietLog());
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
      const [a, b] = nodes.map((node) => leaderLock(node, KEY, 'test', quietLog()));
      expect(await a!.hold()).toBe(true);
      expect(await b!.hold()).toBe(false);
      expect(await a!.hold()).toBe(true);
      await a!.release();
      expect(await b!.hold()).toBe(true);
      expect(await a!.hold()).toBe(false);
      await b!.release();
      await a!.release();
    });
  });
});

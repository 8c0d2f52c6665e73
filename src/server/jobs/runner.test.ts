import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { createJobRunner, type Job } from './runner';

const quietLog = () =>
  ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger & {
    error: ReturnType<typeof vi.fn>;
  };
// On PGlite the leader lock never queries: this process always leads (leaderLock.db.test.ts).
const embedded = { dialect: 'pglite' } as Database;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean): Promise<void> {
  while (!check()) await sleep(5);
}

describe('job runner', () => {
  it('prepares before the first pass, never overlaps passes, and stop awaits the pass under way', async () => {
    const events: string[] = [];
    let active = 0;
    const job: Job = {
      name: 'slow',
      everyMs: 1,
      lockKey: 1,
      prepare: async () => void events.push('prepare'),
      async run() {
        active += 1;
        expect(active).toBe(1);
        events.push('start');
        await sleep(30);
        events.push('end');
        active -= 1;
      },
    };
    const runner = createJobRunner(embedded, quietLog(), 15_000);
    runner.add(job);
    await runner.start();
    await until(() => events.filter((e) => e === 'start').length === 2);
    await runner.stop();
    const stoppedWith = events.length;
    await sleep(50);
    expect(events.slice(0, 4)).toEqual(['prepare', 'start', 'end', 'start']);
    expect(events.at(-1)).toBe('end');
    expect(events.length).toBe(stoppedWith);
  });

  it('logs a failed pass and keeps going', async () => {
    let passes = 0;
    const log = quietLog();
    const runner = createJobRunner(embedded, log, 15_000);
    runner.add({
      name: 'flaky',
      everyMs: 1,
      async run() {
        passes += 1;
        if (passes === 1) throw new Error('boom');
      },
    });
    await runner.start();
    await until(() => passes > 1);
    await runner.stop();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'flaky' }), 'flaky: pass failed');
  });

  it('holds the first pass of a job that asks to wait, and a stop before it runs nothing', async () => {
    let passes = 0;
    const runner = createJobRunner(embedded, quietLog(), 15_000);
    runner.add({ name: 'later', everyMs: 1, firstAfterMs: 40, run: async () => void (passes += 1) });
    await runner.start();
    await sleep(15);
    expect(passes).toBe(0);
    await until(() => passes > 0);
    await runner.stop();

    let early = 0;
    const stopped = createJobRunner(embedded, quietLog(), 15_000);
    stopped.add({ name: 'never', everyMs: 1, firstAfterMs: 40, run: async () => void (early += 1) });
    await stopped.start();
    await stopped.stop();
    await sleep(60);
    expect(early).toBe(0);
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { DomainEvent } from '../../events/bus';
import { pushChannel, redisBackplane } from './backplane';

// A private Redis server on this module's test port; 8187 has nothing listening.
const LIVE = 'redis://127.0.0.1:8188/3';
const DEAD = 'redis://127.0.0.1:8187/0';
let server: ChildProcess;

beforeAll(async () => {
  server = spawn('redis-server', ['--port', '8188', '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const probe = new Redis(LIVE, { lazyConnect: true, retryStrategy: () => null });
  probe.on('error', () => undefined);
  for (let i = 0; i < 50; i++) {
    try {
      await probe.connect();
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  await probe.quit();
});
afterAll(async () => {
  server.kill();
  await once(server, 'exit');
});

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};
const cash = (memberId: number): DomainEvent => ({ type: 'cash', memberId, cash: memberId, point: 0 });

describe('Redis backplane', () => {
  it('names its channel after the Redis database, so deployments on one server stay apart', () => {
    expect(pushChannel('redis://h:6379/3')).toBe('push:events:3');
    expect(pushChannel('redis://h:6379')).toBe('push:events:0');
  });

  it('gives each node every event exactly once, whichever node published it', async () => {
    const [heardA, heardB] = [[] as DomainEvent[], [] as DomainEvent[]];
    const log = () => undefined;
    const a = redisBackplane(LIVE, (e) => heardA.push(e), log);
    const b = redisBackplane(LIVE, (e) => heardB.push(e), log);
    try {
      // Both subscriptions are live once a probe event comes back to each.
      await until(() => {
        a.publish(cash(0));
        return heardA.length > 0 && heardB.length > 0;
      });
      heardA.length = 0;
      heardB.length = 0;
      a.publish(cash(1));
      b.publish(cash(2));
      a.publish(cash(3));
      await until(
        () =>
          heardA.some((e) => e.type === 'cash' && e.memberId === 3) &&
          heardB.some((e) => e.type === 'cash' && e.memberId === 3),
      );
      const ids = (heard: DomainEvent[]) =>
        heard.filter((e) => e.type === 'cash' && e.memberId > 0).map((e) => (e.type === 'cash' ? e.memberId : 0));
      await new Promise((r) => setTimeout(r, 100));
      expect(ids(heardA).sort()).toEqual([1, 2, 3]);
      expect(ids(heardB).sort()).toEqual([1, 2, 3]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('delivers on this node alone while Redis cannot be reached', async () => {
    const heard: DomainEvent[] = [];
    const errors: unknown[] = [];
    const node = redisBackplane(
      DEAD,
      (e) => heard.push(e),
      (e) => errors.push(e),
    );
    try {
      node.publish(cash(9));
      await until(() => heard.length === 1);
      expect(heard).toEqual([cash(9)]);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      await node.close();
    }
  });
});

import type { Redis } from 'ioredis';

/**
 * Fixed-window counters for login, sign-up and money calls. In one process a Map; with Redis the
 * window is shared by every node, so a flood spread over nodes is still counted once.
 */
export interface RateLimiter {
  /** Counts one hit; false when the key is over `max` in the current window. */
  hit(key: string, max: number, windowMs: number): Promise<boolean>;
}

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async hit(key, max, windowMs) {
      const t = now();
      const w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        if (windows.size > 100_000) windows.clear();
        windows.set(key, { start: t, count: 1 });
        return true;
      }
      w.count += 1;
      return w.count <= max;
    },
  };
}

export function redisRateLimiter(redis: Redis): RateLimiter {
  return {
    async hit(key, max, windowMs) {
      const k = `rl:${key}:${Math.floor(Date.now() / windowMs)}`;
      const count = await redis.incr(k);
      if (count === 1) await redis.pexpire(k, windowMs);
      return count <= max;
    },
  };
}

import { Redis } from 'ioredis';
import type { RateLimiter } from './rate-limiter.ts';

// Atomically: one less, only while the window's key lives and is above zero.
const REFUND =
  "local n = redis.call('get', KEYS[1]) if n and tonumber(n) > 0 then redis.call('decr', KEYS[1]) end return 0";

/** Shared counters for several server instances: INCR with an expiry set on the first hit. */
export const createRedisRateLimiter = (url: string, prefix = 'portal:rl:'): RateLimiter => {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  return {
    hit: async (key, limit, windowMs) => {
      const k = `${prefix}${key}`;
      const result = await redis.multi().incr(k).pttl(k).exec();
      const count = Number(result?.[0]?.[1] ?? 1);
      let ttl = Number(result?.[1]?.[1] ?? -1);
      if (ttl < 0) {
        await redis.pexpire(k, windowMs);
        ttl = windowMs;
      }
      return { allowed: count <= limit, remaining: Math.max(0, limit - count), resetAt: new Date(Date.now() + ttl) };
    },
    refund: async (key) => {
      await redis.eval(REFUND, 1, `${prefix}${key}`);
    },
    close: async () => {
      await redis.quit();
    },
  };
};

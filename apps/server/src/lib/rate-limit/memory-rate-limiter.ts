import type { Clock } from '../clock.ts';
import type { RateLimiter } from './rate-limiter.ts';

export const createMemoryRateLimiter = (clock: Clock): RateLimiter => {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit: async (key, limit, windowMs) => {
      const now = clock.now().getTime();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      if (windows.size > 10_000) {
        for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k);
      }
      return {
        allowed: entry.count <= limit,
        remaining: Math.max(0, limit - entry.count),
        resetAt: new Date(entry.resetAt),
      };
    },
    refund: async (key) => {
      const entry = windows.get(key);
      if (entry && entry.resetAt > clock.now().getTime() && entry.count > 0) entry.count -= 1;
    },
    close: async () => {
      windows.clear();
    },
  };
};

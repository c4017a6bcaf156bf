import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimiter } from './rate-limiter.ts';
import { createRedisRateLimiter } from './redis-rate-limiter.ts';

// Needs a Redis server: runs when TEST_REDIS_URL names one (CI sets it, like TEST_DATABASE_URL).
describe.runIf(process.env.TEST_REDIS_URL)('Redis rate limiter', () => {
  let limiter: RateLimiter;
  let other: RateLimiter;
  const prefix = `portal:test:${randomBytes(4).toString('hex')}:`;

  beforeAll(() => {
    limiter = createRedisRateLimiter(process.env.TEST_REDIS_URL!, prefix);
    other = createRedisRateLimiter(process.env.TEST_REDIS_URL!, prefix);
  });
  afterAll(async () => {
    await limiter.close();
    await other.close();
  });

  it('allows up to the limit in a window, then refuses', async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit('texts:a', 3, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    const resetIn = results[0]!.resetAt.getTime() - Date.now();
    expect(resetIn).toBeGreaterThan(50_000);
    expect(resetIn).toBeLessThanOrEqual(60_000);
  });

  it('shares counts between server instances and keeps keys apart', async () => {
    await limiter.hit('texts:b', 2, 60_000);
    await other.hit('texts:b', 2, 60_000);
    expect((await limiter.hit('texts:b', 2, 60_000)).allowed).toBe(false);
    expect((await other.hit('texts:c', 2, 60_000)).allowed).toBe(true);
  });

  it('counts concurrent hits exactly', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.hit('texts:d', 5, 60_000)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it('starts a new window once the old one expires', async () => {
    expect((await limiter.hit('texts:e', 1, 200)).allowed).toBe(true);
    expect((await limiter.hit('texts:e', 1, 200)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await limiter.hit('texts:e', 1, 200)).allowed).toBe(true);
  });

  it('takes back a refunded hit, shared by every instance, never below zero', async () => {
    await limiter.hit('texts:f', 1, 60_000);
    await other.refund('texts:f');
    await other.refund('texts:f');
    expect((await limiter.hit('texts:f', 1, 60_000)).remaining).toBe(0);
    expect((await other.hit('texts:f', 1, 60_000)).allowed).toBe(false);
    await limiter.refund('texts:never');
    expect((await limiter.hit('texts:never', 1, 60_000)).allowed).toBe(true);
  });
});

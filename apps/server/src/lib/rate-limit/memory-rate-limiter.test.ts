import { describe, expect, it } from 'vitest';
import { createTestClock } from '../clock.ts';
import { createMemoryRateLimiter } from './memory-rate-limiter.ts';

describe('memory rate limiter', () => {
  it('counts hits in a fixed window and starts again after it', async () => {
    const clock = createTestClock();
    const limiter = createMemoryRateLimiter(clock);
    const results = [];
    for (let i = 0; i < 3; i++) results.push((await limiter.hit('k', 2, 60_000)).allowed);
    expect(results).toEqual([true, true, false]);
    clock.advance(60_000);
    expect((await limiter.hit('k', 2, 60_000)).allowed).toBe(true);
  });

  it('takes back a refunded hit, never below zero', async () => {
    const clock = createTestClock();
    const limiter = createMemoryRateLimiter(clock);
    await limiter.hit('k', 1, 60_000);
    await limiter.refund('k');
    await limiter.refund('k');
    expect((await limiter.hit('k', 1, 60_000)).remaining).toBe(0);
    expect((await limiter.hit('k', 1, 60_000)).allowed).toBe(false);
    await limiter.refund('never-hit');
    expect((await limiter.hit('never-hit', 1, 60_000)).allowed).toBe(true);
  });
});

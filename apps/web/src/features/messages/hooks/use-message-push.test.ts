import { describe, expect, it } from 'vitest';
import { backoffMs } from './use-message-push.ts';

describe('reconnecting the push connection', () => {
  it('waits longer after each failure, up to 30 s, with jitter between half and all of the step', () => {
    expect([0, 1, 2, 3].map((attempt) => backoffMs(attempt, 1))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(10, 1)).toBe(30_000);
    expect(backoffMs(2, 0)).toBe(2000);
  });
});

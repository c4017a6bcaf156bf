import { describe, expect, it } from 'vitest';
import { msUntilNextUkMidnight } from './uk-midnight.ts';

const HOUR = 3_600_000;

describe('next UK midnight (demo reset)', () => {
  it('is the next midnight on the UK wall clock in winter (UTC) and summer (BST)', () => {
    expect(msUntilNextUkMidnight(new Date('2026-01-15T22:00:00Z'))).toBe(2 * HOUR);
    // 22:00 UTC in July is 23:00 BST: one hour to go
    expect(msUntilNextUkMidnight(new Date('2026-07-01T22:00:00Z'))).toBe(HOUR);
  });
  it('counts the real length of the night across both clock changes', () => {
    // Saturday 28 March 2026 12:00 GMT; midnight is 12 h later (the change happens after it)
    expect(msUntilNextUkMidnight(new Date('2026-03-28T12:00:00Z'))).toBe(12 * HOUR);
    // Sunday 29 March 2026 00:30 GMT -> 01:30 BST after the jump; next midnight is 23:00 UTC
    expect(msUntilNextUkMidnight(new Date('2026-03-29T00:30:00Z'))).toBe(22.5 * HOUR);
    // Sunday 25 October 2026 00:30 BST (23:30 UTC Saturday); the day has 25 hours
    expect(msUntilNextUkMidnight(new Date('2026-10-24T23:30:00Z'))).toBe(24.5 * HOUR);
  });
});

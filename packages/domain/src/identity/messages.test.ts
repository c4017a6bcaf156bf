import { describe, expect, it } from 'vitest';
import { attemptsRemainingMessage, lockoutMessage } from './messages.ts';

describe('lockout wording (what the lock really lasts)', () => {
  const expiryIn = (seconds: number, from = '2026-07-01T13:05:00Z') => new Date(Date.parse(from) + seconds * 1000);

  it('counts a short lock in seconds and names no clock time', () => {
    expect(lockoutMessage(1, expiryIn(1))).toBe(
      'Your account is locked after too many attempts. You can try again in 1 second.',
    );
    expect(lockoutMessage(64, expiryIn(64))).toBe(
      'Your account is locked after too many attempts. You can try again in 64 seconds.',
    );
    expect(lockoutMessage(119, expiryIn(119))).not.toMatch(/\d\d:\d\d/);
  });

  it('names a long lock by the UK time it ends (rounded up to the minute), summer and winter', () => {
    expect(lockoutMessage(15 * 60, expiryIn(15 * 60))).toBe(
      'Your account is locked after too many attempts. You can try again from 14:20, in 15 minutes.',
    );
    expect(lockoutMessage(128, expiryIn(128, '2026-12-01T13:05:00Z'))).toBe(
      'Your account is locked after too many attempts. You can try again from 13:08, in 3 minutes.',
    );
  });

  it('never says less than a second', () => {
    expect(lockoutMessage(0, expiryIn(0))).toContain('in 1 second.');
  });

  it('counts attempts', () => {
    expect(attemptsRemainingMessage(1)).toBe('1 attempt left before your account is locked.');
    expect(attemptsRemainingMessage(3)).toBe('3 attempts left before your account is locked.');
  });
});

import { describe, expect, it } from 'vitest';
import {
  attemptsRemaining,
  currentThrottle,
  emptyThrottle,
  isLockedOut,
  lockoutDurationMs,
  lockoutExpiry,
  recordFailure,
  type ThrottleState,
  withdrawFailure,
} from './lockout.ts';

const t0 = new Date('2026-03-29T00:30:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const fail = (times: number, start: ThrottleState = emptyThrottle, now = t0): ThrottleState => {
  let state = start;
  for (let i = 0; i < times; i++) state = recordFailure(state, now);
  return state;
};

describe('lockoutDurationMs', () => {
  it('is free for the first four failures, then 1 s, 2 s, 4 s ... doubling', () => {
    expect([1, 2, 3, 4].map(lockoutDurationMs)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 14].map(lockoutDurationMs)).toEqual([1000, 2000, 4000, 8000, 512_000]);
  });

  it('is capped at 15 minutes', () => {
    expect(lockoutDurationMs(15)).toBe(900_000);
    expect(lockoutDurationMs(16)).toBe(900_000);
    expect(lockoutDurationMs(10_000)).toBe(900_000);
  });
});

describe('recordFailure and attemptsRemaining', () => {
  it('counts down five attempts, then locks for a second', () => {
    expect(attemptsRemaining(emptyThrottle, t0)).toBe(5);
    expect(attemptsRemaining(fail(1), t0)).toBe(4);
    const four = fail(4);
    expect(isLockedOut(four, t0)).toBe(false);
    expect(attemptsRemaining(four, t0)).toBe(1);
    const five = fail(5);
    expect(attemptsRemaining(five, t0)).toBe(0);
    expect(lockoutExpiry(five, t0)).toEqual(at(1000));
    expect(isLockedOut(five, at(999))).toBe(true);
    expect(isLockedOut(five, at(1000))).toBe(false);
    expect(lockoutExpiry(five, at(1000))).toBeNull();
  });

  it('doubles the lock with each failure after it', () => {
    const sixth = recordFailure(fail(5), at(1000));
    expect(sixth.lockedUntil).toEqual(at(3000));
    const seventh = recordFailure(sixth, at(3000));
    expect(seventh.lockedUntil).toEqual(at(7000));
  });

  it('forgets failures after 15 quiet minutes', () => {
    const four = fail(4);
    expect(currentThrottle(four, at(15 * 60_000 - 1)).failedCount).toBe(4);
    expect(currentThrottle(four, at(15 * 60_000))).toEqual(emptyThrottle);
    expect(attemptsRemaining(four, at(15 * 60_000))).toBe(5);
    expect(recordFailure(four, at(15 * 60_000)).failedCount).toBe(1);
  });

  it('forgets even a long lock 15 minutes after the last failure', () => {
    const many = fail(20);
    expect(lockoutExpiry(many, t0)).toEqual(at(900_000));
    expect(isLockedOut(currentThrottle(many, at(900_000)), at(900_000))).toBe(false);
    expect(recordFailure(many, at(900_000)).failedCount).toBe(1);
  });
});

describe('withdrawFailure', () => {
  it('restores the state before a charge that was right', () => {
    const before = fail(4);
    const charged = recordFailure(before, at(10));
    expect(charged.lockedUntil).not.toBeNull();
    expect(withdrawFailure(charged, charged, before)).toEqual(before);
  });

  it('only lowers the count when other failures came in meanwhile, keeping their lock', () => {
    const before = fail(3);
    const charged = recordFailure(before, at(10));
    const current = recordFailure(charged, at(20));
    const after = withdrawFailure(current, charged, before);
    expect(after.failedCount).toBe(4);
    expect(after.lockedUntil).toEqual(current.lockedUntil);
  });
});

import { describe, expect, it } from 'vitest';
import { attemptsRemainingMessage, lockoutMessage } from './messages.ts';

describe('lockout wording', () => {
  it('shows the expiry in UK time, summer and winter', () => {
    expect(lockoutMessage(new Date('2025-07-01T13:05:00Z'))).toContain('after 14:05');
    expect(lockoutMessage(new Date('2025-12-01T13:05:00Z'))).toContain('after 13:05');
  });
  it('counts attempts', () => {
    expect(attemptsRemainingMessage(1)).toBe('1 attempt left before your account is locked.');
    expect(attemptsRemainingMessage(3)).toBe('3 attempts left before your account is locked.');
  });
});

import { describe, expect, it } from 'vitest';
import { changePasswordSchema } from './commands.ts';

const firstMessage = (input: Record<string, unknown>) =>
  changePasswordSchema.safeParse({ userId: 'me', currentPassword: 'Old12345', ...input }).error?.issues[0]?.message;

describe('changePassword', () => {
  it('takes a new password that follows the set-password rules', () => {
    expect(changePasswordSchema.safeParse({ userId: 'me', currentPassword: 'x', password: 'New12345' }).success).toBe(
      true,
    );
  });

  it('refuses a weak, unconfirmed or unchanged password with the rules messages', () => {
    expect(firstMessage({ password: 'Ab1' })).toBe('Please enter a password that has at least 8 characters');
    expect(firstMessage({ password: 'abcdefgh' })).toBe('Must contain a capital and number');
    expect(firstMessage({ password: 'New12345', confirmPassword: 'New12346' })).toBe(
      'Passwords do not match, please try again',
    );
    expect(firstMessage({ password: 'Old12345' })).toBe(
      'Your new password must be different from your current password',
    );
  });

  it('needs the current password', () => {
    expect(firstMessage({ currentPassword: '', password: 'New12345' })).toBe('This field is required');
  });
});

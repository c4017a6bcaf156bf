import { describe, expect, it } from 'vitest';
import {
  isRecoveryCode,
  isTotpCode,
  staffSignInMessages as m,
  recoveryCodeKey,
  secondFactorSchema,
  staffSignInSchema,
} from './sign-in.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('staff sign-in input', () => {
  it('takes a work email in any case and spacing, compared lower-cased', () => {
    const parsed = staffSignInSchema.parse({ email: '  Priya.Shah@Office.Example ', password: 'x' });
    expect(parsed.email).toBe('priya.shah@office.example');
  });
  it('asks for both fields and a real email', () => {
    expect(firstMessage(staffSignInSchema.safeParse({ email: '', password: 'x' }))).toBe(m.required);
    expect(firstMessage(staffSignInSchema.safeParse({ email: 'priya', password: 'x' }))).toBe(m.emailInvalid);
    expect(firstMessage(staffSignInSchema.safeParse({ email: 'a@b.example', password: '' }))).toBe(m.required);
  });
});

describe('second factor codes', () => {
  it('tells a 6-digit authenticator code from a recovery code', () => {
    expect(isTotpCode(' 123 456 ')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(isRecoveryCode('ab3de-fg7hj')).toBe(true);
    expect(isRecoveryCode('AB3DEFG7HJ')).toBe(true);
    expect(isRecoveryCode('123456')).toBe(false);
  });
  it('stores and compares a recovery code one way however it is typed', () => {
    expect(recoveryCodeKey('AB3DE-FG7HJ')).toBe('ab3defg7hj');
    expect(recoveryCodeKey(' ab3de fg7hj ')).toBe('ab3defg7hj');
  });
  it('refuses anything else with a message that says what to type', () => {
    const input = { signInId: '6f1c2f8e-3b1a-4c55-9d2e-1a2b3c4d5e6f', code: 'letmein' };
    expect(firstMessage(secondFactorSchema.safeParse(input))).toBe(m.codeFormat);
    expect(firstMessage(secondFactorSchema.safeParse({ ...input, signInId: 'x', code: '123456' }))).toBe(
      m.signInExpired,
    );
  });
});

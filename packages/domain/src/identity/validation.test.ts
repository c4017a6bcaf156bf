import { describe, expect, it } from 'vitest';
import { instructorLoginSchema, requestPasswordResetSchema, resetPasswordSchema } from './commands.ts';
import { accessCodeField, newPasswordField, passwordChecklist, toUkE164 } from './fields.ts';

const firstError = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('sign-in validation', () => {
  it('requires both fields', () => {
    expect(firstError(instructorLoginSchema.safeParse({ adiNumber: '', password: 'x' }))).toBe(
      'This field is required',
    );
    expect(firstError(instructorLoginSchema.safeParse({ adiNumber: '100001', password: '' }))).toBe(
      'This field is required',
    );
  });
  it('bounds the ADI number to 6-10 characters', () => {
    expect(firstError(instructorLoginSchema.safeParse({ adiNumber: '12345', password: 'x' }))).toBe(
      'ADI Number is too short (minimum is 6 characters)',
    );
    expect(firstError(instructorLoginSchema.safeParse({ adiNumber: '12345678901', password: 'x' }))).toBe(
      'ADI Number is too long (maximum is 10 characters)',
    );
    expect(instructorLoginSchema.safeParse({ adiNumber: '1234567890', password: 'x' }).success).toBe(true);
  });
});

describe('sign-up validation', () => {
  it('requires digits only in both fields', () => {
    expect(firstError(requestPasswordResetSchema.safeParse({ adiNumber: '10000a', mobileNumber: '07700900101' }))).toBe(
      'This field should not contain special characters',
    );
    expect(
      firstError(requestPasswordResetSchema.safeParse({ adiNumber: '100001', mobileNumber: '+447700900101' })),
    ).toBe('This field should not contain special characters');
    expect(firstError(requestPasswordResetSchema.safeParse({ adiNumber: '', mobileNumber: '07700900101' }))).toBe(
      'This field is required',
    );
    expect(requestPasswordResetSchema.safeParse({ adiNumber: '100001', mobileNumber: '07700900101' }).success).toBe(
      true,
    );
  });
  it('converts the mobile to +44 by dropping the leading digit', () => {
    expect(toUkE164('07700900101')).toBe('+447700900101');
    expect(toUkE164('07700 900 101')).toBe('+447700900101');
    expect(toUkE164('+447700900101')).toBe('+447700900101');
    expect(toUkE164('447700900101')).toBe('+447700900101');
  });
});

describe('access code', () => {
  it('strips non-digits and needs exactly six', () => {
    expect(accessCodeField.parse('123-456')).toBe('123456');
    expect(firstError(accessCodeField.safeParse('123-45'))).toBe('Access code should contain 6 numbers');
    expect(firstError(accessCodeField.safeParse('1234567'))).toBe('Access code should contain 6 numbers');
  });
});

describe('new password', () => {
  it('needs 8 characters, a capital and a number', () => {
    expect(firstError(newPasswordField.safeParse('Ab1'))).toBe(
      'Please enter a password that has at least 8 characters',
    );
    expect(firstError(newPasswordField.safeParse('abcdefg1'))).toBe('Must contain a capital and number');
    expect(firstError(newPasswordField.safeParse('Abcdefgh'))).toBe('Must contain a capital and number');
    expect(newPasswordField.safeParse('Abcdefg1').success).toBe(true);
  });
  it('drives the live checklist', () => {
    expect(passwordChecklist('')).toEqual({ capital: false, number: false, length: false });
    expect(passwordChecklist('Drive2Pass')).toEqual({ capital: true, number: true, length: true });
    expect(passwordChecklist('drive2')).toEqual({ capital: false, number: true, length: false });
  });
  it('needs the confirmation to match', () => {
    const result = resetPasswordSchema.safeParse({
      challengeId: 'challenge',
      code: '123456',
      password: 'Drive2Pass',
      confirmPassword: 'Drive2Pas',
    });
    expect(firstError(result)).toBe('Passwords do not match, please try again');
  });
});

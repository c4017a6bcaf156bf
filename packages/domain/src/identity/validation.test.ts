import { describe, expect, it } from 'vitest';
import {
  accessCodeSchema,
  newPasswordSchema,
  passwordChecklist,
  setPasswordSchema,
  signInSchema,
  signUpSchema,
  toUkE164,
} from './rules.ts';

const firstError = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('sign-in validation', () => {
  it('requires both fields', () => {
    expect(firstError(signInSchema.safeParse({ adiNumber: '', password: 'x' }))).toBe('This field is required');
    expect(firstError(signInSchema.safeParse({ adiNumber: '100001', password: '' }))).toBe('This field is required');
  });
  it('bounds the ADI number to 6-10 characters', () => {
    expect(firstError(signInSchema.safeParse({ adiNumber: '12345', password: 'x' }))).toBe(
      'ADI Number is too short (minimum is 6 characters)',
    );
    expect(firstError(signInSchema.safeParse({ adiNumber: '12345678901', password: 'x' }))).toBe(
      'ADI Number is too long (maximum is 10 characters)',
    );
    expect(signInSchema.safeParse({ adiNumber: '1234567890', password: 'x' }).success).toBe(true);
  });
});

describe('sign-up validation', () => {
  it('requires digits only in both fields', () => {
    expect(firstError(signUpSchema.safeParse({ adiNumber: '10000a', mobileNumber: '07700900101' }))).toBe(
      'This field should not contain special characters',
    );
    expect(firstError(signUpSchema.safeParse({ adiNumber: '100001', mobileNumber: '+447700900101' }))).toBe(
      'This field should not contain special characters',
    );
    expect(firstError(signUpSchema.safeParse({ adiNumber: '', mobileNumber: '07700900101' }))).toBe(
      'This field is required',
    );
    expect(signUpSchema.safeParse({ adiNumber: '100001', mobileNumber: '07700900101' }).success).toBe(true);
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
    expect(accessCodeSchema.parse('123-456')).toBe('123456');
    expect(firstError(accessCodeSchema.safeParse('123-45'))).toBe('Access code should contain 6 numbers');
    expect(firstError(accessCodeSchema.safeParse('1234567'))).toBe('Access code should contain 6 numbers');
  });
});

describe('new password', () => {
  it('needs 8 characters, a capital and a number', () => {
    expect(firstError(newPasswordSchema.safeParse('Ab1'))).toBe(
      'Please enter a password that has at least 8 characters',
    );
    expect(firstError(newPasswordSchema.safeParse('abcdefg1'))).toBe('Must contain a capital and number');
    expect(firstError(newPasswordSchema.safeParse('Abcdefgh'))).toBe('Must contain a capital and number');
    expect(newPasswordSchema.safeParse('Abcdefg1').success).toBe(true);
  });
  it('drives the live checklist', () => {
    expect(passwordChecklist('')).toEqual({ capital: false, number: false, length: false });
    expect(passwordChecklist('Drive2Pass')).toEqual({ capital: true, number: true, length: true });
    expect(passwordChecklist('drive2')).toEqual({ capital: false, number: true, length: false });
  });
  it('needs the confirmation to match', () => {
    const result = setPasswordSchema.safeParse({
      accessCode: '123456',
      password: 'Drive2Pass',
      confirmPassword: 'Drive2Pas',
    });
    expect(firstError(result)).toBe('Passwords do not match, please try again');
  });
});

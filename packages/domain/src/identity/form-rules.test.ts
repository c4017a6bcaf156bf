import { describe, expect, it } from 'vitest';
import {
  accessCodeFormSchema,
  formatAccessCode,
  setPasswordFormSchema,
  signInFormSchema,
  signUpFormSchema,
} from './form-rules.ts';
import { identityMessages as m } from './messages.ts';
import { setPasswordSchema, signInSchema, signUpSchema } from './rules.ts';

type Result = { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };
const firstByField = (result: Result) =>
  Object.fromEntries(
    [...(result.error?.issues ?? [])].reverse().map((issue) => [String(issue.path[0] ?? ''), issue.message]),
  );

describe('the access-code mask', () => {
  it('keeps digits only, at most six, with a dash after the third', () => {
    expect(formatAccessCode('')).toBe('');
    expect(formatAccessCode('12')).toBe('12');
    expect(formatAccessCode('123')).toBe('123');
    expect(formatAccessCode('1234')).toBe('123-4');
    expect(formatAccessCode('12a3-4567')).toBe('123-456');
  });
  it('is stripped to the six digits when the form is sent', () => {
    expect(accessCodeFormSchema.safeParse({ code: '123-456' }).data).toEqual({ code: '123456' });
    expect(firstByField(accessCodeFormSchema.safeParse({ code: '123-45' })).code).toBe(m.accessCodeDigits);
  });
});

describe('form schemas give the same first message per field as the server schemas', () => {
  const cases: [string, Record<string, string>][] = [
    ['empty', { adiNumber: '', password: '' }],
    ['short', { adiNumber: '12345', password: 'x' }],
    ['long', { adiNumber: '12345678901', password: 'x' }],
    ['valid', { adiNumber: ' 100001 ', password: 'x' }],
  ];
  it.each(cases)('sign-in: %s', (_name, input) => {
    expect(firstByField(signInFormSchema.safeParse(input))).toEqual(firstByField(signInSchema.safeParse(input)));
  });

  it.each([
    { adiNumber: '10000a', mobileNumber: '07700900101' },
    { adiNumber: '', mobileNumber: '+447700900101' },
    { adiNumber: '100001', mobileNumber: '07700900101' },
  ])('sign-up: %o', (input) => {
    expect(firstByField(signUpFormSchema.safeParse(input))).toEqual(firstByField(signUpSchema.safeParse(input)));
  });

  it.each([
    { accessCode: '', password: '', confirmPassword: '' },
    { accessCode: '123-456', password: 'Abc1', confirmPassword: 'Abc1' },
    { accessCode: '123456', password: 'abcdefgh', confirmPassword: 'abcdefgh' },
    { accessCode: '123456', password: 'Abcdefg1', confirmPassword: 'Abcdefg2' },
    { accessCode: '123456', password: 'Abcdefg1', confirmPassword: 'Abcdefg1' },
  ])('set-password: %o', (input) => {
    expect(firstByField(setPasswordFormSchema.safeParse(input))).toEqual(
      firstByField(setPasswordSchema.safeParse(input)),
    );
  });

  it('reports a mismatch under the re-entered password', () => {
    const result = setPasswordFormSchema.safeParse({
      accessCode: '123456',
      password: 'Abcdefg1',
      confirmPassword: 'Abcdefg2',
    });
    expect(firstByField(result)).toEqual({ confirmPassword: m.passwordsDoNotMatch });
  });
});

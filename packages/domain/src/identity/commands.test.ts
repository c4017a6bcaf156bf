import { describe, expect, it } from 'vitest';
import { validationMessages } from '../validation/index.ts';
import {
  accessCodeFormSchema,
  instructorLoginSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  setPasswordFormSchema,
  signInFormSchema,
  signUpFormSchema,
} from './commands.ts';
import { formatAccessCode } from './fields.ts';
import { identityMessages as m } from './messages.ts';

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

describe("the forms use the mutations' schemas", () => {
  it('sign-in and sign-up are the instructorLogin and requestPasswordReset schemas themselves', () => {
    expect(signInFormSchema).toBe(instructorLoginSchema);
    expect(signUpFormSchema).toBe(requestPasswordResetSchema);
  });

  // The set-password form names the code accessCode; resetPassword names it code and adds the challenge.
  const asResetPassword = (input: Record<string, string>) => {
    const { accessCode, ...passwords } = input;
    return { challengeId: 'challenge', code: accessCode, ...passwords };
  };
  const renamed = (fields: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(fields).map(([field, message]) => [field === 'code' ? 'accessCode' : field, message]),
    );

  it.each([
    { accessCode: '', password: '', confirmPassword: '' },
    { accessCode: '123-456', password: 'Abc1', confirmPassword: 'Abc1' },
    { accessCode: '123456', password: 'abcdefgh', confirmPassword: 'abcdefgh' },
    { accessCode: '123456', password: 'Abcdefg1', confirmPassword: 'Abcdefg2' },
    { accessCode: '123456', password: 'Abcdefg1', confirmPassword: 'Abcdefg1' },
  ])('set-password gives the first message per field that resetPassword gives: %o', (input) => {
    expect(firstByField(setPasswordFormSchema.safeParse(input))).toEqual(
      renamed(firstByField(resetPasswordSchema.safeParse(asResetPassword(input)))),
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

describe('control characters (issue 7 §4)', () => {
  const nul = 'Drive2Pass\u0000';
  it('are refused in the ADI number, the passwords and the challenge, before any lookup', () => {
    const refused = validationMessages.controlCharacters;
    expect(firstByField(instructorLoginSchema.safeParse({ adiNumber: '100\u000001', password: 'x' })).adiNumber).toBe(
      refused,
    );
    expect(firstByField(instructorLoginSchema.safeParse({ adiNumber: '100001', password: nul })).password).toBe(
      refused,
    );
    const reset = { challengeId: 'c', code: '123456', password: nul, confirmPassword: nul };
    expect(firstByField(resetPasswordSchema.safeParse(reset)).password).toBe(refused);
    expect(firstByField(resetPasswordSchema.safeParse({ ...reset, challengeId: 'c\u0000' })).challengeId).toBe(refused);
    const request = requestPasswordResetSchema.safeParse({ adiNumber: '1\u00001', mobileNumber: '1' });
    expect(firstByField(request).adiNumber).toBe(refused);
  });
  it('still trims the spaces and line breaks around an ADI number', () => {
    expect(instructorLoginSchema.safeParse({ adiNumber: ' 100001\n', password: 'x' }).data?.adiNumber).toBe('100001');
  });
});

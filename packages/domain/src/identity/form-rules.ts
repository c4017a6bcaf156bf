import { z } from 'zod/mini';
import { identityMessages as m } from './messages.ts';

/*
 * The identity field rules, written once with zod's mini flavour: the sign-in page loads them, and full zod
 * would cost it about 17 KiB gzipped. rules.ts wraps the same fields in full-zod objects for the server.
 */

export const ADI_MIN = 6;
export const ADI_MAX = 10;
export const ACCESS_CODE_LENGTH = 6;
export const PASSWORD_MIN = 8;
export const RESEND_DELAY_SECONDS = 30;

export const hasCapital = (password: string): boolean => /[A-Z]/.test(password);
export const hasNumber = (password: string): boolean => /\d/.test(password);
export const hasMinLength = (password: string): boolean => password.length >= PASSWORD_MIN;

/** Strips everything but digits, as the access-code screen does before sending. */
export const normaliseAccessCode = (raw: string): string => raw.replace(/\D/g, '');

/** The access-code mask 000-000: digits only, at most six, a dash after the third. */
export const formatAccessCode = (raw: string): string => {
  const digits = normaliseAccessCode(raw).slice(0, ACCESS_CODE_LENGTH);
  return digits.length > 3 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits;
};

/** The live checklist on the set-password screen. */
export const passwordChecklist = (password: string) => ({
  capital: hasCapital(password),
  number: hasNumber(password),
  length: hasMinLength(password),
});

/**
 * UK mobile to +44 form "by removing the leading digit" (spec 1 §5): 07700900123 -> +447700900123.
 * Numbers already in +44 or 44 form are kept as they are.
 */
export const toUkE164 = (mobile: string): string => {
  const digits = mobile.replace(/\D/g, '');
  if (mobile.trim().startsWith('+44')) return `+${digits}`;
  if (digits.startsWith('44')) return `+${digits}`;
  return `+44${digits.replace(/^0/, '')}`;
};

const requiredText = z.string({ error: m.required }).check(z.trim(), z.minLength(1, m.required));

export const adiNumberField = requiredText.check(
  z.minLength(ADI_MIN, m.adiTooShort),
  z.maxLength(ADI_MAX, m.adiTooLong),
);
export const signInPasswordField = z.string({ error: m.required }).check(z.minLength(1, m.required));
export const digitsOnlyField = requiredText.check(z.regex(/^\d*$/, m.noSpecialCharacters));

export const accessCodeField = z
  .pipe(z.string({ error: m.accessCodeDigits }), z.transform(normaliseAccessCode))
  .check(z.refine((code: string) => code.length === ACCESS_CODE_LENGTH, m.accessCodeDigits));

export const newPasswordField = z.string({ error: m.required }).check(
  z.minLength(1, m.required),
  z.refine(hasMinLength, m.passwordTooShort),
  z.refine((p: string) => hasCapital(p) && hasNumber(p), m.passwordComplexity),
);
export const confirmPasswordField = z.string({ error: m.required }).check(z.minLength(1, m.required));

export const passwordsMatch = (v: { password: string; confirmPassword: string }): boolean =>
  v.password === v.confirmPassword;

export const signInShape = { adiNumber: adiNumberField, password: signInPasswordField };
export const signUpShape = { adiNumber: digitsOnlyField, mobileNumber: digitsOnlyField };
export const setPasswordShape = {
  accessCode: accessCodeField,
  password: newPasswordField,
  confirmPassword: confirmPasswordField,
};

/** The web forms' schemas (same fields as the server's signInSchema, signUpSchema, setPasswordSchema). */
export const signInFormSchema = z.object(signInShape);
export const signUpFormSchema = z.object(signUpShape);
export const accessCodeFormSchema = z.object({ code: accessCodeField });
export const setPasswordFormSchema = z
  .object(setPasswordShape)
  .check(z.refine(passwordsMatch, { message: m.passwordsDoNotMatch, path: ['confirmPassword'] }));

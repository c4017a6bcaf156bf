import { z } from 'zod';
import { isSingleLineText, singleLineText, validationMessages } from '../validation/index.ts';
import { identityMessages as m } from './messages.ts';

/* The identity field rules: commands.ts builds the mutations' schemas (and the web's forms) from them. */

const ADI_MIN = 6;
const ADI_MAX = 10;
const ACCESS_CODE_LENGTH = 6;
const PASSWORD_MIN = 8;
export const RESEND_DELAY_SECONDS = 30;

const hasCapital = (password: string): boolean => /[A-Z]/.test(password);
const hasNumber = (password: string): boolean => /\d/.test(password);
const hasMinLength = (password: string): boolean => password.length >= PASSWORD_MIN;

/** Strips everything but digits, as the access-code screen does before sending. */
const normaliseAccessCode = (raw: string): string => raw.replace(/\D/g, '');

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

// Every identity text is one line: a control character (NUL, ESC, ...) left after trimming is refused
// before any lookup.
const requiredText = z
  .string({ error: m.required })
  .trim()
  .refine(isSingleLineText, validationMessages.controlCharacters)
  .min(1, m.required);

export const adiNumberField = requiredText.min(ADI_MIN, m.adiTooShort).max(ADI_MAX, m.adiTooLong);
export const signInPasswordField = singleLineText({ error: m.required }).min(1, m.required);
export const digitsOnlyField = requiredText.regex(/^\d*$/, m.noSpecialCharacters);

export const accessCodeField = z
  .string({ error: m.accessCodeDigits })
  .transform(normaliseAccessCode)
  .refine((code) => code.length === ACCESS_CODE_LENGTH, m.accessCodeDigits);

export const newPasswordField = singleLineText({ error: m.required })
  .min(1, m.required)
  .refine(hasMinLength, m.passwordTooShort)
  .refine((p) => hasCapital(p) && hasNumber(p), m.passwordComplexity);
export const confirmPasswordField = singleLineText({ error: m.required }).min(1, m.required);

export const passwordsMatch = (v: { password: string; confirmPassword: string }): boolean =>
  v.password === v.confirmPassword;

import { z } from 'zod';
import { identityMessages as m } from './messages.ts';

export const ADI_MIN = 6;
export const ADI_MAX = 10;
export const ACCESS_CODE_LENGTH = 6;
export const PASSWORD_MIN = 8;
export const RESEND_DELAY_SECONDS = 30;

const requiredText = z.string({ error: m.required }).trim().min(1, m.required);

export const adiNumberSchema = requiredText.min(ADI_MIN, m.adiTooShort).max(ADI_MAX, m.adiTooLong);

export const signInSchema = z.object({
  adiNumber: adiNumberSchema,
  password: z.string({ error: m.required }).min(1, m.required),
});
export type SignInInput = z.infer<typeof signInSchema>;

const digitsOnly = requiredText.regex(/^\d*$/, m.noSpecialCharacters);

export const signUpSchema = z.object({
  adiNumber: digitsOnly,
  mobileNumber: digitsOnly,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** Strips everything but digits, as the access-code screen does before sending. */
export const normaliseAccessCode = (raw: string): string => raw.replace(/\D/g, '');

export const accessCodeSchema = z
  .string({ error: m.accessCodeDigits })
  .transform(normaliseAccessCode)
  .refine((code) => code.length === ACCESS_CODE_LENGTH, m.accessCodeDigits);

export const hasCapital = (password: string): boolean => /[A-Z]/.test(password);
export const hasNumber = (password: string): boolean => /\d/.test(password);
export const hasMinLength = (password: string): boolean => password.length >= PASSWORD_MIN;

/** The live checklist on the set-password screen. */
export const passwordChecklist = (password: string) => ({
  capital: hasCapital(password),
  number: hasNumber(password),
  length: hasMinLength(password),
});

export const newPasswordSchema = z
  .string({ error: m.required })
  .min(1, m.required)
  .refine(hasMinLength, m.passwordTooShort)
  .refine((p) => hasCapital(p) && hasNumber(p), m.passwordComplexity);

export const setPasswordSchema = z
  .object({
    accessCode: accessCodeSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: m.required }).min(1, m.required),
  })
  .refine((v) => v.password === v.confirmPassword, { message: m.passwordsDoNotMatch, path: ['confirmPassword'] });
export type SetPasswordInput = z.input<typeof setPasswordSchema>;

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

/*
 * Full-zod schemas for the server, built from the fields of form-rules.ts. The web never imports this module
 * (full zod would weigh down the sign-in page): put anything the web needs in form-rules.ts.
 */
import { z } from 'zod';
import {
  accessCodeField,
  adiNumberField,
  newPasswordField,
  passwordsMatch,
  setPasswordShape,
  signInShape,
  signUpShape,
} from './form-rules.ts';
import { identityMessages as m } from './messages.ts';

// Also importable from here, as before they moved to form-rules.ts.
export { passwordChecklist, RESEND_DELAY_SECONDS, toUkE164 } from './form-rules.ts';

/** The form an ADI number is looked up and throttled by: no spaces, upper case. */
export const normaliseAdiNumber = (raw: string): string => raw.replace(/\s+/g, '').toUpperCase();

export const adiNumberSchema = z.pipe(z.string({ error: m.required }), adiNumberField);

export const signInSchema = z.object(signInShape);
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object(signUpShape);
export type SignUpInput = z.infer<typeof signUpSchema>;

export const accessCodeSchema = z.pipe(z.string({ error: m.accessCodeDigits }), accessCodeField);

export const newPasswordSchema = z.pipe(z.string({ error: m.required }), newPasswordField);

export const setPasswordSchema = z
  .object(setPasswordShape)
  .refine(passwordsMatch, { message: m.passwordsDoNotMatch, path: ['confirmPassword'] });
export type SetPasswordInput = z.input<typeof setPasswordSchema>;

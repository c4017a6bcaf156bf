/*
 * One schema per identity mutation: the service parses its input with it (parseCommand), and the web's forms
 * are the same schemas, or the same fields under the names the forms use.
 */
import { z } from 'zod';
import { singleLineText } from '../validation/index.ts';
import {
  accessCodeField,
  adiNumberField,
  confirmPasswordField,
  digitsOnlyField,
  newPasswordField,
  passwordsMatch,
  signInPasswordField,
} from './fields.ts';
import { identityMessages as m } from './messages.ts';

/** The form an ADI number is looked up and throttled by: no spaces, upper case. */
export const normaliseAdiNumber = (raw: string): string => raw.replace(/\s+/g, '').toUpperCase();

/** instructorLogin (and appSignIn, once its values are decrypted). */
export const instructorLoginSchema = z.object({ adiNumber: adiNumberField, password: signInPasswordField });

/** requestPasswordReset: sign-up and forgotten password. */
export const requestPasswordResetSchema = z.object({ adiNumber: digitsOnlyField, mobileNumber: digitsOnlyField });

/** confirmSignInCode. */
export const confirmSignInCodeSchema = z.object({ challengeId: singleLineText(), code: accessCodeField });

const passwordFields = { password: newPasswordField, confirmPassword: confirmPasswordField };
const mismatch = { message: m.passwordsDoNotMatch, path: ['confirmPassword'] };

/** resetPassword. */
export const resetPasswordSchema = z
  .object({ challengeId: singleLineText(), code: accessCodeField, ...passwordFields })
  .refine(passwordsMatch, mismatch);

/**
 * changePassword (spec 4 §7 "password change": userId, password; ours also needs the current password). The new
 * password follows the set-password rules; confirmPassword, when sent, must match; the same password is refused.
 */
export const changePasswordSchema = z
  .object({
    userId: singleLineText(),
    currentPassword: signInPasswordField,
    password: newPasswordField,
    confirmPassword: confirmPasswordField.optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.password === v.confirmPassword, mismatch)
  .refine((v) => v.password !== v.currentPassword, { message: m.passwordUnchanged, path: ['password'] });

/** The web's forms: the mutations' schemas, without what the page adds itself (the challenge id). */
export const signInFormSchema = instructorLoginSchema;
export const signUpFormSchema = requestPasswordResetSchema;
export const accessCodeFormSchema = confirmSignInCodeSchema.pick({ code: true });
/** The set-password form calls the code accessCode. */
export const setPasswordFormSchema = z
  .object({ accessCode: accessCodeField, ...passwordFields })
  .refine(passwordsMatch, mismatch);

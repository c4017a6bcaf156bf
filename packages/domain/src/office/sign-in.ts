import { z } from 'zod';
import { singleLineText } from '../validation/text.ts';

/** The office's sign-in words (not in the spec: issue 24 §2). */
export const staffSignInMessages = {
  required: 'This field is required',
  emailInvalid: 'Enter your work email address',
  /** The same words whether the email is unknown or the password wrong: nothing is revealed. */
  signInFailed: 'The email or password is not right. Please try again.',
  noSecondFactor: 'Your account has no second factor set up yet. Ask an administrator to reset it.',
  passkeyFailed: 'That passkey was not accepted. Try again, or use a code from your authenticator app.',
  passkeyNotAdded: 'The passkey was not added. Try again.',
  passkeyNameInvalid: 'Give the passkey a name of up to 60 characters',
  passkeyNotFound: 'That passkey is not one of yours.',
  lastSecondFactor: 'This is your only second factor. Add another passkey or an authenticator app before removing it.',
  totpAlreadySetUp: 'You already have an authenticator app set up.',
  totpCodeFormat: 'Enter the 6-digit code from your authenticator app',
  totpSecretInvalid: 'Start the authenticator set-up again.',
  codeFormat: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  signInExpired: 'This sign-in has timed out. Start again with your email and password.',
  signedOut: 'You have signed out.',
} as const;

const m = staffSignInMessages;

/** How long the second factor may take after the password, and how many wrong codes it allows. */
export const STAFF_SIGN_IN_TTL_MS = 5 * 60_000;
export const MAX_SECOND_FACTOR_GUESSES = 5;
/** How many one-time recovery codes a staff member holds. */
export const RECOVERY_CODE_COUNT = 10;

export const secondFactorKinds = ['Totp', 'RecoveryCode', 'Passkey'] as const;
export type SecondFactorKind = (typeof secondFactorKinds)[number];

/** A work email, compared lower-cased. */
export const staffEmail = singleLineText({ error: m.required })
  .trim()
  .min(1, m.required)
  .max(254, m.emailInvalid)
  .pipe(z.email(m.emailInvalid))
  .transform((email) => email.toLowerCase());

export const staffSignInSchema = z.object({
  email: staffEmail,
  password: z.string({ error: m.required }).min(1, m.required).max(256, m.signInFailed),
});

/** An authenticator code is 6 digits; a recovery code is ten letters or digits, grouped 5-5 (the dash optional). */
const TOTP_CODE = /^\d{6}$/;
const RECOVERY_CODE = /^[a-z0-9]{5}-?[a-z0-9]{5}$/;

export const normaliseSecondFactorCode = (code: string): string => code.trim().toLowerCase().replaceAll(' ', '');

export const isTotpCode = (code: string): boolean => TOTP_CODE.test(normaliseSecondFactorCode(code));

export const isRecoveryCode = (code: string): boolean => RECOVERY_CODE.test(normaliseSecondFactorCode(code));

/** A recovery code as stored and compared: lower case, no dash. */
export const recoveryCodeKey = (code: string): string => normaliseSecondFactorCode(code).replace('-', '');

/** A name the member gives a passkey, to tell their devices apart ("Work laptop"). */
export const passkeyNameSchema = singleLineText({ error: m.passkeyNameInvalid })
  .trim()
  .min(1, m.passkeyNameInvalid)
  .max(60, m.passkeyNameInvalid);

/** Base32, at least 160 bits: an authenticator secret as the server hands it out for set-up. */
const TOTP_SECRET = /^[A-Z2-7]{32,64}$/;

export const totpEnrolmentSchema = z.object({
  secret: z.string({ error: m.totpSecretInvalid }).regex(TOTP_SECRET, m.totpSecretInvalid),
  code: z
    .string({ error: m.required })
    .max(32, m.totpCodeFormat)
    .refine((code) => isTotpCode(code), m.totpCodeFormat)
    .transform(normaliseSecondFactorCode),
});

export const secondFactorSchema = z.object({
  signInId: z.uuid(m.signInExpired),
  code: z
    .string({ error: m.required })
    .max(32, m.codeFormat)
    .refine((code) => isTotpCode(code) || isRecoveryCode(code), m.codeFormat),
});

/** A passkey's answer to the sign-in's challenge, as the browser's JSON (the server checks the rest). */
export const passkeySignInSchema = z.object({
  signInId: z.uuid(m.signInExpired),
  response: z.string({ error: m.passkeyFailed }).min(1, m.passkeyFailed).max(16_000, m.passkeyFailed),
});

/** A new passkey: its name and the browser's attestation JSON. */
export const addPasskeySchema = z.object({
  name: passkeyNameSchema,
  response: z.string({ error: m.passkeyNotAdded }).min(1, m.passkeyNotAdded).max(16_000, m.passkeyNotAdded),
});

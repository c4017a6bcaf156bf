import { type BrandSlug, brands } from '../access/brand.ts';

/** Texted access codes: 6 digits, single use, bound to one challenge (sign-in or password reset). */
export const challengeKinds = ['sign_in', 'reset'] as const;
export type ChallengeKind = (typeof challengeKinds)[number];

export const CODE_DIGITS = 6;
/** A sign-in code lives 3 minutes; a password-reset code 10. */
export const CODE_TTL_MS: Record<ChallengeKind, number> = { sign_in: 3 * 60_000, reset: 10 * 60_000 };
/** Wrong guesses one challenge survives; a resend does not give any back. */
export const MAX_CODE_GUESSES = 5;
/** Texts one challenge may send: the first and four resends. */
export const MAX_SENDS_PER_CHALLENGE = 5;
/** Spec 1 §9: resend delay 30 seconds. */
export const RESEND_DELAY_MS = 30_000;
/** A challenge can be resent (revived) for this long after it began; then the user starts again. */
export const CHALLENGE_MAX_AGE_MS = 30 * 60_000;
/** Per account and rolling hour: resends and reset texts; sign-in texts (which need the password) have their own cap. */
export const HOURLY_TEXTS_PER_ACCOUNT = 10;
export const HOURLY_SIGN_IN_TEXTS_PER_ACCOUNT = 30;
/** Password-reset requests per typed ADI number and hour, counted whether or not the details match. */
export const HOURLY_RESET_REQUESTS_PER_ADI = 5;

/** Seconds to wait before another resend, 0 when one may be sent now. */
export const resendWaitSeconds = (lastSentAt: Date, now: Date): number =>
  Math.max(0, Math.ceil((lastSentAt.getTime() + RESEND_DELAY_MS - now.getTime()) / 1000));

/** The text that carries a code; the brand is the instructor's (see primaryBrandSlug). */
export const accessCodeText = (brand: BrandSlug, code: string, kind: ChallengeKind): string => {
  const minutes = CODE_TTL_MS[kind] / 60_000;
  return `Your ${brands[brand].productName} access code is ${code}. It expires in ${minutes} minutes. Never share this code.`;
};

import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { primaryBrandSlug } from '@portal/domain/access';
import {
  accessCodeText,
  CHALLENGE_MAX_AGE_MS,
  type ChallengeKind,
  CODE_DIGITS,
  CODE_TTL_MS,
  HOURLY_SIGN_IN_TEXTS_PER_ACCOUNT,
  HOURLY_TEXTS_PER_ACCOUNT,
  MAX_CODE_GUESSES,
  MAX_SENDS_PER_CHALLENGE,
  maskMobile,
  RESEND_DELAY_MS,
  resendWaitSeconds,
} from '@portal/domain/identity';
import type { AppDeps } from '../../app-deps.ts';
import { toInstructorView } from '../instructor/index.ts';
import { findChallenge, insertChallenge, replaceCode, spendGuess } from './auth.repository.ts';

const HOUR_MS = 3_600_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from the client: anything that is not a UUID cannot name a challenge. */
export const isChallengeId = (id: string): boolean => UUID.test(id);

/** Six digits from the CSPRNG, leading zeros kept. */
export const newCode = (): string =>
  randomInt(0, 10 ** CODE_DIGITS)
    .toString()
    .padStart(CODE_DIGITS, '0');

/** HMAC-SHA256 under the server key, bound to the challenge: the same code for another challenge hashes apart. */
export const hashCode = (secretKey: string, challengeId: string, code: string): string =>
  createHmac('sha256', secretKey).update(`access-code:${challengeId}:${code}`).digest('hex');

/** Per-account hourly caps: sign-in texts need the password; resends and reset texts share a tighter cap. */
export const allowText = (deps: AppDeps, instructorId: string, purpose: 'sign_in' | 'other') =>
  purpose === 'sign_in'
    ? deps.rateLimiter.hit(`sign-in-texts:${instructorId}`, HOURLY_SIGN_IN_TEXTS_PER_ACCOUNT, HOUR_MS)
    : deps.rateLimiter.hit(`texts:${instructorId}`, HOURLY_TEXTS_PER_ACCOUNT, HOUR_MS);

const sendCode = async (deps: AppDeps, to: string, instructorId: string, code: string, kind: ChallengeKind) => {
  const facts = await deps.viewers.load(instructorId);
  const body = accessCodeText(primaryBrandSlug(facts ? toInstructorView(facts).brands : []), code, kind);
  await deps.sms.send({ to, body });
};

/** Starts a challenge and texts its code. */
export const openChallenge = async (
  deps: AppDeps,
  account: { instructorId: string; mobileNumber: string },
  kind: ChallengeKind,
) => {
  const id = randomUUID();
  const code = newCode();
  const now = deps.clock.now();
  await insertChallenge({
    id,
    kind,
    instructorId: account.instructorId,
    codeHash: hashCode(deps.config.secretKey, id, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS[kind]),
    now,
  });
  await sendCode(deps, account.mobileNumber, account.instructorId, code, kind);
  return { challengeId: id, maskedMobile: maskMobile(account.mobileNumber) };
};

export type GuessResult = { outcome: 'right' } | { outcome: 'wrong'; guessesLeft: number } | { outcome: 'dead' };

/** Checks a code against a challenge, spending one of its guesses when wrong. */
export const guessCode = async (
  deps: AppDeps,
  challengeId: string,
  kind: ChallengeKind,
  code: string,
): Promise<GuessResult> => {
  const row = await spendGuess({
    id: challengeId,
    kind,
    codeHash: hashCode(deps.config.secretKey, challengeId, code),
    now: deps.clock.now(),
    maxGuesses: MAX_CODE_GUESSES,
  });
  if (!row) return { outcome: 'dead' };
  if (row.consumedAt) return { outcome: 'right' };
  return { outcome: 'wrong', guessesLeft: MAX_CODE_GUESSES - row.failedAttempts };
};

export type ResendResult = { success: boolean; retryAfterSeconds: number | null };

const refused = (retryAfterSeconds: number | null = null): ResendResult => ({ success: false, retryAfterSeconds });

/** A new code for the same challenge (either kind): 30 s apart, five texts at most, within the hourly cap. */
export const resendChallengeCode = async (deps: AppDeps, challengeId: string): Promise<ResendResult> => {
  if (!isChallengeId(challengeId)) return refused();
  const challenge = await findChallenge(challengeId);
  const now = deps.clock.now();
  if (!challenge?.mobileNumber || challenge.consumedAt || challenge.failedAttempts >= MAX_CODE_GUESSES) {
    return refused();
  }
  if (challenge.sendCount >= MAX_SENDS_PER_CHALLENGE) return refused();
  if (now.getTime() - challenge.createdAt.getTime() >= CHALLENGE_MAX_AGE_MS) return refused();
  const wait = resendWaitSeconds(challenge.lastSentAt, now);
  if (wait > 0) return refused(wait);
  const cap = await allowText(deps, challenge.instructorId, 'other');
  if (!cap.allowed) return refused(Math.max(1, Math.ceil((cap.resetAt.getTime() - now.getTime()) / 1000)));

  const kind = challenge.kind as ChallengeKind;
  const code = newCode();
  const replaced = await replaceCode({
    id: challengeId,
    codeHash: hashCode(deps.config.secretKey, challengeId, code),
    now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS[kind]),
    sentBefore: new Date(now.getTime() - RESEND_DELAY_MS),
    createdAfter: new Date(now.getTime() - CHALLENGE_MAX_AGE_MS),
    maxGuesses: MAX_CODE_GUESSES,
    maxSends: MAX_SENDS_PER_CHALLENGE,
  });
  // Another resend won the race for this slot.
  if (!replaced) return refused(resendWaitSeconds(now, now));
  await sendCode(deps, challenge.mobileNumber, challenge.instructorId, code, kind);
  return { success: true, retryAfterSeconds: null };
};

import { DomainError, parseCommand } from '@portal/domain/errors';
import {
  HOURLY_RESET_REQUESTS_PER_ADI,
  identityMessages as m,
  normaliseAdiNumber,
  requestPasswordResetSchema,
  resetPasswordSchema,
  toUkE164,
} from '@portal/domain/identity';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { hashPassword } from '../../lib/password.ts';
import { closeOpenChallenges, findAccountByAdi, findChallenge, upsertPassword } from './auth.repository.ts';
import { chargeClient } from './client-throttle.ts';
import { allowText, guessCode, isChallengeId, openChallenge } from './codes.ts';
import { clearAttempts } from './lockout.ts';
import { revokeAllSessions } from './session.repository.ts';
import type { SessionCache } from './session-cache.ts';
import type { Caller, SessionPort } from './use-case.ts';

const HOUR_MS = 3_600_000;

/**
 * Sign-up and forgotten password: a code texted to the mobile on record. Counted per typed ADI number
 * before the lookup, so the limit answers the same for numbers that exist and numbers that do not; details
 * that do not match count as a failure of the client's address too.
 */
export const requestPasswordReset = async (
  deps: AppDeps,
  input: { adiNumber: string; mobileNumber: string },
  caller: Caller,
) => {
  const command = parseCommand(requestPasswordResetSchema, input);
  const key = normaliseAdiNumber(command.adiNumber);
  const client = await chargeClient(deps, caller);
  const requests = await deps.rateLimiter.hit(`reset-requests:${key}`, HOURLY_RESET_REQUESTS_PER_ADI, HOUR_MS);
  if (!requests.allowed) {
    await client.giveBack();
    throw new DomainError('TOO_MANY_REQUESTS', m.tryAgainLater);
  }

  const account = await findAccountByAdi(key);
  const mobile = toUkE164(command.mobileNumber);
  if (!account?.mobileNumber || account.status === 'Deleted' || account.mobileNumber !== mobile) {
    throw new DomainError('MOBILE_MISMATCH', m.mobileMismatch);
  }
  await client.giveBack();
  const texts = await allowText(deps, account.instructorId, 'other');
  if (!texts.allowed) throw new DomainError('TOO_MANY_REQUESTS', m.tryAgainLater);
  return openChallenge(deps, { instructorId: account.instructorId, mobileNumber: account.mobileNumber }, 'reset');
};

/**
 * Sets the new password with the texted code. Every session of the account ends, open codes die and
 * the sign-in lockout clears: the caller has shown they hold the phone on record.
 */
export const resetPassword = async (
  deps: AppDeps & { sessions: SessionCache },
  input: { challengeId: string; code: string; password: string; confirmPassword: string },
  session: SessionPort,
  caller: Caller,
) => {
  const command = parseCommand(resetPasswordSchema, input);
  const wrongCode = new DomainError('WRONG_ACCESS_CODE', m.wrongAccessCode);
  const client = await chargeClient(deps, caller);
  const challenge = isChallengeId(input.challengeId) ? await findChallenge(input.challengeId, 'reset') : null;
  if (!challenge) throw wrongCode;
  const guess = await guessCode(deps, challenge.id, 'reset', command.code);
  if (guess.outcome !== 'right') throw wrongCode;
  await client.giveBack();

  const passwordHash = await hashPassword(command.password);
  const now = deps.clock.now();
  await inTransaction(async () => {
    await upsertPassword(challenge.instructorId, passwordHash, now);
    await revokeAllSessions(challenge.instructorId, now);
    await closeOpenChallenges(challenge.instructorId, now);
  });
  await deps.sessions.announce({ instructorId: challenge.instructorId });
  await clearAttempts(deps, normaliseAdiNumber(challenge.adiNumber));
  await session.end();
  return { success: true };
};

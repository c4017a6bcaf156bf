import { DomainError, parseCommand } from '@portal/domain/errors';
import {
  confirmSignInCodeSchema,
  FREE_FAILED_ATTEMPTS,
  instructorLoginSchema,
  MAX_CODE_GUESSES,
  identityMessages as m,
  maskMobile,
  normaliseAdiNumber,
  type ThrottleState,
} from '@portal/domain/identity';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps, Viewer } from '../../app-deps.ts';
import type { SessionViewer } from '../../graphql/context.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password.ts';
import { type InstructorView, toInstructorView } from '../instructor/index.ts';
import { decryptAppLinkValue } from './app-link.ts';
import { type Account, type Challenge, findAccountByAdi, findChallenge } from './auth.repository.ts';
import { chargeClient } from './client-throttle.ts';
import { allowText, guessCode, isChallengeId, openChallenge, resendChallengeCode } from './codes.ts';
import { chargeAttempt, clearAttempts, throttleSummary, withdrawAttempt } from './lockout.ts';
import { type ChangePasswordInput, changePassword } from './password-change.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { endSession, resolveViewer, startSession } from './session.ts';
import { createSessionCache } from './session-cache.ts';
import { watchSession } from './session-watch.ts';
import type { Caller, SessionPort } from './use-case.ts';

/** The login result of spec 1 §3; the session itself travels only in the HttpOnly cookie. */
export type LoginOutcome = {
  authenticated: boolean;
  challengeRequired: boolean;
  challengeId: string | null;
  maskedMobile: string | null;
  attemptsRemaining: number | null;
  lockoutExpiry: Date | null;
  lockoutSeconds: number | null;
  accessToken: null;
  encryptedPersonId: null;
  instructor: InstructorView | null;
};

const outcome = (fields: Partial<LoginOutcome>): LoginOutcome => ({
  authenticated: false,
  challengeRequired: false,
  challengeId: null,
  maskedMobile: null,
  attemptsRemaining: null,
  lockoutExpiry: null,
  lockoutSeconds: null,
  accessToken: null,
  encryptedPersonId: null,
  instructor: null,
  ...fields,
});

const refusedLogin = (deps: AppDeps, state: ThrottleState) => outcome(throttleSummary(state, deps.clock.now()));

const canSignIn = (account: Account | null): account is Account & { mobileNumber: string } =>
  !!account && account.status !== 'Deleted' && !!account.mobileNumber;

/**
 * Step 1. The same work (throttle charges, one lookup, one argon2 verify) and the same answer for an
 * unknown ADI number as for a wrong password, so neither message nor timing tells whether it exists.
 */
const instructorLogin = async (deps: AppDeps, input: { adiNumber: string; password: string }, caller: Caller) => {
  const command = parseCommand(instructorLoginSchema, input);
  const key = normaliseAdiNumber(command.adiNumber);
  const client = await chargeClient(deps, caller);
  const charge = await chargeAttempt(deps, key);
  if (!charge.allowed) {
    await client.giveBack();
    return refusedLogin(deps, charge.state);
  }
  const account = await findAccountByAdi(key);
  const right = account?.passwordHash
    ? await verifyPassword(account.passwordHash, command.password)
    : await verifyAgainstDummy(command.password);
  if (!right || !canSignIn(account)) return refusedLogin(deps, charge.charged);

  await client.giveBack();
  const state = await withdrawAttempt(charge);
  const cap = await allowText(deps, account.instructorId, 'sign_in');
  if (!cap.allowed) throw new DomainError('TOO_MANY_REQUESTS', m.tryAgainLater);
  const challenge = await openChallenge(deps, account, 'sign_in');
  return outcome({ challengeRequired: true, ...challenge, ...throttleSummary(state, deps.clock.now()) });
};

/** Failures look like a wrong password (and count as one); a link that does not decrypt is not even looked up. */
const appSignIn = async (deps: AppDeps, input: { adi: string; pw: string }, caller: Caller) => {
  const adiNumber = decryptAppLinkValue(deps.config.secretKey, 'adi', input.adi);
  const password = decryptAppLinkValue(deps.config.secretKey, 'pw', input.pw);
  if (adiNumber === null || password === null || !instructorLoginSchema.safeParse({ adiNumber, password }).success) {
    await chargeClient(deps, caller);
    await verifyAgainstDummy(password ?? '');
    return outcome({});
  }
  return instructorLogin(deps, { adiNumber, password }, caller);
};

const pending = (deps: AppDeps, challenge: Challenge, state: ThrottleState) =>
  outcome({
    challengeRequired: true,
    challengeId: challenge.id,
    maskedMobile: challenge.mobileNumber ? maskMobile(challenge.mobileNumber) : null,
    ...throttleSummary(state, deps.clock.now()),
  });

const isOpen = (challenge: Challenge, now: Date): boolean =>
  !challenge.consumedAt && challenge.expiresAt > now && challenge.failedAttempts < MAX_CODE_GUESSES;

/** Step 2: the texted code. Counts towards the account lockout as a password does. */
const confirmSignInCode = async (
  deps: AppDeps,
  input: { challengeId: string; code: string },
  session: SessionPort,
  caller: Caller,
): Promise<LoginOutcome> => {
  const { code } = parseCommand(confirmSignInCodeSchema, input);
  const challenge = isChallengeId(input.challengeId) ? await findChallenge(input.challengeId, 'sign_in') : null;
  // An expired, used or exhausted challenge is over: the web sends the user back to sign in.
  if (!challenge || !isOpen(challenge, deps.clock.now())) return outcome({});
  const client = await chargeClient(deps, caller);
  const charge = await chargeAttempt(deps, normaliseAdiNumber(challenge.adiNumber));
  if (!charge.allowed) {
    await client.giveBack();
    return pending(deps, challenge, charge.state);
  }

  const guess = await guessCode(deps, challenge.id, 'sign_in', code);
  if (guess.outcome !== 'wrong') await client.giveBack();
  if (guess.outcome === 'right') {
    await clearAttempts(deps, charge.key);
    await session.start(challenge.instructorId);
    const facts = await deps.viewers.load(challenge.instructorId);
    const instructor = facts && toInstructorView(facts);
    return outcome({ authenticated: true, attemptsRemaining: FREE_FAILED_ATTEMPTS, instructor });
  }
  if (guess.outcome === 'dead') {
    // Nothing was checked: a concurrent request used the code or spent the last guess first.
    return outcome(throttleSummary(await withdrawAttempt(charge), deps.clock.now()));
  }
  if (guess.guessesLeft === 0) return refusedLogin(deps, charge.charged);
  return pending(deps, challenge, charge.charged);
};

export const createAuthService = (appDeps: AppDeps) => {
  // The dummy hash is made once; making it now keeps the first unknown-number sign-in as quick as any other.
  void verifyAgainstDummy('warm-up');
  // This instance's live sessions, listening for revocations from every instance from the start.
  const deps = { ...appDeps, sessions: createSessionCache(appDeps.pubsub) };
  return {
    /** The signed-in instructor of a request, from its session cookie (null: none, or not live). */
    resolveViewer: (request: FastifyRequest) => resolveViewer(deps, request),
    /** Calls `ended` as soon as the session ends (sign-out, reset, timeouts, on any instance); returns `stop`. */
    watchSession: (viewer: SessionViewer, ended: () => void) => watchSession(deps, viewer, ended),
    /** What a use case may do to the request's session: start one (rotating any held) or end it. */
    sessionOf: (request: FastifyRequest, reply: FastifyReply): SessionPort => ({
      start: async (instructorId) => {
        await startSession(deps, request, reply, instructorId);
      },
      end: () => endSession(deps, request, reply),
    }),
    instructorLogin: (input: { adiNumber: string; password: string }, caller: Caller) =>
      instructorLogin(deps, input, caller),
    appSignIn: (input: { adi: string; pw: string }, caller: Caller) => appSignIn(deps, input, caller),
    confirmSignInCode: (input: { challengeId: string; code: string }, session: SessionPort, caller: Caller) =>
      confirmSignInCode(deps, input, session, caller),
    resendCode: (input: { challengeId: string }) => resendChallengeCode(deps, input.challengeId),
    requestPasswordReset: (input: { adiNumber: string; mobileNumber: string }, caller: Caller) =>
      requestPasswordReset(deps, input, caller),
    resetPassword: (
      input: { challengeId: string; code: string; password: string; confirmPassword: string },
      session: SessionPort,
      caller: Caller,
    ) => resetPassword(deps, input, session, caller),
    changePassword: (viewer: Viewer, input: ChangePasswordInput, session: SessionPort) =>
      changePassword(deps, viewer, input, session),
    signOut: async (session: SessionPort) => {
      await session.end();
      return true;
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;

import { parseCommand } from '@portal/domain/errors';
import { lockoutMessage } from '@portal/domain/identity';
import {
  isTotpCode,
  MAX_SECOND_FACTOR_GUESSES,
  staffSignInMessages as m,
  normaliseSecondFactorCode,
  recoveryCodeKey,
  type SecondFactorKind,
  STAFF_SIGN_IN_TTL_MS,
  secondFactorSchema,
  staffSignInSchema,
} from '@portal/domain/office';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password.ts';
import { chargeAttempt, clearAttempts, throttleSummary, withdrawAttempt } from '../auth/index.ts';
import {
  completeSignIn,
  countFailedGuess,
  countPasskeys,
  findStaffByEmail,
  findStaffById,
  insertSignIn,
  lockSignIn,
  type SignInRow,
  type StaffRow,
  useRecoveryCode,
  useTotpStep,
} from './staff.repository.ts';
import { recordStaffEvent, type StaffAudit } from './staff-audit.ts';
import { recoveryCodeHash, totpSecrets } from './staff-secrets.ts';
import { totpStepOf } from './staff-totp.ts';

/** The password step's answer: go on to the second factor, set up a first one (a new member), or a refusal. */
export type PasswordOutcome =
  | { kind: 'secondFactor'; signInId: string; factors: SecondFactorKind[] }
  | { kind: 'setUpSecondFactor'; member: StaffRow }
  | { kind: 'refused'; message: string; lockoutSeconds: number | null };

/** The second factor's answer: signed in as the member, or a refusal (a dead sign-in must start again). */
export type SecondFactorOutcome =
  | { kind: 'signedIn'; member: StaffRow; factor: SecondFactorKind }
  | { kind: 'refused'; message: string; startAgain: boolean };

type Deps = AppDeps & { audit: StaffAudit };

/** Throttle key: per email as typed, known or not, as instructors' per ADI number. */
const throttleKey = (email: string) => `staff:${email}`;

const factorsOf = async (member: StaffRow): Promise<SecondFactorKind[]> => {
  const factors: SecondFactorKind[] = [];
  if ((await countPasskeys(member.id)) > 0) factors.push('Passkey');
  if (member.totpSecretSealed) factors.push('Totp', 'RecoveryCode');
  return factors;
};

const refusal = (
  deps: AppDeps,
  state: Parameters<typeof throttleSummary>[0],
): Extract<PasswordOutcome, { kind: 'refused' }> => {
  const summary = throttleSummary(state, deps.clock.now());
  const message =
    summary.lockoutExpiry && summary.lockoutSeconds
      ? lockoutMessage(summary.lockoutSeconds, summary.lockoutExpiry)
      : m.signInFailed;
  return { kind: 'refused', message, lockoutSeconds: summary.lockoutSeconds };
};

/** A failure that locked a known member out goes to the trail (the charge was allowed, so it was not locked before). */
const auditLockout = async (deps: Deps, member: StaffRow | undefined, charged: Parameters<typeof refusal>[1]) => {
  const { lockoutSeconds } = throttleSummary(charged, deps.clock.now());
  if (member && lockoutSeconds)
    await recordStaffEvent(deps.audit, member.id, 'staffLockedOut', { after: { lockoutSeconds } });
};

/**
 * Step 1: email and password. The same words and the same work whether the email is known or not. A member with
 * no second factor yet (new) goes on to set one up, and may do nothing else until then.
 */
export const checkStaffPassword = async (
  deps: Deps,
  input: { email: string; password: string },
): Promise<PasswordOutcome> => {
  const { email, password } = parseCommand(staffSignInSchema, input);
  const charge = await chargeAttempt(deps, throttleKey(email));
  if (!charge.allowed) return refusal(deps, charge.state);
  const member = await findStaffByEmail(email);
  const right = member?.active
    ? await verifyPassword(member.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!member || !right) {
    await auditLockout(deps, member, charge.charged);
    return refusal(deps, charge.charged);
  }
  await withdrawAttempt(charge);
  const factors = await factorsOf(member);
  if (factors.length === 0) return { kind: 'setUpSecondFactor', member };
  const now = deps.clock.now();
  const signIn = await insertSignIn(member.id, now, new Date(now.getTime() + STAFF_SIGN_IN_TTL_MS));
  return { kind: 'secondFactor', signInId: signIn.id, factors };
};

const codeIsRight = async (deps: AppDeps, member: StaffRow, code: string): Promise<SecondFactorKind | null> => {
  const now = deps.clock.now();
  if (isTotpCode(code)) {
    const secret = member.totpSecretSealed && totpSecrets.open(deps, member.id, member.totpSecretSealed);
    const step = secret ? await totpStepOf(secret, normaliseSecondFactorCode(code), now) : null;
    return step !== null && (await useTotpStep(member.id, step)) ? 'Totp' : null;
  }
  const used = await useRecoveryCode(member.id, recoveryCodeHash(deps, member.id, recoveryCodeKey(code)), now);
  return used ? 'RecoveryCode' : null;
};

/** Judges one second factor: which factor passed, or null (a wrong code, an unknown or replayed passkey). */
export type SecondFactorJudge = (member: StaffRow, signIn: SignInRow) => Promise<SecondFactorKind | null>;

/** The live sign-in (locked for this transaction) and its active member, or nothing. */
export const liveSignIn = async (deps: AppDeps, signInId: string) => {
  const signIn = await lockSignIn(signInId);
  const now = deps.clock.now();
  const live =
    signIn && !signIn.completedAt && signIn.expiresAt > now && signIn.failedAttempts < MAX_SECOND_FACTOR_GUESSES;
  const member = live ? await findStaffById(signIn.staffId) : undefined;
  return signIn && member?.active ? { signIn, member } : null;
};

const failedGuess = async (deps: Deps, signIn: SignInRow, member: StaffRow, tried: string, wrong: string) => {
  await countFailedGuess(signIn.id);
  await recordStaffEvent(deps.audit, member.id, 'staffSecondFactorFailed', { after: { tried, signInId: signIn.id } });
  const dead = signIn.failedAttempts + 1 >= MAX_SECOND_FACTOR_GUESSES;
  return { kind: 'refused' as const, message: dead ? m.signInExpired : wrong, startAgain: dead };
};

/**
 * Step 2, whatever the factor: within minutes of the password, five guesses. A wrong one counts against the
 * member's lockout as a wrong password does: starting a fresh sign-in does not buy five more guesses.
 */
export const judgeSecondFactor = (
  deps: Deps,
  signInId: string,
  wrong: { tried: string; message: string },
  judge: SecondFactorJudge,
): Promise<SecondFactorOutcome> =>
  inTransaction(async () => {
    const found = await liveSignIn(deps, signInId);
    if (!found) return { kind: 'refused', message: m.signInExpired, startAgain: true };
    const { signIn, member } = found;
    const charge = await chargeAttempt(deps, throttleKey(member.email));
    if (!charge.allowed) return { kind: 'refused', message: refusal(deps, charge.state).message, startAgain: true };
    const factor = await judge(member, signIn);
    if (!factor) {
      await auditLockout(deps, member, charge.charged);
      return failedGuess(deps, signIn, member, wrong.tried, wrong.message);
    }
    await completeSignIn(signIn.id, deps.clock.now());
    await clearAttempts(deps, throttleKey(member.email));
    await recordStaffEvent(deps.audit, member.id, 'staffSignedIn', { after: { secondFactor: factor } });
    return { kind: 'signedIn', member, factor };
  });

/** Step 2 with an authenticator code or a one-time recovery code. */
export const checkStaffCode = (deps: Deps, input: { signInId: string; code: string }): Promise<SecondFactorOutcome> => {
  const { signInId, code } = parseCommand(secondFactorSchema, input);
  return judgeSecondFactor(deps, signInId, { tried: 'code', message: m.wrongCode }, (member) =>
    codeIsRight(deps, member, code),
  );
};

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
  type StaffRow,
  useRecoveryCode,
  useTotpStep,
} from './staff.repository.ts';
import { recoveryCodeHash, totpSecrets } from './staff-secrets.ts';
import { totpStepOf } from './staff-totp.ts';

/** The password step's answer: go on to the second factor, or a refusal in words (lockout included). */
export type PasswordOutcome =
  | { kind: 'secondFactor'; signInId: string; factors: SecondFactorKind[] }
  | { kind: 'refused'; message: string; lockoutSeconds: number | null };

/** The second factor's answer: signed in as the member, or a refusal (a dead sign-in must start again). */
export type SecondFactorOutcome =
  | { kind: 'signedIn'; member: StaffRow; factor: SecondFactorKind }
  | { kind: 'refused'; message: string; startAgain: boolean };

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

/** Step 1: email and password. The same words and the same work whether the email is known or not. */
export const checkStaffPassword = async (
  deps: AppDeps,
  input: { email: string; password: string },
): Promise<PasswordOutcome> => {
  const { email, password } = parseCommand(staffSignInSchema, input);
  const charge = await chargeAttempt(deps, throttleKey(email));
  if (!charge.allowed) return refusal(deps, charge.state);
  const member = await findStaffByEmail(email);
  const right = member?.active
    ? await verifyPassword(member.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!member || !right) return refusal(deps, charge.charged);
  await withdrawAttempt(charge);
  const factors = await factorsOf(member);
  if (factors.length === 0) return { kind: 'refused', message: m.noSecondFactor, lockoutSeconds: null };
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

/** Step 2: an authenticator code or a one-time recovery code, within minutes of the password, five guesses. */
export const checkStaffCode = (
  deps: AppDeps,
  input: { signInId: string; code: string },
): Promise<SecondFactorOutcome> =>
  inTransaction(async () => {
    const { signInId, code } = parseCommand(secondFactorSchema, input);
    const signIn = await lockSignIn(signInId);
    const now = deps.clock.now();
    const live =
      signIn && !signIn.completedAt && signIn.expiresAt > now && signIn.failedAttempts < MAX_SECOND_FACTOR_GUESSES;
    const member = live ? await findStaffById(signIn.staffId) : undefined;
    if (!signIn || !member?.active) return { kind: 'refused', message: m.signInExpired, startAgain: true };
    // A wrong code counts against the member's lockout as a wrong password does: starting a fresh sign-in with
    // the password does not buy five more guesses.
    const charge = await chargeAttempt(deps, throttleKey(member.email));
    if (!charge.allowed) return { kind: 'refused', message: refusal(deps, charge.state).message, startAgain: true };
    const factor = await codeIsRight(deps, member, code);
    if (!factor) {
      await countFailedGuess(signIn.id);
      const dead = signIn.failedAttempts + 1 >= MAX_SECOND_FACTOR_GUESSES;
      return { kind: 'refused', message: dead ? m.signInExpired : m.wrongCode, startAgain: dead };
    }
    await completeSignIn(signIn.id, now);
    await clearAttempts(deps, throttleKey(member.email));
    return { kind: 'signedIn', member, factor };
  });

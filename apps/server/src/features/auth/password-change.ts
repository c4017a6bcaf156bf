import { DomainError, parseCommand } from '@portal/domain/errors';
import {
  changePasswordSchema,
  lockoutMessage,
  identityMessages as m,
  normaliseAdiNumber,
} from '@portal/domain/identity';
import type { AppDeps, Viewer } from '../../app-deps.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { closeOpenChallenges, findAccountById, upsertPassword } from './auth.repository.ts';
import { chargeAttempt, clearAttempts, throttleSummary } from './lockout.ts';
import { revokeAllSessions } from './session.repository.ts';
import type { SessionCache } from './session-cache.ts';
import type { SessionPort } from './use-case.ts';

export type ChangePasswordInput = {
  userId: string;
  password: string;
  currentPassword: string;
  confirmPassword?: string | null;
};

const wrongCurrent = () => new DomainError('INVALID_INPUT', m.currentPasswordWrong, { field: 'currentPassword' });

/**
 * changePassword (spec 4 §7 "password change"), signed in and with the current password: a session alone must not
 * be enough to take over the account. userId is the viewer's id or ADI number (else NOT_FOUND). A wrong current
 * password counts against the account's sign-in lockout as a wrong sign-in does. On success every session of the
 * account ends (the other devices are signed out at once, on every instance), open codes die, and the caller
 * gets a fresh session, as after a reset (which is not audited either: the audit trail is the office's).
 */
export const changePassword = async (
  deps: AppDeps & { sessions: SessionCache },
  viewer: Viewer,
  input: ChangePasswordInput,
  session: SessionPort,
) => {
  const command = parseCommand(changePasswordSchema, { ...input, confirmPassword: input.confirmPassword ?? undefined });
  const account = await findAccountById(viewer.instructorId);
  const named = (a: { instructorId: string; adiNumber: string }) =>
    command.userId === a.instructorId || normaliseAdiNumber(command.userId) === normaliseAdiNumber(a.adiNumber);
  if (!account?.passwordHash || !named(account)) throw new DomainError('NOT_FOUND', 'Account not found');
  const key = normaliseAdiNumber(account.adiNumber);
  const charge = await chargeAttempt(deps, key);
  if (!charge.allowed) {
    const { lockoutExpiry, lockoutSeconds } = throttleSummary(charge.state, deps.clock.now());
    throw new DomainError('TOO_MANY_REQUESTS', lockoutMessage(lockoutSeconds ?? 0, lockoutExpiry ?? deps.clock.now()));
  }
  if (!(await verifyPassword(account.passwordHash, command.currentPassword))) throw wrongCurrent();

  const passwordHash = await hashPassword(command.password);
  const now = deps.clock.now();
  await inTransaction(async () => {
    await upsertPassword(account.instructorId, passwordHash, now);
    await revokeAllSessions(account.instructorId, now);
    await closeOpenChallenges(account.instructorId, now);
  });
  await deps.sessions.announce({ instructorId: account.instructorId });
  await clearAttempts(deps, key);
  await session.start(account.instructorId);
  return { success: true };
};

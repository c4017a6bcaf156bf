import { attemptsRemainingMessage, lockoutMessage } from '@portal/domain/identity';
import type { LoginOutcomeFragment } from '../../gql/graphql.ts';
import type { Outcome } from '../../lib/outcome.ts';

/**
 * The lines of a failed sign-in step: the failed call's message; or the step's message (`refused`), then
 * lockout or attempts-left information.
 */
export const loginFailureLines = (outcome: Outcome<LoginOutcomeFragment>, refused: string): string[] => {
  if (!outcome.ok) return [outcome.message];
  const { lockoutExpiry, lockoutSeconds, attemptsRemaining: attempts } = outcome.value;
  if (lockoutExpiry) {
    const expiry = new Date(lockoutExpiry);
    // The server's count of what is left; the device's clock only if an older server sent none.
    const seconds = lockoutSeconds ?? (expiry.getTime() - Date.now()) / 1000;
    return [refused, lockoutMessage(seconds, expiry)];
  }
  if (attempts != null && attempts > 0 && attempts <= 3) return [refused, attemptsRemainingMessage(attempts)];
  return [refused];
};

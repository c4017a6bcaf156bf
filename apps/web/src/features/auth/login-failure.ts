import { attemptsRemainingMessage, lockoutMessage } from '@portal/domain/identity';
import type { LoginOutcomeFragment } from '../../gql/graphql.ts';
import type { Outcome } from '../../lib/outcome.ts';

/**
 * The lines of a failed sign-in step: the failed call's message; or the step's message (`refused`), then
 * lockout or attempts-left information.
 */
export const loginFailureLines = (outcome: Outcome<LoginOutcomeFragment>, refused: string): string[] => {
  if (!outcome.ok) return [outcome.message];
  const { lockoutExpiry, attemptsRemaining: attempts } = outcome.value;
  if (lockoutExpiry) return [refused, lockoutMessage(new Date(lockoutExpiry))];
  if (attempts != null && attempts > 0 && attempts <= 3) return [refused, attemptsRemainingMessage(attempts)];
  return [refused];
};

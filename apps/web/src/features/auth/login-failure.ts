import { attemptsRemainingMessage, lockoutMessage, identityMessages as m } from '@portal/domain/identity';
import type { CombinedError } from 'urql';
import type { LoginOutcomeFragment } from '../../gql/graphql.ts';
import { messageForError } from '../../lib/graphql-errors.ts';

/** The lines of a failed sign-in step: the spec's message, then lockout or attempts-left information. */
export const loginFailureLines = (
  outcome: LoginOutcomeFragment | null | undefined,
  error: CombinedError | undefined,
  message: string,
): string[] => {
  if (error || !outcome) return [messageForError(error, { RATE_LIMITED: m.tryAgainLater }, message)];
  if (outcome.lockoutExpiry) return [message, lockoutMessage(new Date(outcome.lockoutExpiry))];
  const attempts = outcome.attemptsRemaining;
  if (attempts != null && attempts > 0 && attempts <= 3) return [message, attemptsRemainingMessage(attempts)];
  return [message];
};

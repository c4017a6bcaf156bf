import type { AnyVariables, CombinedError, OperationResult } from 'urql';

/** What an operation's call gives the UI: its value, or the message to show. */
export type Outcome<T = null> = { ok: true; value: T } | { ok: false; message: string };

export const officeFailureMessages = {
  network: 'The office could not be reached. Check your connection and try again.',
  unexpected: 'Something went wrong on our side. Please try again.',
} as const;

/**
 * The words of a failed call: the server's own message for a refusal it explains (a DomainError's reason and
 * words), else a plain one. The server never sends a stack trace, so its message is safe to show.
 */
export const failureMessage = (error: CombinedError | undefined): string => {
  if (error?.networkError) return officeFailureMessages.network;
  const first = error?.graphQLErrors[0];
  return first?.extensions?.reason && first.message ? first.message : officeFailureMessages.unexpected;
};

export const outcomeOf = <Data, T>(
  result: Pick<OperationResult<Data, AnyVariables>, 'data' | 'error'>,
  pick: (data: Data) => T,
): Outcome<T> =>
  result.error || !result.data
    ? { ok: false, message: failureMessage(result.error) }
    : { ok: true, value: pick(result.data) };

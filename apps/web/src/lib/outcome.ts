import type { AnyVariables, OperationResult } from 'urql';
import { failureMessage } from './error-messages.ts';

/** What an operation's call gives the UI: its value, or the message to show. */
export type Outcome<T = null> = { ok: true; value: T } | { ok: false; message: string };

/**
 * An urql result as an Outcome: `pick` takes the value from the data; a failure carries the message the user
 * sees (error-messages.ts). `step` is the spec's failure wording of the step, if it has its own.
 */
export const outcomeOf = <Data, T>(
  result: Pick<OperationResult<Data, AnyVariables>, 'data' | 'error'>,
  pick: (data: Data) => T,
  step?: string,
): Outcome<T> =>
  result.error || !result.data
    ? { ok: false, message: failureMessage(result.error, step) }
    : { ok: true, value: pick(result.data) };

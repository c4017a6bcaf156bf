import type { z } from 'zod';
import { DomainError, type ErrorReason, errorReasonOf } from './domain-error.ts';

/** The spec writes some messages with a leading '^' (its old forms' "full message" marker): never sent. */
const withoutMarker = (message: string): string => (message.startsWith('^') ? message.slice(1) : message);

const reasonOf = (issue: z.core.$ZodIssue): ErrorReason =>
  (issue.code === 'custom' ? errorReasonOf(issue.params?.reason) : null) ?? 'INVALID_INPUT';

/** The input field an issue belongs to: the last name on its path ('timeSlots.2.travelTime' -> 'travelTime'). */
const fieldOf = (issue: z.core.$ZodIssue): string | undefined =>
  issue.path.filter((part): part is string => typeof part === 'string').at(-1);

/**
 * Parses a mutation's input with its command schema, the one way services validate: the first issue becomes a
 * DomainError (INVALID_INPUT unless the rule names another reason in its `params.reason`) with its `field`.
 */
export const parseCommand = <S extends z.ZodType>(schema: S, input: z.input<S>): z.output<S> => {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  if (!issue) throw new DomainError('INVALID_INPUT', 'Invalid input');
  const field = fieldOf(issue);
  throw new DomainError(reasonOf(issue), withoutMarker(issue.message), field ? { field } : undefined);
};

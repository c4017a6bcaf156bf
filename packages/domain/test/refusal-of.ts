import { DomainError } from '../src/errors/index.ts';

/** What a call refuses with, as the API sends it (reason, message, field), or null when it goes through. */
export const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) {
      return { reason: error.reason, message: error.message, ...(error.details as { field?: string } | undefined) };
    }
    throw error;
  }
  return null;
};

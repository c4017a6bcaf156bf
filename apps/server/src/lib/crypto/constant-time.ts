import { timingSafeEqual } from 'node:crypto';

/** Compares two secrets in constant time, so a guesser learns nothing from how long a refusal takes. */
export const constantTimeEqual = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

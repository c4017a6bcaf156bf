import { bookingMessages, timeOffMessages } from '@portal/domain/calendar';
import { DomainError } from '@portal/domain/errors';

const EXCLUSION_VIOLATION = '23P01';

/**
 * Whether an error is the exclusion constraint refusing an overlap. node-postgres and PGlite both set
 * `code`; Drizzle wraps driver errors in DrizzleQueryError with the driver error as `cause`.
 */
export const isOverlapViolation = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === EXCLUSION_VIOLATION) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

const overlapError = () => new DomainError('OVERLAP', bookingMessages.overlap);
/** Time off that clashes says so in time-off words (issue 23 defect 10), not a lesson's. */
export const timeOffOverlapError = () => new DomainError('TIME_OFF_OVERLAP', timeOffMessages.overlap);

/**
 * Runs a write; an overlap refused by the database becomes CONFLICT: "New event overlaps with an existing event"
 * (OVERLAP), or the error `refusal` makes.
 */
export const guardOverlap = async <T>(write: () => Promise<T>, refusal = overlapError): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isOverlapViolation(error)) throw refusal();
    throw error;
  }
};

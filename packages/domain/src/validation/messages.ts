import { EARLIEST_YEAR, LATEST_YEAR } from './range.ts';

/** Spec silent on these: the API's own checks of any text or date it is given. */
export const validationMessages = {
  controlCharacters: 'This text contains characters that are not allowed',
  dateOutOfRange: `Dates must be between the years ${EARLIEST_YEAR} and ${LATEST_YEAR}`,
  invalidDate: 'Enter a valid date (yyyy-MM-dd)',
} as const;

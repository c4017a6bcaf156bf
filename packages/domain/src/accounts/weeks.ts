import { isoDatePlusDays, isoDayNumber } from '../time/time.ts';

/** The Monday (yyyy-MM-dd) of the week a date is in: weeks start on Monday (spec 2 §9). */
export const weekStartOf = (isoDate: string): string => {
  // Day 0, 1970-01-01, was a Thursday: three days after a Monday.
  const sinceMonday = (((isoDayNumber(isoDate) + 3) % 7) + 7) % 7;
  return isoDatePlusDays(isoDate, -sinceMonday);
};

/** The Sunday that ends the week starting on a Monday. */
export const weekEndOf = (monday: string): string => isoDatePlusDays(monday, 6);

export const addWeeks = (monday: string, weeks: number): string => isoDatePlusDays(monday, weeks * 7);

/** dd/MM/yyyy, the way every date is shown (en-GB). */
export const formatIsoDate = (isoDate: string): string =>
  `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;

import { addDays, format, parseISO, startOfWeek } from 'date-fns';

/** The Monday (yyyy-MM-dd) of the week a date is in: weeks start on Monday (spec 2 §9). */
export const weekStartOf = (isoDate: string): string =>
  format(startOfWeek(parseISO(isoDate), { weekStartsOn: 1 }), 'yyyy-MM-dd');

/** The Sunday that ends the week starting on a Monday. */
export const weekEndOf = (monday: string): string => format(addDays(parseISO(monday), 6), 'yyyy-MM-dd');

export const addWeeks = (monday: string, weeks: number): string =>
  format(addDays(parseISO(monday), weeks * 7), 'yyyy-MM-dd');

/** dd/MM/yyyy, the way every date is shown (en-GB). */
export const formatIsoDate = (isoDate: string): string =>
  `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;

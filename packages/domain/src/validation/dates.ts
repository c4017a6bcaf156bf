import { z } from 'zod';
import { validationMessages as m } from './messages.ts';
import { EARLIEST_YEAR, LATEST_YEAR } from './range.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isYearInRange = (year: number): boolean => year >= EARLIEST_YEAR && year <= LATEST_YEAR;

/** An instant within the portal's years (by its UTC year: the bounds are far from any time-zone edge). */
export const isInstantInRange = (at: Date): boolean =>
  !Number.isNaN(at.getTime()) && isYearInRange(at.getUTCFullYear());

/** A real calendar date (no 30 February) written yyyy-MM-dd. */
export const isIsoDate = (text: string): boolean => {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * An instant from the API. An invalid Date passes, so that the command's rules give it their own message
 * ("Please enter a start date and time"); a valid one outside the portal's years does not.
 */
export const instantInRange = z
  .instanceof(Date)
  .refine((at) => Number.isNaN(at.getTime()) || isInstantInRange(at), m.dateOutOfRange);

/** A calendar date yyyy-MM-dd within the portal's years. */
export const isoDateInRange = z
  .string()
  .refine(isIsoDate, m.invalidDate)
  .refine((text) => !isIsoDate(text) || isYearInRange(Number(text.slice(0, 4))), m.dateOutOfRange);

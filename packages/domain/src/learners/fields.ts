import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { hasWholePence, poundsToPence } from '../money/money.ts';
import { normalisePostcode } from '../postcode/postcode.ts';
import { UK_TIME_ZONE } from '../time/time.ts';
import { isSingleLineText } from '../validation/text.ts';
import { hourlyRateMessages, learnerDetailsMessages, newLearnerMessages } from './messages.ts';
import { RATE_STEP_PENCE } from './pricing.ts';

const DAY = 86_400_000;
export const MIN_LEARNER_AGE_YEARS = 12;
export const DOB_PICKER_MIN_YEARS = 16;
export const DOB_PICKER_MAX_YEARS = 110;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmailAddress = (text: string): boolean => EMAIL.test(text) && text.length <= 254;

/** Letters, apostrophe and hyphen only, at least 2 characters (spec 3 §5 new learner). */
export const isNewLearnerName = (text: string): boolean => /^[\p{L}'-]{2,50}$/u.test(text);

/** Spec 3 §5: 07 plus 8 to 12 digits, or 447 plus 7 to 11 digits. */
export const isNewLearnerMobile = (text: string): boolean => /^(07\d{8,12}|447\d{7,11})$/.test(text);

/** The details form's phone: exactly 11 characters, a UK number written 0... */
export const isDetailsPhone = (text: string): boolean => /^0\d{10}$/.test(text);

/** The date yyyy-MM-dd `years` before `today` (yyyy-MM-dd). */
export const yearsBefore = (today: string, years: number): string => {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d));
  if (date.getUTCDate() !== d) date.setTime(date.getTime() - DAY); // 29 February -> 28 February
  return date.toISOString().slice(0, 10);
};

/** Spec 4 §3 Learner.age: whole years from the date of birth to today (both yyyy-MM-dd). */
export const ageOn = (dateOfBirth: string, today: string): number => {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
};

/** Spec 3 §5: at least 12 years ago, and not before the picker's 110 years. */
export const isValidDateOfBirth = (iso: string, today: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(iso) &&
  !Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) &&
  iso <= yearsBefore(today, MIN_LEARNER_AGE_YEARS) &&
  iso >= yearsBefore(today, DOB_PICKER_MAX_YEARS);

/**
 * Spec 3 §5: the details form sends the date of birth at noon (UK), so that no time zone moves it to another
 * day; the server keeps its UK date.
 */
export const dateOfBirthAtNoon = (iso: string): Date => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, 12, 0, UK_TIME_ZONE).getTime());
};

/**
 * Spec 3 §5 hourly rate modal, in its order: a number, given, above zero, within the region rate, in 25p steps.
 * `maxPence` is the instructor's price for the product category (the region's maximum).
 */
export const hourlyRateProblem = (pounds: number | null | undefined, maxPence: number): string | null => {
  if (pounds === null || pounds === undefined) return hourlyRateMessages.required;
  const pence = poundsToPence(pounds);
  if (pence === null) return hourlyRateMessages.notNumber;
  if (pence <= 0) return hourlyRateMessages.negative;
  if (pence > maxPence) return hourlyRateMessages.aboveMax;
  if (!hasWholePence(pounds) || pence % RATE_STEP_PENCE !== 0) return hourlyRateMessages.step;
  return null;
};

/** Spec 3 §5 new learner: not negative, 25p steps, not above the default price. */
export const newLearnerRateProblem = (pounds: number, defaultPence: number): string | null => {
  const pence = poundsToPence(pounds);
  if (pence === null) return newLearnerMessages.rateNotNumber;
  if (pence < 0) return hourlyRateMessages.negative;
  if (!hasWholePence(pounds) || pence % RATE_STEP_PENCE !== 0) return newLearnerMessages.rateStep;
  if (pence > defaultPence) return newLearnerMessages.rateAboveDefault;
  return null;
};

/** A required single-line text with the given message, trimmed. */
export const requiredText = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max).refine(isSingleLineText, message);

export const optionalText = (max = 100) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(isSingleLineText)
    .nullish()
    .transform((value) => (value ? value : null));

/** A required postcode with the details form's message, normalised. */
export const detailsPostcode = z.string({ error: learnerDetailsMessages.postcode }).transform((value, ctx) => {
  const normalised = normalisePostcode(value);
  if (normalised === null) {
    ctx.addIssue({ code: 'custom', message: learnerDetailsMessages.postcode });
    return z.NEVER;
  }
  return normalised;
});

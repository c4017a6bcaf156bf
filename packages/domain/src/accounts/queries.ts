import { differenceInCalendarDays, parseISO } from 'date-fns';
import { z } from 'zod';
import { EARLIEST_YEAR, isoDateInRange, LATEST_YEAR } from '../validation/index.ts';

/** The longest span of transactions asked for at once: a tax year and a little. */
export const MAX_LEDGER_DAYS = 400;

export const ledgerRangeSchema = z
  .object({ from: isoDateInRange, to: isoDateInRange })
  .refine((r) => r.from <= r.to, { message: 'The start date must be on or before the end date', path: ['to'] })
  .refine((r) => differenceInCalendarDays(parseISO(r.to), parseISO(r.from)) < MAX_LEDGER_DAYS, {
    message: `Please choose at most ${MAX_LEDGER_DAYS} days`,
    path: ['to'],
  });

export const taxYearStartSchema = z.object({
  startYear: z
    .number()
    .int()
    .min(EARLIEST_YEAR)
    .max(LATEST_YEAR - 1),
});

import { z } from 'zod';

/** randomInstructors (spec 4 §7): at most this many published profiles a call. */
export const RANDOM_INSTRUCTORS_MAX = 10;

export const randomInstructorsMessages = {
  count: `Ask for between 1 and ${RANDOM_INSTRUCTORS_MAX} instructors`,
} as const;

/** How many other instructors' published profiles to show (examples beside the instructor's own). */
export const randomInstructorsSchema = z.object({
  count: z
    .number()
    .int(randomInstructorsMessages.count)
    .min(1, randomInstructorsMessages.count)
    .max(RANDOM_INSTRUCTORS_MAX, randomInstructorsMessages.count),
});

import { z } from 'zod';

/** An instant from the API. Invalid dates pass here so that the rules give them their own message. */
export const instantField = z.instanceof(Date);

/** Travel time as the API takes it: optional, 0 when not given. */
export const travelTimeField = z
  .number()
  .nullish()
  .transform((minutes) => minutes ?? 0);

/** Free text that may be left out: trimmed, and null when empty. */
export const optionalTextField = z
  .string()
  .nullish()
  .transform((text) => text?.trim() || null);

export const optionalFlagField = z.boolean().nullish();

import { z } from 'zod';
import { instantInRange, multiLineText } from '../validation/index.ts';

/**
 * An instant from the API, within the portal's years. Invalid dates pass here so that the rules give them
 * their own message.
 */
export const instantField = instantInRange;

/** Travel time as the API takes it: optional, 0 when not given. */
export const travelTimeField = z
  .number()
  .nullish()
  .transform((minutes) => minutes ?? 0);

/** Free text that may be left out (a reason): no control characters but layout, trimmed, and null when empty. */
export const optionalTextField = multiLineText()
  .nullish()
  .transform((text) => text?.trim() || null);

export const optionalFlagField = z.boolean().nullish();

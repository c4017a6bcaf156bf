import { localDateOf, minutesBetween } from '../time/time.ts';
import { LESSON_MAX_MINUTES } from './constants.ts';
import { lessonEditMessages as m } from './messages.ts';

/**
 * Why a lesson's length is refused, or null: it runs into another day, or is longer than a working day
 * (issue 8). Every way a lesson is made or moved asks this: both forms, createLesson, changeLesson, and the
 * holds of a booking preview.
 */
export const lessonLengthMessage = (start: Date, end: Date): string | null => {
  if (localDateOf(end) !== localDateOf(start)) return m.lessonSameDay;
  return minutesBetween(start, end) > LESSON_MAX_MINUTES ? m.lessonMaximum : null;
};

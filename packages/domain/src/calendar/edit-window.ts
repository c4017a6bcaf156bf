import { startOfLocalDay } from '../time/time.ts';

/**
 * The Edit lesson button exists only if the lesson end is not before the start of today (spec 2 §4). A module of
 * its own, without the lesson forms' schemas: the calendar's grid asks it of every block as it first draws, and
 * does not load and build the schemas (zod) for it (issue 28 §6).
 */
export const canEditLesson = (lessonEnd: Date, now: Date): boolean =>
  lessonEnd.getTime() >= startOfLocalDay(now).getTime();

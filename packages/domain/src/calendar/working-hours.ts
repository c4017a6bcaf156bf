import { minutesToTime } from '../preferences/times.ts';
import { dayNumberOf, localDateOf, minuteOfDayOf } from '../time/time.ts';

/** A franchise's working hours for one day (day 0 = Monday, minutes after midnight; null: not working). */
export type WorkingHoursLike = { day: number; start: number | null; end: number | null };

/** A day's working span across the instructor's franchises: the earliest start to the latest end; null when off. */
export const workingSpanOf = (
  hours: readonly WorkingHoursLike[],
  day: number,
): { start: number; end: number } | null => {
  const spans = hours.filter((h) => h.day === day && h.start != null && h.end != null) as {
    start: number;
    end: number;
  }[];
  if (spans.length === 0) return null;
  return { start: Math.min(...spans.map((s) => s.start)), end: Math.max(...spans.map((s) => s.end)) };
};

export type WorkingHoursCheck = { outside: false } | { outside: true; message: string };

/**
 * Issue 23 defect 7: a lesson outside the instructor's working hours (their preferences, in UK wall-clock time) is
 * allowed but warned about before booking. No working hours set at all: nothing to warn about. A day with no hours
 * set in any franchise is a day off.
 */
export const checkWorkingHours = (
  lesson: { start: Date; end: Date },
  hours: readonly WorkingHoursLike[],
): WorkingHoursCheck => {
  if (!hours.some((h) => h.start != null && h.end != null)) return { outside: false };
  const span = workingSpanOf(hours, dayNumberOf(lesson.start));
  if (!span) return { outside: true, message: workingHoursMessages.dayOff };
  const startMinute = minuteOfDayOf(lesson.start);
  const sameDay = localDateOf(lesson.end) === localDateOf(lesson.start);
  const endMinute = sameDay ? minuteOfDayOf(lesson.end) : 24 * 60;
  if (startMinute >= span.start && endMinute <= span.end) return { outside: false };
  return { outside: true, message: workingHoursMessages.outside(minutesToTime(span.start), minutesToTime(span.end)) };
};

/** Spec silent (issue 23): the warning's words. */
export const workingHoursMessages = {
  dayOff: "This lesson is on a day you don't work (see your working hours in Preferences). Book it anyway?",
  outside: (from: string, to: string) =>
    `This lesson is outside your working hours (${from} to ${to} that day). Book it anyway?`,
  confirm: 'Book anyway',
  change: 'Change time',
} as const;

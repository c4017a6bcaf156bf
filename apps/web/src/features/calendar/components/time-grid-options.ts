import { format } from 'date-fns';
import type { CalendarView } from './calendar-views.ts';

type WorkingHoursLike = { day: number; start: number | null; end: number | null };
export type BusinessHoursInput = { daysOfWeek: number[]; startTime: string; endTime: string }[] | false;

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Working hours (day 0 = Monday, minutes after midnight) as FullCalendar business hours (day 0 = Sunday).
 * Several franchises may each set hours; a day's working time spans the earliest start to the latest end.
 */
export const toBusinessHours = (hours: readonly WorkingHoursLike[]): BusinessHoursInput => {
  const byDay = new Map<number, { start: number; end: number }>();
  for (const h of hours) {
    if (h.start == null || h.end == null) continue;
    const current = byDay.get(h.day);
    byDay.set(h.day, {
      start: Math.min(current?.start ?? h.start, h.start),
      end: Math.max(current?.end ?? h.end, h.end),
    });
  }
  if (byDay.size === 0) return false;
  return [...byDay.entries()].map(([day, span]) => ({
    daysOfWeek: [(day + 1) % 7],
    startTime: hhmm(span.start),
    endTime: hhmm(span.end),
  }));
};

/** Spec 2 §2: on a phone the day view opens at the current hour, other views at 11:00. */
export const initialScrollTime = (view: CalendarView, isMobile: boolean, now: Date): string => {
  if (!isMobile) return '07:00:00';
  return view === 'day' ? format(now, 'HH:00:00') : '11:00:00';
};

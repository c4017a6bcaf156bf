import { addDays, eachDayOfInterval, format, isSameDay } from 'date-fns';
import type { CalendarItem } from './calendar-items.ts';
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

type ScrollInput = {
  view: CalendarView;
  range: { start: Date; end: Date };
  items: readonly Pick<CalendarItem, 'start' | 'allDay'>[];
  businessHours: BusinessHoursInput;
  now: Date;
  /** HH:mm of a lesson just booked: the grid opens at its hour (issue 23 defect 7). */
  focus?: string | null;
};

/** Where the hours open when nothing is booked and no working hours are set. */
const DEFAULT_SCROLL = '07:00:00';

/**
 * Where the time grid opens (issue 8 §2, replacing spec 2 §2's "current hour or 11:00"): a lesson just booked at
 * its hour; today's day view at the current hour; any other day or range at the hour of its first timed event (a lesson's travel counts),
 * else where its working hours start.
 */
export const scrollTimeFor = ({ view, range, items, businessHours, now, focus }: ScrollInput): string => {
  if (focus) return `${focus.slice(0, 2)}:00:00`;
  if (view === 'day' && isSameDay(range.start, now)) return format(now, 'HH:00:00');
  const first = items.find((i) => !i.allDay && i.start >= range.start && i.start < range.end);
  if (first) return format(first.start, 'HH:00:00');
  if (!businessHours) return DEFAULT_SCROLL;
  const shown = new Set(eachDayOfInterval({ start: range.start, end: addDays(range.end, -1) }).map((d) => d.getDay()));
  const starts = businessHours.filter((h) => h.daysOfWeek.some((d) => shown.has(d))).map((h) => h.startTime);
  return starts.length > 0 ? `${starts.sort()[0]}:00` : DEFAULT_SCROLL;
};

import { addDays, addMonths, endOfMonth, endOfWeek, startOfDay, startOfMonth, startOfWeek } from 'date-fns';

export type CalendarView = 'day' | 'threeDay' | 'week' | 'month' | 'schedule';
/** The views drawn on the time grid. */
export type GridView = Exclude<CalendarView, 'month' | 'schedule'>;

type CalendarViewConfig = {
  view: CalendarView;
  /** Page title (spec 2 §2). */
  title: string;
  /** Label in the view selector. */
  label: string;
  /** FullCalendar view name; the month view is our own grid. */
  fcView: string | null;
  /** Date scroller offset in days from the range start (spec 2 §2). */
  scrollerOffset: number;
};

export const calendarViews: readonly CalendarViewConfig[] = [
  { view: 'day', title: 'My day', label: 'Day', fcView: 'timeGridDay', scrollerOffset: 0 },
  { view: 'threeDay', title: 'My 3 days', label: '3 days', fcView: 'timeGridThreeDay', scrollerOffset: 1 },
  { view: 'week', title: 'My week', label: 'Week', fcView: 'timeGridWeek', scrollerOffset: 3.5 },
  { view: 'month', title: 'My month', label: 'Month', fcView: null, scrollerOffset: 2.5 },
  { view: 'schedule', title: 'My schedule', label: 'Schedule', fcView: null, scrollerOffset: 0 },
];

export const DEFAULT_VIEW: CalendarView = 'day';

export const isCalendarView = (value: string | null): value is CalendarView =>
  calendarViews.some((v) => v.view === value);

export const viewConfig = (view: CalendarView): CalendarViewConfig =>
  calendarViews.find((v) => v.view === view) ?? calendarViews[0]!;

const WEEK = { weekStartsOn: 1 } as const;

/** The visible range [start, end) of a view around a date; weeks start on Monday (spec 2 §2). */
export const visibleRange = (view: CalendarView, date: Date): { start: Date; end: Date } => {
  const day = startOfDay(date);
  switch (view) {
    case 'day':
      return { start: day, end: addDays(day, 1) };
    case 'threeDay':
      return { start: day, end: addDays(day, 3) };
    case 'week': {
      const start = startOfWeek(day, WEEK);
      return { start, end: addDays(start, 7) };
    }
    case 'month': {
      const start = startOfWeek(startOfMonth(day), WEEK);
      return { start, end: addDays(startOfDay(endOfWeek(endOfMonth(day), WEEK)), 1) };
    }
    case 'schedule':
      return { start: day, end: addDays(day, SCHEDULE_DAYS) };
  }
};

/** The schedule's first page: two weeks from the date; scrolling loads more either way (issue 26 §1). */
export const SCHEDULE_DAYS = 14;

/**
 * What the calendar asks the server for: the whole Monday-to-Sunday weeks around the range, so a swipe to the
 * next day within the week draws at once from the answer on hand, and the date strip can mark the week's busy
 * days (issue 26 §1). The month asks for its grid as it is.
 */
export const fetchRange = (view: CalendarView, date: Date): { start: Date; end: Date } => {
  const range = visibleRange(view, date);
  if (view === 'month' || view === 'schedule') return range;
  return { start: startOfWeek(range.start, WEEK), end: addDays(startOfWeek(addDays(range.end, -1), WEEK), 7) };
};

/** The date the Previous/Next buttons move to. */
export const stepDate = (view: CalendarView, date: Date, direction: 1 | -1): Date => {
  switch (view) {
    case 'day':
      return addDays(date, direction);
    case 'threeDay':
      return addDays(date, 3 * direction);
    case 'week':
      return addDays(date, 7 * direction);
    case 'month':
      return addMonths(startOfMonth(date), direction);
    case 'schedule':
      return addDays(date, SCHEDULE_DAYS * direction);
  }
};

/** Where the range the date scroller highlights starts (the month view highlights its month). */
export const highlightRange = (view: CalendarView, date: Date): { start: Date; end: Date } => {
  if (view !== 'month') return visibleRange(view, date);
  const start = startOfMonth(date);
  return { start, end: addDays(startOfDay(endOfMonth(start)), 1) };
};

import { addDays, format, isSameMonth, isSameYear } from 'date-fns';
import { type CalendarView, visibleRange } from './calendar-views.ts';

/**
 * The range on screen in words: "Monday 1 June 2026", "1 – 7 June 2026", "June 2026"; `short` for a phone's
 * header: "Mon 1 Jun 2026", "1 – 7 Jun 2026".
 */
export const rangeLabel = (view: CalendarView, date: Date, short = false): string => {
  if (view === 'day') return format(date, short ? 'EEE d MMM yyyy' : 'EEEE d MMMM yyyy');
  if (view === 'month') return format(date, 'MMMM yyyy');
  const { start, end } = visibleRange(view, date);
  const last = addDays(end, -1);
  if (isSameMonth(start, last)) return `${format(start, 'd')} – ${format(last, short ? 'd MMM yyyy' : 'd MMMM yyyy')}`;
  if (isSameYear(start, last)) return `${format(start, 'd MMM')} – ${format(last, 'd MMM yyyy')}`;
  return `${format(start, 'd MMM yyyy')} – ${format(last, 'd MMM yyyy')}`;
};

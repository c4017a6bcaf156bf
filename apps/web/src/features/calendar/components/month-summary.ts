import { addDays, differenceInCalendarDays, format, isSameDay, startOfDay } from 'date-fns';
import type { CalendarItem, ItemStyle } from './calendar-items.ts';

export type DaySummary = { date: Date; counts: Partial<Record<ItemStyle, number>>; lessons: number; off: number };

const LESSON_STYLES: readonly ItemStyle[] = ['PAID_LESSON', 'UNPAID_LESSON', 'NEW_LESSON'];

/** The days an item touches; an end at midnight belongs to the day before. */
const daysOf = (item: CalendarItem): Date[] => {
  const first = startOfDay(item.start);
  const lastInstant = new Date(Math.max(item.start.getTime(), item.end.getTime() - 1));
  const span = differenceInCalendarDays(lastInstant, first);
  return Array.from({ length: span + 1 }, (_, i) => addDays(first, i));
};

/** Per-day counts of each kind for the month grid; travel blocks are not counted. */
export const summariseDays = (days: readonly Date[], items: readonly CalendarItem[]): DaySummary[] => {
  const byKey = new Map<string, DaySummary>(
    days.map((date) => [format(date, 'yyyy-MM-dd'), { date, counts: {}, lessons: 0, off: 0 }]),
  );
  for (const item of items) {
    if (item.type === 'travel' || item.pending) continue;
    for (const day of daysOf(item)) {
      const summary = byKey.get(format(day, 'yyyy-MM-dd'));
      if (!summary) continue;
      summary.counts[item.style] = (summary.counts[item.style] ?? 0) + 1;
      if (LESSON_STYLES.includes(item.style)) summary.lessons += 1;
      if (item.style === 'UNAVAILABLE') summary.off += 1;
    }
  }
  return [...byKey.values()];
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a screen reader hears for one day cell. */
export const describeDay = (summary: DaySummary, today: Date): string => {
  const parts = [format(summary.date, 'EEEE d MMMM')];
  if (isSameDay(summary.date, today)) parts.push('today');
  const paid = summary.counts.PAID_LESSON ?? 0;
  const unpaid = summary.counts.UNPAID_LESSON ?? 0;
  const fresh = summary.counts.NEW_LESSON ?? 0;
  const cancelled = summary.counts.CANCELLED ?? 0;
  if (summary.lessons === 0 && summary.off === 0 && cancelled === 0) parts.push('nothing booked');
  if (summary.lessons > 0) {
    const detail = [
      paid ? `${paid} paid` : '',
      unpaid ? `${unpaid} unpaid` : '',
      fresh ? `${fresh} with a new learner` : '',
    ].filter(Boolean);
    parts.push(`${plural(summary.lessons, 'lesson', 'lessons')} (${detail.join(', ')})`);
  }
  if (summary.off > 0) parts.push(plural(summary.off, 'unavailable slot', 'unavailable slots'));
  if (cancelled > 0) parts.push(`${cancelled} cancelled`);
  return parts.join(', ');
};

import { addMinutesTo } from '../time/time.ts';

export const calendarEventKinds = ['UNAVAILABLE', 'PAID_LESSON', 'UNPAID_LESSON', 'NEW_LESSON', 'TRAVEL'] as const;
export type CalendarEventKind = (typeof calendarEventKinds)[number];

export type KindFacts = { kind: 'lesson'; newLearner: boolean; paid: boolean } | { kind: 'time_off' };

/** How the calendar draws an item (spec 2 §2). Cancelled items keep their kind; status tells them apart. */
export const eventKind = (item: KindFacts): CalendarEventKind => {
  if (item.kind === 'time_off') return 'UNAVAILABLE';
  if (item.newLearner) return 'NEW_LESSON';
  return item.paid ? 'PAID_LESSON' : 'UNPAID_LESSON';
};

/** The travel block drawn before a lesson: [start - travel, start); none without travel time. */
export const travelBlock = (lesson: {
  start: Date;
  travelMinutes: number;
}): { kind: 'TRAVEL'; start: Date; end: Date } | null =>
  lesson.travelMinutes > 0
    ? { kind: 'TRAVEL', start: addMinutesTo(lesson.start, -lesson.travelMinutes), end: new Date(lesson.start) }
    : null;

/** Travel and cancelled events are not clickable (spec 2 §2). */
export const isClickableEvent = (kind: CalendarEventKind, status: string): boolean =>
  kind !== 'TRAVEL' && status !== 'Cancelled' && status !== 'Deleted';

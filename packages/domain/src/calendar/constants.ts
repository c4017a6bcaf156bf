/** Business constants of the calendar (spec 2 §9, spec 4 §9). */
export const LESSON_MIN_MINUTES = 60;
/** Decision (issue 8): a lesson is no longer than a working day, the default 09:00 to 17:00. */
export const LESSON_MAX_MINUTES = 8 * 60;
export const UNAVAILABLE_MIN_MINUTES = 15;
export const TIME_STEP_MINUTES = 15;
export const TRAVEL_TIME_OPTIONS = [0, 15, 30, 45, 60] as const;
export const DEFAULT_LESSON_TRAVEL_MINUTES = 0;
export const DEFAULT_PREFERENCE_TRAVEL_MINUTES = 15;
export const MAX_TRAVEL_MINUTES = 60;
export const REPEAT_COUNT_MIN = 2;
export const REPEAT_COUNT_MAX = 10;
export const REPEAT_COUNT_OPTIONS = [2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const NOTES_MAX_LENGTH = 280;
export const DEFAULT_LESSON_HOURS = 2;
/** The New Event button starts a new event at this hour (UK wall clock) unless that has passed today. */
export const DEFAULT_NEW_EVENT_HOUR = 9;
export const DEFAULT_UNAVAILABLE_HOURS = 1;
/** A booking preview holds its free slots as Pending lessons for this long. */
export const PENDING_HOLD_MINUTES = 15;
/** Refunds are refused when the lesson starts within this many hours ("about 2 hours"). */
export const REFUND_CUTOFF_HOURS = 2;
/** A cancellation this close to the start is late and needs a reason (decision, see cancel.ts). */
export const LATE_CANCELLATION_HOURS = 48;
export const CANCELLATION_REASON_MIN_WORDS = 5;
/** A repeating unavailable slot is materialised for at most this many occurrences (decision). */
export const TIME_OFF_SERIES_MAX_OCCURRENCES = 366;
/** One availability check asks about at most this many slots: a booking preview has 10; a month of days fits. */
export const MAX_AVAILABILITY_SLOTS = 31;
/** A calendar range is at most this long (the month view plus its margins). */
export const MAX_CALENDAR_RANGE_DAYS = 92;

export const EVENT_TYPES = ['LESSON', 'UNAVAILABLE'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** How a series repeats (stored on repeating time off). */
export const repeatFrequencies = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type RepeatFrequency = (typeof repeatFrequencies)[number];
export const REPEAT_CHOICES = ['NO_REPEAT', ...repeatFrequencies] as const;
export type RepeatChoice = (typeof REPEAT_CHOICES)[number];

/** Lessons and time off share one table; this tells them apart. */
export const itemKinds = ['lesson', 'time_off'] as const;
export type ItemKind = (typeof itemKinds)[number];
/** A calendar item's status: Pending is a booking preview's hold; Deleted items are hidden everywhere. */
export const itemStatuses = ['Active', 'Pending', 'Cancelled', 'Deleted'] as const;
export type ItemStatus = (typeof itemStatuses)[number];
/** What a DIT lesson is: in the car or in the classroom. */
export const ditLessonTypes = ['DitCar', 'DitClassroom'] as const;
export type DitLessonType = (typeof ditLessonTypes)[number];

/** Labels for the time-off repeat choice (spec 2 §9). */
export const TIME_OFF_REPEAT_LABELS: Record<RepeatFrequency, string> = {
  DAILY: 'Every day',
  WEEKLY: 'Every week',
  MONTHLY: 'Every month',
};
export const REPEAT_LABELS: Record<RepeatChoice, string> = {
  NO_REPEAT: 'No repeat',
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
};

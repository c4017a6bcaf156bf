import { formatIsoDate } from '@portal/domain/accounts';
import { localDateOf, startOfLocalDay, UK_TIME_ZONE } from '@portal/domain/time';
import type { OfflineLessonsQuery } from '../../gql/graphql.ts';
import type { SessionInstructor } from '../../lib/session/session-context.ts';

/** One lesson as kept on the device: only what an instructor needs on the road. */
export type SavedLesson = {
  id: string;
  start: string;
  end: string;
  test: boolean;
  learnerName: string;
  phone: string | null;
  pickupAddress: string | null;
};

/** Today's and tomorrow's lessons of one instructor, as the server gave them at `savedAt`. */
export type SavedLessons = {
  version: 1;
  instructorId: string;
  /** The signed-in instructor, so the shell can be drawn offline (name, brands, navigation). */
  instructor: SessionInstructor;
  savedAt: string;
  /** The UK days (yyyy-MM-dd) the snapshot covers in full. */
  days: string[];
  lessons: SavedLesson[];
};

const DAY_MS = 86_400_000;
/** Noon keeps the day arithmetic clear of the clock changes. */
const dayAfter = (day: string, days: number) => localDateOf(new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS));

/** [start of today, start of the day after tomorrow) in UK time: the window the app saves. */
export const savedWindow = (now: Date): { startDate: Date; endDate: Date; days: string[] } => {
  const today = localDateOf(now);
  const afterTomorrow = dayAfter(today, 2);
  return {
    startDate: startOfLocalDay(now),
    endDate: startOfLocalDay(new Date(Date.parse(`${afterTomorrow}T12:00:00Z`))),
    days: [today, dayAfter(today, 1)],
  };
};

type Event = NonNullable<OfflineLessonsQuery['instructor']>['calendarEvents'][number];
type Lesson = Extract<Event, { __typename: 'Lesson' }>;

const addressLine = (address: Lesson['learner']['pickupAddress']): string | null =>
  address ? [address.line1, address.line2, address.town, address.postcode].filter(Boolean).join(', ') : null;

/** The snapshot to keep: booked (Active) lessons only, in time order. */
export const savedLessonsOf = (
  data: OfflineLessonsQuery,
  instructor: SessionInstructor,
  now: Date,
  days: string[],
): SavedLessons => ({
  version: 1,
  instructorId: instructor.id,
  instructor,
  savedAt: now.toISOString(),
  days,
  lessons: data.instructor.calendarEvents
    .filter((e): e is Lesson => e.__typename === 'Lesson' && e.status === 'Active')
    .map((lesson) => ({
      id: lesson.id,
      start: lesson.startDateTime,
      end: lesson.endDateTime,
      test: lesson.test,
      learnerName: lesson.learner.name.fullName,
      phone: lesson.learner.mobileNumber ?? lesson.learner.landlineNumber ?? null,
      pickupAddress: addressLine(lesson.learner.pickupAddress),
    }))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start)),
});

export type SavedDay = { day: string; heading: string; lessons: SavedLesson[] };

/**
 * The days to show offline: today and tomorrow (UK), each only when the snapshot covers it. A snapshot saved
 * yesterday still shows its second day, as today.
 */
export const savedDaysToShow = (saved: SavedLessons, now: Date): SavedDay[] => {
  const today = localDateOf(now);
  const tomorrow = dayAfter(today, 1);
  return [
    { day: today, label: 'Today' },
    { day: tomorrow, label: 'Tomorrow' },
  ]
    .filter(({ day }) => saved.days.includes(day))
    .map(({ day, label }) => ({
      day,
      heading: `${label}, ${formatIsoDate(day)}`,
      lessons: saved.lessons.filter((lesson) => localDateOf(new Date(lesson.start)) === day),
    }));
};

// Made on first use, not as the app shell loads: a formatter with a time zone is slow to make on a phone.
let ukClock: Intl.DateTimeFormat | undefined;
let ukDate: Intl.DateTimeFormat | undefined;
const clock = () =>
  (ukClock ??= new Intl.DateTimeFormat('en-GB', { timeZone: UK_TIME_ZONE, hour: '2-digit', minute: '2-digit' }));
const date = () =>
  (ukDate ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: UK_TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }));

/** A UK wall-clock time, HH:mm. */
export const ukTimeOf = (iso: string): string => clock().format(new Date(iso));

/** 'Saved at 14:05' (UK time); an earlier day is named: 'Saved at 18:30 on Wed 25 Nov'. */
export const savedAtLabel = (savedAt: string, now: Date): string => {
  const at = new Date(savedAt);
  const time = clock().format(at);
  return localDateOf(at) === localDateOf(now) ? `Saved at ${time}` : `Saved at ${time} on ${date().format(at)}`;
};

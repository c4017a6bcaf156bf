import { type CalendarFeedPrivacy, feedLessonTitle } from '@portal/domain/calendar-feed';
import {
  dateProperty,
  dateTimeProperty,
  escapeText,
  LONDON_VTIMEZONE,
  londonWallClock,
  serialize,
  utcStamp,
} from './ical.ts';

/** One calendar item as the feed shows it (a row of the feed's statement). */
export type FeedItem = {
  id: string;
  kind: 'lesson' | 'time_off';
  startAt: Date;
  endAt: Date;
  busyFrom: Date;
  travelMinutes: number;
  status: string;
  test: boolean;
  allDay: boolean;
  sequence: number;
  createdAt: Date;
  updatedAt: Date;
  firstName: string | null;
  lastName: string | null;
  pickupLine1: string | null;
  pickupLine2: string | null;
  pickupTown: string | null;
  pickupPostcode: string | null;
};

/** Stable across renames and moves: the item's id (and `-travel` for its travel block). */
const UID_DOMAIN = 'calendar-feed.instructor-portal';
export const uidOf = (itemId: string, part: 'item' | 'travel' = 'item') =>
  `${itemId}${part === 'travel' ? '-travel' : ''}@${UID_DOMAIN}`;

const nextDate = (isoDate: string): string => {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

/** 09:45, London time. */
const hhmm = (at: Date) => {
  const local = londonWallClock(at);
  return `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
};

/** yyyy-MM-dd, London time. */
const londonDateOf = (at: Date) => londonWallClock(at).toISOString().slice(0, 10);

const pickupOf = (item: FeedItem): string | null => {
  const parts = [item.pickupLine1, item.pickupLine2, item.pickupTown, item.pickupPostcode]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : null;
};

/** The common lines of a VEVENT: UID, stamps, SEQUENCE, status, busy. */
const eventHead = (item: FeedItem, uid: string): string[] => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  `DTSTAMP:${utcStamp(item.updatedAt)}`,
  `CREATED:${utcStamp(item.createdAt)}`,
  `LAST-MODIFIED:${utcStamp(item.updatedAt)}`,
  `SEQUENCE:${item.sequence}`,
  `STATUS:${item.status === 'Cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
  'TRANSP:OPAQUE',
  'CLASS:PRIVATE',
];

const lessonEvents = (item: FeedItem, privacy: CalendarFeedPrivacy): string[][] => {
  const title = feedLessonTitle(privacy, { firstName: item.firstName, lastName: item.lastName }, item.test);
  const pickup = pickupOf(item);
  const description = [
    `${hhmm(item.startAt)} to ${hhmm(item.endAt)}`,
    item.travelMinutes > 0 ? `Travel: ${item.travelMinutes} minutes before (from ${hhmm(item.busyFrom)})` : null,
    item.status === 'Cancelled' ? 'Cancelled' : null,
  ].filter((line): line is string => line !== null);
  const lesson = [
    ...eventHead(item, uidOf(item.id)),
    dateTimeProperty('DTSTART', item.startAt),
    dateTimeProperty('DTEND', item.endAt),
    `SUMMARY:${escapeText(title)}`,
    ...(pickup ? [`LOCATION:${escapeText(pickup)}`] : []),
    `DESCRIPTION:${escapeText(description.join('\n'))}`,
    'CATEGORIES:Lesson',
    'END:VEVENT',
  ];
  if (item.travelMinutes <= 0) return [lesson];
  const travel = [
    ...eventHead(item, uidOf(item.id, 'travel')),
    dateTimeProperty('DTSTART', item.busyFrom),
    dateTimeProperty('DTEND', item.startAt),
    `SUMMARY:${escapeText(`Travel to ${title.charAt(0).toLowerCase()}${title.slice(1)}`)}`,
    `DESCRIPTION:${escapeText(`${item.travelMinutes} minutes`)}`,
    'CATEGORIES:Travel',
    'END:VEVENT',
  ];
  return [travel, lesson];
};

const timeOffEvent = (item: FeedItem): string[] => {
  // An all-day item covers whole UK days: DATE values, DTEND the day after its last day (RFC 5545 3.6.1).
  const when = item.allDay
    ? [
        dateProperty('DTSTART', londonDateOf(item.startAt)),
        dateProperty('DTEND', nextDate(londonDateOf(new Date(item.endAt.getTime() - 1)))),
      ]
    : [dateTimeProperty('DTSTART', item.startAt), dateTimeProperty('DTEND', item.endAt)];
  return [...eventHead(item, uidOf(item.id)), ...when, 'SUMMARY:Time off', 'CATEGORIES:Time off', 'END:VEVENT'];
};

/**
 * The whole feed: the instructor's lessons (with their travel as a busy block of its own) and time off, named as
 * the privacy setting says; no phone numbers and no notes ever. Deterministic for the same rows, so its hash is
 * the ETag.
 */
export const feedBody = (privacy: CalendarFeedPrivacy, items: readonly FeedItem[]): string => {
  const events = items.flatMap((item) => (item.kind === 'lesson' ? lessonEvents(item, privacy) : [timeOffEvent(item)]));
  return serialize([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Driving Instructor Portal//Calendar feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Driving lessons',
    'X-WR-TIMEZONE:Europe/London',
    'REFRESH-INTERVAL;VALUE=DURATION:PT15M',
    'X-PUBLISHED-TTL:PT15M',
    ...LONDON_VTIMEZONE,
    ...events.flat(),
    'END:VCALENDAR',
  ]);
};

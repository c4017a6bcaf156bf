import { DAY_NAMES } from '../preferences/constants.ts';
import { MONTH_NAMES } from '../time/names.ts';
import { clockTimeOf, isValidDate, wallClockOf } from '../time/time.ts';

/**
 * Issue 27: the learner's own page (a secret link, no account) and the reminder texts. The words are here once,
 * for the page, the texts and the portal.
 */
export const learnerPageMessages = {
  title: 'Your driving lessons',
  nextLessons: 'Your next lessons',
  noLessons: 'No lessons booked',
  balance: 'Pre-paid hours',
  progress: 'Your progress',
  instructor: 'Your instructor',
  call: 'Call',
  text: 'Text',
  reminders: 'Reminder texts',
  remindersOn: 'We text you at 6pm the day before each lesson.',
  remindersOff: 'Reminder texts are off.',
  turnOn: 'Text me a reminder',
  turnOff: 'Stop reminder texts',
  savedOn: 'Reminder texts are on.',
  savedOff: 'Reminder texts are off. You will not get reminders.',
  linkSent: 'Link sent',
  linkRevoked: 'Link turned off',
  noMobile: 'This learner has no mobile number to text',
} as const;

/** How long ahead the page lists lessons, and how many at most. */
export const LEARNER_PAGE_LESSONS = 10;

/** A reply that opts out of texts (the UK operators' words), case and spaces ignored. */
export const isStopReply = (body: string): boolean =>
  ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'].includes(body.trim().toUpperCase());

/**
 * "Saturday 28 November", "10:00" on the UK's clock: en-GB's words, from the UK wall clock rather than a
 * time-zone formatter made for each call (the home page's offered slots were a long task on a phone, issue 28 §6).
 */
export const lessonDayLabel = (at: Date): string => {
  if (!isValidDate(at)) return 'Invalid Date';
  const { date, day } = wallClockOf(at);
  return `${DAY_NAMES[day]} ${Number(date.slice(8, 10))} ${MONTH_NAMES[Number(date.slice(5, 7)) - 1]}`;
};
export const lessonTimeLabel = (at: Date): string => (isValidDate(at) ? clockTimeOf(at) : 'Invalid Date');

export type ReminderFacts = {
  startAt: Date;
  pickupPostcode: string | null;
  instructorName: string;
  pageUrl: string;
};

/** The day-before reminder: date, time, pickup postcode, the instructor's name and the learner's page. */
export const reminderText = (f: ReminderFacts): string =>
  `Reminder: driving lesson with ${f.instructorName} tomorrow, ${lessonDayLabel(f.startAt)} at ${lessonTimeLabel(f.startAt)}` +
  `${f.pickupPostcode ? `, pickup ${f.pickupPostcode}` : ''}. Your lessons: ${f.pageUrl} Reply STOP to stop reminders.`;

/** The text that carries a fresh link to the learner's page. */
export const pageLinkText = (instructorName: string, pageUrl: string): string =>
  `${instructorName} has shared your driving lessons page: ${pageUrl} Keep this link to yourself.`;

/**
 * The calendar feed (issue 26 §3): an instructor's lessons and time off as an iCalendar (RFC 5545) URL that a
 * phone's calendar subscribes to. What a lesson is called there is the instructor's choice: the learner's full
 * name, first name (the default) or just "Lesson". No phone numbers and no notes, whatever the choice.
 */
export const calendarFeedPrivacies = ['FullName', 'FirstName', 'LessonOnly'] as const;
export type CalendarFeedPrivacy = (typeof calendarFeedPrivacies)[number];
export const defaultCalendarFeedPrivacy: CalendarFeedPrivacy = 'FirstName';

export const calendarFeedPrivacyLabels: Record<CalendarFeedPrivacy, string> = {
  FullName: 'Full names',
  FirstName: 'First names',
  LessonOnly: '"Lesson" only',
};

/** The feed's window: 8 weeks back to 26 weeks ahead of today (UK). */
export const CALENDAR_FEED_WEEKS_BACK = 8;
export const CALENDAR_FEED_WEEKS_AHEAD = 26;

export const calendarFeedMessages = {
  notEnabled: 'Your calendar feed is off. Turn it on first.',
  unknownPrivacy: 'Please choose how lessons are named in the feed.',
  enabled: 'Your calendar feed is on.',
  reset: 'New address made. The old one no longer works.',
  disabled: 'Your calendar feed is off.',
  copied: 'Address copied.',
} as const;

type LearnerName = { firstName: string | null; lastName: string | null } | null;

/** A lesson's title in the feed: the learner's name as the instructor chose, or "Lesson". */
export const feedLessonTitle = (privacy: CalendarFeedPrivacy, learner: LearnerName, test = false): string => {
  const lesson = test ? 'Driving test' : 'Lesson';
  const first = learner?.firstName?.trim();
  if (privacy === 'LessonOnly' || !first) return lesson;
  const name = privacy === 'FullName' ? [first, learner?.lastName?.trim()].filter(Boolean).join(' ') : first;
  return `${lesson}: ${name}`;
};

/** The feed's address for calendar apps that open `webcal://` links (Apple Calendar, Outlook). */
export const webcalUrlOf = (url: string): string => url.replace(/^https?:\/\//, 'webcal://');

import {
  LESSON_MAX_MINUTES,
  MAX_AVAILABILITY_SLOTS,
  MAX_CALENDAR_RANGE_DAYS,
  MAX_TRAVEL_MINUTES,
} from './constants.ts';

/** Spec silent (issue 8): a lesson ends on the day it starts and lasts at most a working day. */
const lessonLengthMessages = {
  sameDay: 'A lesson must end on the day it starts',
  maximum: `A lesson cannot be longer than ${LESSON_MAX_MINUTES / 60} hours (a working day)`,
} as const;

/**
 * Exact wording from spec 2 §5 and §8. A leading '^' is part of the spec's message keys (the old form
 * library's "full message" marker): keep the constant as written, show it through `displayMessage`.
 */
export const addEventMessages = {
  required: '^This field is required',
  cannotBeInPast: '^Cannot be in the past',
  unableToBookInPast: 'Unable to book lessons in the past',
  unavailableMinimum: 'Unavailable slots must be at least 15 minutes',
  lessonMinimum: 'Lesson must be at least 1 hour',
  lessonMinimumDuration: 'Lesson must be at least one hour duration',
  durationSixtyOrMore: 'Duration needs to be 60 minutes or more',
  increments: 'Time entered must be in 15 minute increments (eg 12.00, 12.15, 12.30, 12.45).',
  startBeforeEnd: 'Start time must be before the end time',
  enterStartTime: 'Please enter a start time',
  enterEndTime: 'Please enter a end time',
  enterStartDateTime: 'Please enter a start date and time',
  enterEndDateTime: 'Please enter a end date and time',
  endDateBeforeStartDate: 'End date should not be before start date',
  lessonSameDay: lessonLengthMessages.sameDay,
  lessonMaximum: lessonLengthMessages.maximum,
  /** Spec silent on the wording: counts 2 to 10. */
  repeatCountRange: 'Choose between 2 and 10 lessons',
  /** Spec silent on the wording: ticking test disables repeating. */
  testCannotRepeat: 'A test lesson cannot repeat',
} as const;

export const lessonEditMessages = {
  startRequired: 'Start time required',
  startInvalid: 'Please enter a valid start time',
  endRequired: 'End time required',
  startQuarter: 'Start time must be to the nearest quarter of an hour',
  endQuarter: 'End time must be to the nearest quarter of an hour',
  startBeforeEnd: 'Start time should be before end time',
  endNotBeforeStart: 'End time should not be before start time',
  minimumLength: 'The minimum lesson length is 60 minutes',
  lessonSameDay: lessonLengthMessages.sameDay,
  lessonMaximum: lessonLengthMessages.maximum,
  availabilityConflict: 'You currently have a calendar item during this time, please cancel it to continue.',
  availabilityError: 'Something went wrong, please try again later.',
} as const;

export const timeOffMessages = {
  /** Issue 23 defect 10: a refused time-off names the clash in its own words. */
  overlap: 'Unable to add unavailable time: it overlaps a lesson or other unavailable time in your calendar.',
  notesTooLong: 'Notes must be less than 280 characters',
  updateFailed: 'Unable to update time-off',
  deleteConfirm: 'Are you sure you want to delete this unavailable slot?',
  deleteConfirmAction: 'Yes, delete',
  deleteSeriesQuestion: 'Would you like to delete all future repeating events?',
  deleteJustThisOne: 'Just this one',
  deleteAllEvents: 'All events',
  /** Spec silent: a series is capped (TIME_OFF_SERIES_MAX_OCCURRENCES). */
  seriesTooLong: 'A repeating unavailable slot can have at most 366 occurrences',
  seriesEndBeforeStart: 'End date should not be before start date',
  /** Issue 26 §2 (spec silent on the wording): a move that clashes, in time-off words. */
  moveOverlap: 'Unable to move unavailable time: it overlaps a lesson or other unavailable time in your calendar.',
  /** A series moved "this and all following" is all or nothing: the dates that stop it are named. */
  seriesMoveClash: (dates: string) =>
    `Unable to move the repeating unavailable time: it would overlap your calendar on ${dates}. Nothing was moved.`,
  seriesMoveRefused: (dates: string, reason: string) =>
    `Unable to move the repeating unavailable time (${dates}): ${reason} Nothing was moved.`,
  nothingToChange: 'Nothing to change',
  moveThisOne: 'This one',
  moveAllFollowing: 'This and all following',
} as const;

export const bookingMessages = {
  overlap: 'New event overlaps with an existing event',
  overlapToast: "Unable to book lesson. Please ensure that this lesson doesn't overlap with an existing booking.",
  insufficientHours: 'Insufficient hours',
  bookingConflict: 'Booking conflict',
  free: 'Free',
  prePaid: 'Pre-paid',
  notPaid: 'Not-paid',
  bookingSuccessful: 'Booking successful',
  seeLessons: 'See lessons',
  lessonNotFound: 'Lesson not found',
  timeOffNotFound: 'Time off not found',
  learnerNotFound: 'Learner not found',
  instructorNotFound: 'Instructor not found',
  lessonEnded: 'This lesson has already ended and can no longer be changed',
  pendingNotFound: 'Some of these lessons are no longer held, please check availability again',
} as const;

export const cancelMessages = {
  reasonTooShort: 'Please enter a cancellation reason with at least 5 words',
  alreadyTakenPlace: 'You cannot cancel that lesson as it has already taken place',
  /** Spec: "otherwise a generic message" (text not shown). */
  generic: 'Unable to cancel the lesson, please try again later.',
  /** Spec silent: asked for a refund the toggle would not allow. */
  refundNotAllowed: 'This lesson cannot be refunded: only prepaid lessons more than 2 hours away can be refunded',
  alreadyCancelled: 'This lesson has already been cancelled',
} as const;

/** Spec silent on these: the API's own checks of its input (the forms never let them happen). */
export const calendarInputMessages = {
  newLessonsActive: 'New lessons are created with status Active',
  onlyBookedLessonsChange: 'Only booked lessons can be changed',
  travelTimeOptions: `Travel time must be 0, 15, 30, 45 or ${MAX_TRAVEL_MINUTES} minutes`,
  tooManySlots: `Check at most ${MAX_AVAILABILITY_SLOTS} time slots at once`,
  chooseLearnerToHold: 'Choose a learner to hold lessons for',
  rangeEndAfterStart: 'The end date must be after the start date',
  rangeTooLong: `Choose a range of at most ${MAX_CALENDAR_RANGE_DAYS} days`,
} as const;

/** The text to show for a message constant: without the spec's leading '^'. */
export const displayMessage = (message: string): string => (message.startsWith('^') ? message.slice(1) : message);

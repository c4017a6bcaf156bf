import { lessonDayLabel, lessonTimeLabel } from '../learners/learner-page.ts';

/**
 * Issue 27 §3, a freed slot offered to waiting learners: the words of the portal, the learner's page and the
 * texts, here once. The issue gives "This slot has been taken"; the rest is ours (the spec is silent).
 */
export const slotOfferMessages = {
  offerThisSlot: 'Offer this slot',
  sheetTitle: 'Offer this slot',
  suggested: 'Suggested',
  everyoneElse: 'Your other learners',
  noLearners: 'You have no learners to offer this slot to',
  standsUntil: 'Offer stands until',
  textMe: 'Text me when someone takes it',
  send: 'Send offer',
  sent: 'Offer sent',
  withdraw: 'Withdraw offer',
  withdrawn: 'Offer withdrawn',
  noMobile: 'No mobile number',
  chooseLearners: 'Choose at least one learner',
  tooManyLearners: 'Offer a slot to at most 50 learners',
  untilInPast: 'Choose a time that has not passed',
  untilAfterStart: 'The offer must end before the lesson starts',
  slotInPast: 'This slot has already started',
  slotTooShort: 'A lesson lasts at least 30 minutes',
  slotNotFree: 'This time is not free in your calendar',
  notFound: 'Slot offer not found',
  learnerNotFound: 'Learner not found',
  cannotWithdraw: 'This offer has already closed',
  // The learner's page.
  pageTitle: 'A lesson for you',
  pageIntro: 'Your instructor has a free slot. The first to accept gets it.',
  accept: 'Accept this lesson',
  accepted: "It's yours: the lesson is booked.",
  taken: 'This slot has been taken',
  expired: 'This offer has ended',
  withdrawnForLearner: 'Your instructor has withdrawn this offer',
  yourPage: 'Your lessons page',
  refusedPrefix: 'We could not book this lesson:',
  refusedHours: 'you do not have enough pre-paid hours. Please contact your instructor.',
  refusedTime: 'the time is no longer free.',
  refusedOther: 'please contact your instructor.',
} as const;

/** Each state of an offer as the instructor reads it. */
export const slotOfferStateLabels = {
  Open: 'Open',
  Taken: 'Taken',
  Withdrawn: 'Withdrawn',
  Expired: 'Ended',
} as const;

/** Each recipient's status as the instructor reads it. */
export const slotOfferRecipientLabels = {
  Sent: 'Sent',
  Opened: 'Opened',
  Accepted: 'Took it',
  TooLate: 'Too late',
} as const;

const when = (start: Date) => `${lessonDayLabel(start)} at ${lessonTimeLabel(start)}`;

/** The text to each chosen learner: the slot and the link to the offer on their page. */
export const slotOfferText = (f: { instructorName: string; start: Date; end: Date; url: string }): string =>
  `${f.instructorName} has a free lesson ${when(f.start)} to ${lessonTimeLabel(f.end)}. ` +
  `First to accept gets it: ${f.url}`;

/** The text to the instructor who asked for it: who took the slot. */
export const slotTakenText = (f: { learnerName: string; start: Date }): string =>
  `${f.learnerName} took your offered slot ${when(f.start)}. The lesson is in your calendar.`;

/** The lesson types an offered slot may be (those a new learner takes, spec 3 §5), with their names. */
export const offerLessonTypeLabels = {
  Standard: 'Standard',
  PassPlus: 'Pass Plus',
  Motorway: 'Motorway',
  Qualified: 'Qualified',
} as const;

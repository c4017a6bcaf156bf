import type { LessonType } from '../learners/enums.ts';
import { isActiveOnList, type LearnerListFacts } from '../learners/rules.ts';

export const slotOfferStates = ['Open', 'Taken', 'Withdrawn', 'Expired'] as const;
export type SlotOfferState = (typeof slotOfferStates)[number];

/** What a learner did with an offer: took it, or tried when it was gone. */
export const slotOfferOutcomes = ['Accepted', 'TooLate'] as const;
export type SlotOfferOutcome = (typeof slotOfferOutcomes)[number];

export const slotOfferRecipientStatuses = ['Sent', 'Opened', 'Accepted', 'TooLate'] as const;
export type SlotOfferRecipientStatus = (typeof slotOfferRecipientStatuses)[number];

/** Learners one offer may go to (a text each). */
export const SLOT_OFFER_MAX_RECIPIENTS = 50;
/** "No lesson booked in the next week". */
export const SLOT_OFFER_QUIET_DAYS = 7;
const DAY = 86_400_000;

/** An offer's state: taken wins over everything; then withdrawn; then past its "stands until" time. */
export const slotOfferStateOf = (
  offer: { takenAt: Date | null; withdrawnAt: Date | null; standsUntil: Date },
  now: Date,
): SlotOfferState => {
  if (offer.takenAt) return 'Taken';
  if (offer.withdrawnAt) return 'Withdrawn';
  return offer.standsUntil.getTime() <= now.getTime() ? 'Expired' : 'Open';
};

/** A recipient as the instructor sees them: took it, too late, opened the link, or only sent. */
export const slotOfferRecipientStatusOf = (r: {
  outcome: SlotOfferOutcome | null;
  openedAt: Date | null;
}): SlotOfferRecipientStatus => r.outcome ?? (r.openedAt ? 'Opened' : 'Sent');

export type OfferCandidateFacts = LearnerListFacts & {
  /** Pre-paid hours left, all categories together. */
  balanceHours: number;
  /** The learner has a lesson on the slot's day already (their day is taken). */
  busyThatDay: boolean;
};

const hoursText = (hours: number) => `${Number(hours.toFixed(2))} pre-paid hour${hours === 1 ? '' : 's'}`;

/**
 * Why a learner suits a freed slot, or [] when they are not suggested. Suggested: active (spec 4 §4), the
 * offer's lesson type, free that day (the portal keeps no other availability preference), and either
 * pre-paid hours or no lesson booked in the next week.
 */
export const offerSuggestionReasons = (
  facts: OfferCandidateFacts,
  offer: { lessonType: LessonType; start: Date },
  now: Date,
): string[] => {
  if (!isActiveOnList(facts, now) || facts.busyThatDay) return [];
  if (facts.lessonType !== offer.lessonType) return [];
  const quiet = facts.nextLesson === null || facts.nextLesson.getTime() > now.getTime() + SLOT_OFFER_QUIET_DAYS * DAY;
  const reasons = [
    ...(facts.balanceHours > 0 ? [`Has ${hoursText(facts.balanceHours)}`] : []),
    ...(quiet ? ['No lesson booked in the next week'] : []),
  ];
  return reasons.length > 0 ? [...reasons, 'Free that day'] : [];
};

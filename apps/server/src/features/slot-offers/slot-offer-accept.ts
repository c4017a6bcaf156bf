import { isBookable } from '@portal/domain/calendar';
import { isDomainError } from '@portal/domain/errors';
import {
  slotOfferMessages as m,
  type SlotOfferState,
  slotOfferStateOf,
  slotTakenText,
} from '@portal/domain/slot-offers';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { CalendarService } from '../calendar/index.ts';
import {
  claimOffer,
  findOffer,
  findOfferPage,
  type OfferPageRow,
  updateOfferLesson,
  updateOutcome,
} from './slot-offers.repository.ts';

/** What the learner sees after pressing Accept. */
export type AcceptAnswer =
  | { kind: 'accepted' }
  | { kind: 'closed'; state: Exclude<SlotOfferState, 'Open'> }
  | { kind: 'refused'; message: string };

/** Someone else's claim (or a withdrawal, or the time) got there first: nothing of this learner's is written. */
class OfferClosed extends Error {}
/** The calendar's availability engine refused the slot for this learner (its result, or 'hours'). */
class BookingRefused extends Error {
  constructor(readonly why: string) {
    super(why);
  }
}

/** Booking refused: the learner is told why in their words (the instructor's wording is about their calendar). */
const refusalOf = (reason: string): string => {
  if (reason === 'INSUFFICIENT_HOURS' || reason === 'hours') return `${m.refusedPrefix} ${m.refusedHours}`;
  if (reason === 'OVERLAP' || reason === 'DateTimeNotAvailable') return `${m.refusedPrefix} ${m.refusedTime}`;
  return `${m.refusedPrefix} ${m.refusedOther}`;
};

export const pageStateOf = (page: OfferPageRow, now: Date): SlotOfferState =>
  slotOfferStateOf(
    {
      takenAt: page.takenAt ? new Date(page.takenAt) : null,
      withdrawnAt: page.withdrawnAt ? new Date(page.withdrawnAt) : null,
      standsUntil: new Date(page.standsUntil),
    },
    now,
  );

/**
 * The learner's side: their offer page (one statement, recording the first opening) and Accept. Accepting claims
 * the offer and books the lesson in one transaction, through the calendar's own checks as the instructor (the
 * availability engine, then createLesson: overlap constraint, travel, balance); any refusal rolls the claim back.
 */
export const createOfferAcceptance = (deps: AppDeps, services: { calendar: CalendarService }) => {
  const book = async (page: OfferPageRow, now: Date) => {
    if (!(await claimOffer(page.offerId, page.recipientId, now))) throw new OfferClosed();
    const viewer = { instructorId: page.instructorId };
    const startDateTime = new Date(page.startAt);
    const endDateTime = new Date(page.endAt);
    const [slot] = await services.calendar.timeSlotsAvailability(viewer, {
      instructorKey: page.instructorId,
      learnerKey: page.learnerId,
      timeSlots: [{ startDateTime, endDateTime, travelTime: page.travelMinutes }],
    });
    if (!slot || !isBookable(slot)) {
      throw new BookingRefused(slot?.availability === 'Available' ? 'hours' : (slot?.availability ?? 'other'));
    }
    const lesson = await services.calendar.createLesson(viewer, {
      learnerId: page.learnerId,
      instructorId: page.instructorId,
      startDateTime,
      endDateTime,
      test: false,
      travelTime: page.travelMinutes,
      status: 'Active',
    });
    await updateOfferLesson(page.offerId, lesson.id);
    await updateOutcome(page.recipientId, 'Accepted', now);
    return lesson;
  };

  /** The state the offer is in after a failed claim; a learner who missed a taken slot is recorded as too late. */
  const closedAnswer = async (page: OfferPageRow, now: Date): Promise<AcceptAnswer> => {
    const offer = await findOffer(page.instructorId, page.offerId);
    const state = offer ? slotOfferStateOf(offer, now) : 'Withdrawn';
    if (state === 'Taken') await updateOutcome(page.recipientId, 'TooLate', now);
    return { kind: 'closed', state: state === 'Open' ? 'Taken' : state };
  };

  const tellInstructor = async (page: OfferPageRow) => {
    if (!page.textInstructor || !page.instructor.mobile) return;
    await deps.sms.send({
      to: page.instructor.mobile,
      body: slotTakenText({ learnerName: page.firstName, start: new Date(page.startAt) }),
    });
  };

  return {
    /** The offer behind a learner's live link (null: wrong, revoked, or not theirs), marking it opened. */
    findSlotOfferPage: (tokenHash: string, offerId: string) => findOfferPage(tokenHash, offerId, deps.clock.now()),

    /** The learner accepts: exactly one learner ever wins; everyone else is told the slot has been taken. */
    acceptSlotOffer: async (page: OfferPageRow): Promise<AcceptAnswer> => {
      const now = deps.clock.now();
      if (page.outcome === 'Accepted') return { kind: 'accepted' };
      const state = pageStateOf(page, now);
      if (state !== 'Open') return closedAnswer(page, now);
      try {
        await inTransaction(() => book(page, now));
      } catch (error) {
        if (error instanceof OfferClosed) return closedAnswer(page, now);
        if (error instanceof BookingRefused) return { kind: 'refused', message: refusalOf(error.why) };
        if (isDomainError(error)) return { kind: 'refused', message: refusalOf(error.reason) };
        throw error;
      }
      await tellInstructor(page);
      return { kind: 'accepted' };
    },
  };
};

import {
  bookingMessages,
  DEFAULT_PREFERENCE_TRAVEL_MINUTES,
  evaluateSlots,
  isBookable,
  MAX_TRAVEL_MINUTES,
  timeSlotsAvailabilitySchema,
} from '@portal/domain/calendar';
import { parseCommand } from '@portal/domain/errors';
import { isActiveLearner } from '@portal/domain/learners';
import { addMinutesTo } from '@portal/domain/time';
import type { BookingLearnerView } from '../learners/index.ts';
import { findAllLearnerActivity, findAvailabilityFacts, findLearnerActivity } from './booking-facts.repository.ts';
import { type BookingLearner, toBookingLearner } from './booking-learner.ts';
import { type CalendarDeps, isUuid, notFound, requireOwnInstructor, type Viewer } from './calendar.common.ts';
import { inCalendarTransaction } from './calendar.repository.ts';
import { type TimeSlotView, toSlotView } from './calendar.views.ts';
import { releaseOwnHoldsOverlapping } from './pending-holds.repository.ts';
import { holdSlots } from './pending-holds.service.ts';

export type TimeSlotsInput = {
  instructorKey: string;
  learnerKey?: string | null;
  timeSlots: Array<{ startDateTime: Date; endDateTime: Date; travelTime?: number | null }>;
  ignoreTimeOff?: boolean | null;
  ignoreWorkHours?: boolean | null;
  ignoreCalendarItemIds?: readonly string[] | null;
  prebook?: boolean | null;
};

type ActivityRow = Awaited<ReturnType<typeof findLearnerActivity>>[number];

/** Spec 4 §4's active learner, for one allocation's activity row. */
const isActiveRow = (row: ActivityRow, now: Date) =>
  isActiveLearner(
    {
      approved: row.status === 'Approved',
      allocationFromDate: row.fromDate ? new Date(row.fromDate) : null,
      motability: row.motability,
      hasFutureActiveLesson: row.hasFutureLesson,
      lastLesson: row.lastLesson ? new Date(row.lastLesson) : null,
    },
    now,
  );

/** Active learners of a franchise (spec 4 §4), one learner left out when given (they take the place being counted). */
export const countActiveLearners = async (viewer: Viewer, franchiseId: string, now: Date, exceptLearnerId?: string) => {
  const rows = await findLearnerActivity(viewer.instructorId, franchiseId, now);
  return rows.filter((row) => row.learnerId !== exceptLearnerId && isActiveRow(row, now)).length;
};

/** Active learners of each of the instructor's franchises (one read; a franchise without any is left out). */
export const countActiveLearnersByFranchise = async (viewer: Viewer, now: Date) => {
  const counts = new Map<string, number>();
  for (const row of await findAllLearnerActivity(viewer.instructorId, now)) {
    if (isActiveRow(row, now)) counts.set(row.franchiseId, (counts.get(row.franchiseId) ?? 0) + 1);
  }
  return counts;
};

/** Without a learner: the travel time of the franchise whose hours the engine reads (the first). */
const defaultTravelMinutes = (facts: AvailabilityFacts) => {
  const first = facts.workingHours[0]?.lineItemKey;
  const franchise = facts.franchises.find((f) => f.id === first) ?? facts.franchises[0];
  return franchise?.travelMinutes ?? DEFAULT_PREFERENCE_TRAVEL_MINUTES;
};

type AvailabilityFacts = Awaited<ReturnType<typeof findAvailabilityFacts>>;

/**
 * The learner as booking needs them, from the learners service's answer and the facts read alongside it
 * (whether they are known, their franchise's settings and areas): what findBookingLearner gives.
 */
const bookingLearnerOf = (learner: BookingLearnerView, facts: AvailabilityFacts): BookingLearner =>
  toBookingLearner(
    learner,
    facts.known,
    facts.franchises.find((f) => f.id === learner.allocation.propositionAllocationId) ?? null,
  );

/**
 * The learner (when named) and everything the calendar knows for the slots, read together as one statement:
 * the learners service's reads and the calendar's own (busy items near the slots, working hours, franchise
 * facts). A slot without a travel time takes its franchise's saved one, known only afterwards: its
 * window reaches back the longest travel a franchise may save (MAX_TRAVEL_MINUTES, as the database's check
 * keeps it), so nothing that travel could meet is missed; the engine decides every overlap itself.
 */
const readFacts = async (
  deps: CalendarDeps,
  viewer: Viewer,
  input: TimeSlotsInput,
  slots: TimeSlotsCommand,
  now: Date,
) => {
  const learnerKey = input.learnerKey || null;
  const windows = slots.map((s, i) => ({
    from: addMinutesTo(s.startDateTime, -(input.timeSlots[i]?.travelTime ?? MAX_TRAVEL_MINUTES)),
    to: s.endDateTime,
  }));
  const [learnerView, facts] = await Promise.all([
    learnerKey ? deps.learners.getBookingLearner(viewer, learnerKey) : null,
    findAvailabilityFacts(viewer.instructorId, learnerKey && isUuid(learnerKey) ? learnerKey : null, windows, now),
  ]);
  if (learnerKey && !learnerView) throw notFound(bookingMessages.learnerNotFound);
  return { learner: learnerView && bookingLearnerOf(learnerView, facts), facts };
};

/** A new learner takes a place: their franchise's capacity and active learners (others), when it has one. */
const capacityFor = async (viewer: Viewer, learner: BookingLearner | null, now: Date) =>
  learner && !learner.known && learner.capacity
    ? {
        ...learner.capacity,
        activeLearners: await countActiveLearners(
          viewer,
          learner.allocation.propositionAllocationId,
          now,
          learner.view.id,
        ),
      }
    : null;

type TimeSlotsCommand = ReturnType<typeof parseCommand<typeof timeSlotsAvailabilitySchema>>['timeSlots'];

/**
 * timeSlotsAvailability: expires stale holds, loads the range once, decides every slot with the domain
 * engine; with prebook, holds each bookable slot as a Pending lesson for 15 minutes.
 */
export const checkTimeSlots = async (
  deps: CalendarDeps,
  viewer: Viewer,
  input: TimeSlotsInput,
): Promise<TimeSlotView[]> => {
  requireOwnInstructor(viewer, input.instructorKey);
  if (input.timeSlots.length === 0) return [];
  const command = parseCommand(timeSlotsAvailabilitySchema, input);
  const now = deps.clock.now();
  // A new preview replaces the instructor's own earlier holds of these times (issue 23 defect 3).
  if (input.prebook) {
    const windows = command.timeSlots.map((s, i) => ({
      from: addMinutesTo(s.startDateTime, -(input.timeSlots[i]?.travelTime ?? MAX_TRAVEL_MINUTES)),
      to: s.endDateTime,
    }));
    await inCalendarTransaction(viewer.instructorId, now, () =>
      releaseOwnHoldsOverlapping(viewer.instructorId, windows),
    );
  }
  const { learner, facts } = await readFacts(deps, viewer, input, command.timeSlots, now);
  const needsDefault = input.timeSlots.some((s) => s.travelTime == null);
  const travel = !needsDefault ? 0 : (learner?.travelMinutes ?? defaultTravelMinutes(facts));
  const slots = command.timeSlots.map((s, i) => ({
    start: s.startDateTime,
    end: s.endDateTime,
    travelMinutes: input.timeSlots[i]?.travelTime ?? travel,
  }));
  const franchiseId = learner?.allocation.propositionAllocationId ?? facts.workingHours[0]?.lineItemKey ?? null;
  const week = facts.workingHours.filter((h) => h.lineItemKey === franchiseId);
  const capacity = await capacityFor(viewer, learner, now);
  const results = evaluateSlots({
    slots,
    busy: facts.busy,
    workingHours: week.length > 0 ? week : null,
    ignoreWorkHours: input.ignoreWorkHours ?? false,
    ignoreTimeOff: input.ignoreTimeOff ?? false,
    ignoreIds: input.ignoreCalendarItemIds ?? [],
    learner: learner && {
      sourcedBy: learner.view.sourcedBy,
      pickupPostcode: learner.view.pickupAddress?.postcode ?? learner.view.address?.postcode ?? null,
      balanceHours: learner.balanceHours,
      hasPreviousLessons: learner.known,
    },
    coverage: learner?.coverage,
    capacity,
  });
  if (!input.prebook || !learner) return results.map((slot) => toSlotView(slot));
  // Nothing in the past is held ("Unable to book lessons in the past").
  const bookable = results.map((slot) => isBookable(slot) && slot.start.getTime() >= now.getTime());
  return holdSlots(viewer, learner, results, bookable, now);
};

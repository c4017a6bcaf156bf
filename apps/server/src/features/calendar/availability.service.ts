import {
  addMinutesTo,
  bookingMessages,
  evaluateSlots,
  isActiveLearner,
  isBookable,
  type RequestedSlot,
  timeSlotsAvailabilitySchema,
} from '@portal/domain/calendar';
import { parseCommand } from '@portal/domain/errors';
import type { Database } from '../../db/client.ts';
import { expireAndFindBusyItems, findLearnerActivity, findWorkingHours } from './booking-facts.repository.ts';
import { type BookingLearner, findBookingLearner } from './booking-learner.ts';
import { type CalendarDeps, notFound, requireOwnInstructor, type Viewer } from './calendar.common.ts';
import { type TimeSlotView, toSlotView } from './calendar.views.ts';
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

const loadLearner = async (deps: CalendarDeps, viewer: Viewer, learnerKey: string | null | undefined) => {
  if (!learnerKey) return null;
  const learner = await findBookingLearner(deps, viewer, learnerKey);
  if (!learner) throw notFound(bookingMessages.learnerNotFound);
  return learner;
};

/** Active learners of the franchise, the one being booked left out (they take the place being counted). */
const countActiveLearners = async (db: Database, viewer: Viewer, learner: BookingLearner, now: Date) => {
  const rows = await findLearnerActivity(db, viewer.instructorId, learner.allocation.propositionAllocationId, now);
  return rows.filter(
    (row) =>
      row.learnerId !== learner.view.id &&
      isActiveLearner(
        {
          approved: row.status === 'Approved',
          allocationFromDate: row.fromDate ? new Date(row.fromDate) : null,
          motability: row.motability,
          hasFutureActiveLesson: row.hasFutureLesson,
          lastLesson: row.lastLesson ? new Date(row.lastLesson) : null,
        },
        now,
      ),
  ).length;
};

/** Everything the engine needs for the whole range: busy items (lapsed holds expired) and working hours. */
const loadFacts = async (
  db: Database,
  viewer: Viewer,
  slots: RequestedSlot[],
  learner: BookingLearner | null,
  now: Date,
) => {
  const from = new Date(Math.min(...slots.map((s) => addMinutesTo(s.start, -s.travelMinutes).getTime())));
  const to = new Date(Math.max(...slots.map((s) => s.end.getTime())));
  const [busy, hours] = await Promise.all([
    expireAndFindBusyItems(db, viewer.instructorId, from, to, now),
    findWorkingHours(db, viewer.instructorId),
  ]);
  const franchiseId = learner?.allocation.propositionAllocationId ?? hours[0]?.lineItemKey ?? null;
  const week = hours.filter((h) => h.lineItemKey === franchiseId);
  const capacity =
    learner && !learner.known && learner.capacity
      ? { ...learner.capacity, activeLearners: await countActiveLearners(db, viewer, learner, now) }
      : null;
  return { busy, workingHours: week.length > 0 ? week : null, capacity };
};

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
  const slots = command.timeSlots.map((s) => ({
    start: s.startDateTime,
    end: s.endDateTime,
    travelMinutes: s.travelTime,
  }));
  const now = deps.clock.now();
  const learner = await loadLearner(deps, viewer, input.learnerKey);
  const facts = await loadFacts(deps.db, viewer, slots, learner, now);
  const results = evaluateSlots({
    slots,
    busy: facts.busy,
    workingHours: facts.workingHours,
    ignoreWorkHours: input.ignoreWorkHours ?? false,
    ignoreTimeOff: input.ignoreTimeOff ?? false,
    ignoreIds: input.ignoreCalendarItemIds ?? [],
    learner: learner && {
      sourcedBy: learner.view.sourcedBy,
      pickupPostcode: learner.view.pickupAddress?.postcode ?? learner.view.address?.postcode ?? null,
      balanceHours: learner.balanceHours,
      hasPreviousLessons: learner.known,
    },
    coveredDistricts: learner?.coveredDistricts ?? [],
    capacity: facts.capacity,
  });
  if (!input.prebook || !learner) return results.map((slot) => toSlotView(slot));
  // Nothing in the past is held ("Unable to book lessons in the past").
  const bookable = results.map((slot) => isBookable(slot) && slot.start.getTime() >= now.getTime());
  return holdSlots(deps, viewer, learner, results, bookable, now);
};

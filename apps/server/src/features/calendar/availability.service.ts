import {
  addMinutesTo,
  bookingMessages,
  DEFAULT_PREFERENCE_TRAVEL_MINUTES,
  evaluateSlots,
  isActiveLearner,
  isBookable,
  type RequestedSlot,
  timeSlotsAvailabilitySchema,
} from '@portal/domain/calendar';
import { parseCommand } from '@portal/domain/errors';
import type { Database } from '../../db/client.ts';
import type { Reads } from '../../db/reads.ts';
import {
  allLearnerActivityQuery,
  expireAndFindBusyItems,
  findLearnerActivity,
  findTravelTimeRows,
  findWorkingHours,
} from './booking-facts.repository.ts';
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
export const countActiveLearners = async (
  db: Database,
  viewer: Viewer,
  franchiseId: string,
  now: Date,
  exceptLearnerId?: string,
) => {
  const rows = await findLearnerActivity(db, viewer.instructorId, franchiseId, now);
  return rows.filter((row) => row.learnerId !== exceptLearnerId && isActiveRow(row, now)).length;
};

/** Active learners of each of the instructor's franchises (one read; a franchise without any is left out). */
export const countActiveLearnersByFranchise = async (db: Database, viewer: Viewer, now: Date, reads: Reads) => {
  const counts = new Map<string, number>();
  const values = { instructorId: viewer.instructorId, now: now.toISOString() };
  for (const row of await reads.rows(allLearnerActivityQuery(db), values)) {
    if (isActiveRow(row, now)) counts.set(row.franchiseId, (counts.get(row.franchiseId) ?? 0) + 1);
  }
  return counts;
};

/** Without a learner: the travel time of the franchise whose hours the engine reads (the first). */
const defaultTravelMinutes = async (db: Database, viewer: Viewer) => {
  const [rows, hours] = await Promise.all([
    findTravelTimeRows(db, viewer.instructorId),
    findWorkingHours(db, viewer.instructorId),
  ]);
  const row = rows.find((r) => r.lineItemKey === hours[0]?.lineItemKey) ?? rows[0];
  return row?.time ?? DEFAULT_PREFERENCE_TRAVEL_MINUTES;
};

/** Everything the engine needs: the busy items near the slots (lapsed holds expired) and working hours. */
const loadFacts = async (
  db: Database,
  viewer: Viewer,
  slots: RequestedSlot[],
  learner: BookingLearner | null,
  now: Date,
) => {
  const windows = slots.map((s) => ({ from: addMinutesTo(s.start, -s.travelMinutes), to: s.end }));
  const [busy, hours] = await Promise.all([
    expireAndFindBusyItems(db, viewer.instructorId, windows, now),
    findWorkingHours(db, viewer.instructorId),
  ]);
  const franchiseId = learner?.allocation.propositionAllocationId ?? hours[0]?.lineItemKey ?? null;
  const week = hours.filter((h) => h.lineItemKey === franchiseId);
  const capacity =
    learner && !learner.known && learner.capacity
      ? {
          ...learner.capacity,
          activeLearners: await countActiveLearners(
            db,
            viewer,
            learner.allocation.propositionAllocationId,
            now,
            learner.view.id,
          ),
        }
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
  const now = deps.clock.now();
  const learner = await loadLearner(deps, viewer, input.learnerKey);
  // A slot without a travel time takes the franchise's saved one, as createLesson does.
  const needsDefault = input.timeSlots.some((s) => s.travelTime == null);
  const travel = !needsDefault ? 0 : (learner?.travelMinutes ?? (await defaultTravelMinutes(deps.db, viewer)));
  const slots = command.timeSlots.map((s, i) => ({
    start: s.startDateTime,
    end: s.endDateTime,
    travelMinutes: input.timeSlots[i]?.travelTime ?? travel,
  }));
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
    coverage: learner?.coverage,
    capacity: facts.capacity,
  });
  if (!input.prebook || !learner) return results.map((slot) => toSlotView(slot));
  // Nothing in the past is held ("Unable to book lessons in the past").
  const bookable = results.map((slot) => isBookable(slot) && slot.start.getTime() >= now.getTime());
  return holdSlots(deps, viewer, learner, results, bookable, now);
};

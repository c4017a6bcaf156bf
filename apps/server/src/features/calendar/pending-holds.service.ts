import {
  bookingMessages,
  PENDING_HOLD_MINUTES,
  pendingLessonsSchema,
  type SlotAvailability,
} from '@portal/domain/calendar';
import { DomainError, parseCommand } from '@portal/domain/errors';
import { minutesBetween } from '@portal/domain/time';
import { type BookingLearner, findBookingLearner } from './booking-learner.ts';
import { type CalendarDeps, isUuid, notFound, toEventViews, type Viewer } from './calendar.common.ts';
import { findItems, inCalendarTransaction, insertHold, updateItem } from './calendar.repository.ts';
import { type LessonView, type TimeSlotView, toSlotView } from './calendar.views.ts';
import { isOverlapViolation } from './overlap-error.ts';
import { payFromBalance } from './payment.ts';
import { findLiveHolds, releaseHolds } from './pending-holds.repository.ts';

/**
 * Holds each bookable slot as a Pending lesson until now + 15 minutes, in one transaction. Each insert
 * runs in a savepoint, so a slot lost to a racing booking (the exclusion constraint) is reported as
 * DateTimeNotAvailable while the others are still held.
 */
export const holdSlots = async (
  viewer: Viewer,
  learner: BookingLearner,
  results: SlotAvailability[],
  bookable: boolean[],
  now: Date,
): Promise<TimeSlotView[]> => {
  const pendingExpiresAt = new Date(now.getTime() + PENDING_HOLD_MINUTES * 60_000);
  return inCalendarTransaction(viewer.instructorId, now, async () => {
    const views: TimeSlotView[] = [];
    for (const [index, slot] of results.entries()) {
      if (!bookable[index]) {
        views.push(toSlotView(slot));
        continue;
      }
      try {
        const id = await insertHold({
          instructorId: viewer.instructorId,
          kind: 'lesson',
          learnerId: learner.view.id,
          propositionAllocationId: learner.allocation.propositionAllocationId,
          startAt: slot.start,
          endAt: slot.end,
          travelMinutes: slot.travelMinutes,
          status: 'Pending',
          pendingExpiresAt,
          paid: slot.prepaid,
          ditLessonType: learner.view.customerType === 'DIT' ? 'DitCar' : null,
        });
        views.push(toSlotView(slot, id));
      } catch (error) {
        if (!isOverlapViolation(error)) throw error;
        views.push(toSlotView({ ...slot, availability: 'DateTimeNotAvailable', prepaid: false }));
      }
    }
    return views;
  });
};

const uniqueIds = (requested: readonly string[]): string[] => {
  const { ids } = parseCommand(pendingLessonsSchema, { ids: [...requested] });
  if (!ids.every(isUuid)) throw notFound(bookingMessages.lessonNotFound);
  return ids;
};

/** Ids that are not the viewer's lessons are not found; the viewer's own holds that lapsed are a conflict. */
const missingHoldsError = async (viewer: Viewer, ids: string[]) => {
  const own = await findItems(viewer.instructorId, ids);
  if (own.length < ids.length || own.some((row) => row.kind !== 'lesson')) {
    return notFound(bookingMessages.lessonNotFound);
  }
  return new DomainError('HOLD_LAPSED', bookingMessages.pendingNotFound);
};

/** Turns the viewer's live holds into Active lessons, paying each from the balance in date order. */
export const convertPendingLessons = async (
  deps: CalendarDeps,
  viewer: Viewer,
  requested: readonly string[],
): Promise<LessonView[]> => {
  const ids = uniqueIds(requested);
  if (ids.length === 0) return [];
  const now = deps.clock.now();
  await inCalendarTransaction(viewer.instructorId, now, async () => {
    const holds = await findLiveHolds(viewer.instructorId, ids, now);
    if (holds.length !== ids.length) throw await missingHoldsError(viewer, ids);
    const learners = new Map<string, { learner: BookingLearner; known: boolean }>();
    for (const hold of holds) {
      const learnerId = hold.learnerId!;
      if (!learners.has(learnerId)) {
        const learner = await findBookingLearner(deps, viewer, learnerId);
        if (!learner) throw notFound(bookingMessages.learnerNotFound);
        learners.set(learnerId, { learner, known: learner.known });
      }
      const entry = learners.get(learnerId)!;
      const hours = minutesBetween(hold.startAt, hold.endAt) / 60;
      const payment = await payFromBalance(deps, viewer, entry.learner, hours);
      const newLearner = !entry.known || entry.learner.allocation.status !== 'Approved';
      entry.known = true;
      const set = { status: 'Active' as const, pendingExpiresAt: null, newLearner, ...payment };
      await updateItem(viewer.instructorId, hold.id, set, 'Pending');
    }
  });
  const rows = await findItems(viewer.instructorId, ids);
  return toEventViews(rows, now) as LessonView[];
};

/** Releases the viewer's holds (Back on the booking preview); lapsed ones are simply not listed. */
export const cancelPendingLessons = async (viewer: Viewer, requested: readonly string[]) => {
  const ids = uniqueIds(requested);
  if (ids.length === 0) return [];
  const own = await findItems(viewer.instructorId, ids);
  if (own.length < ids.length || own.some((row) => row.kind !== 'lesson')) {
    throw notFound(bookingMessages.lessonNotFound);
  }
  const released = await releaseHolds(viewer.instructorId, ids);
  return released.map((row) => row.id);
};

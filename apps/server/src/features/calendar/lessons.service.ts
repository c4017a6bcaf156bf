import {
  bookingMessages,
  calendarInputMessages,
  cancelLessonSchema,
  cancellationProblem,
  cancelMessages,
  canEditLesson,
  canRefund,
  changeLessonSchema,
  createLessonSchema,
  type DitLessonType,
  hasStarted,
  updateNotesSchema,
} from '@portal/domain/calendar';
import { DomainError, parseCommand } from '@portal/domain/errors';
import { isTestCentreCovered, preferenceMessages } from '@portal/domain/preferences';
import { minutesBetween } from '@portal/domain/time';
import { findBookingLearner } from './booking-learner.ts';
import {
  badInput,
  type CalendarDeps,
  isUuid,
  notFound,
  requireOwnInstructor,
  toLessonViewOf,
  type Viewer,
} from './calendar.common.ts';
import { findItem, type ItemRow, inCalendarTransaction, insertItem, updateItem } from './calendar.repository.ts';
import { getLesson } from './calendar-reads.service.ts';
import { guardOverlap } from './overlap-error.ts';
import { payFromBalance } from './payment.ts';
import { releaseOwnHoldsOverlapping } from './pending-holds.repository.ts';

export type CreateLessonInput = {
  learnerId: string;
  instructorId: string;
  startDateTime: Date;
  endDateTime: Date;
  test: boolean;
  travelTime?: number | null;
  status: string;
  ditLessonType?: DitLessonType | null;
  notes?: string | null;
};
export type ChangeLessonInput = {
  id: string;
  startDateTime: Date;
  endDateTime: Date;
  travelTime?: number | null;
  test?: boolean | null;
};
export type CancelLessonInput = { id: string; reason?: string | null; refundLearner?: boolean | null };

const hoursOf = (start: Date, end: Date) => minutesBetween(start, end) / 60;
/** The hours a paid lesson took from its learner's balance, to put back. */
const paidHoursOf = (row: ItemRow) => ({
  learnerId: row.learnerId!,
  category: row.productCategory!,
  hours: row.paidHours,
});
const alreadyCancelled = () => new DomainError('ALREADY_CANCELLED', cancelMessages.alreadyCancelled);

const findOwnLesson = async (viewer: Viewer, id: string) => {
  const row = isUuid(id) ? await findItem(viewer.instructorId, id, 'lesson') : null;
  if (!row || row.status === 'Deleted') throw notFound(bookingMessages.lessonNotFound);
  return row;
};

/**
 * Books one Active lesson: paid from the balance when it covers it; the database refuses any overlap. The input is
 * parsed once, and the answer is made from what was written and read for it (no second read of the lesson).
 */
export const createLesson = async (deps: CalendarDeps, viewer: Viewer, input: CreateLessonInput) => {
  requireOwnInstructor(viewer, input.instructorId);
  const now = deps.clock.now();
  const command = parseCommand(createLessonSchema(now), input);
  const learner = await findBookingLearner(deps, viewer, input.learnerId);
  if (!learner) throw notFound(bookingMessages.learnerNotFound);
  // No travel time given: the franchise's saved one (Preferences, kept valid by the database).
  const travelMinutes = input.travelTime == null ? learner.travelMinutes : command.travelTime;
  if (!isTestCentreCovered(command.test, learner.testCentres)) {
    throw new DomainError('TEST_CENTRE_NOT_COVERED', preferenceMessages.testCentreNeeded, { field: 'test' });
  }
  const row = await inCalendarTransaction(viewer.instructorId, now, async () => {
    // The instructor's own preview holds of this time give way to the booking (issue 23 defect 3).
    const from = new Date(command.startDateTime.getTime() - travelMinutes * 60_000);
    await releaseOwnHoldsOverlapping(viewer.instructorId, [{ from, to: command.endDateTime }]);
    const inserted = await guardOverlap(() => insertItem(newLessonOf(viewer, learner, command, travelMinutes)));
    const payment = await payFromBalance(deps, viewer, learner, hoursOf(command.startDateTime, command.endDateTime));
    if (!payment.paid) return inserted;
    await updateItem(viewer.instructorId, inserted.id, payment);
    return { ...inserted, ...payment };
  });
  const { title, firstName, lastName } = learner.view.name;
  return toLessonViewOf(
    {
      ...row,
      transmission: learner.transmission,
      seriesFrequency: null,
      seriesStartDate: null,
      seriesEndDate: null,
      learnerTitle: title as ItemRow['learnerTitle'],
      learnerFirstName: firstName,
      learnerLastName: lastName,
    },
    now,
  );
};

/** The row of a new lesson from its command and learner. */
const newLessonOf = (
  viewer: Viewer,
  learner: NonNullable<Awaited<ReturnType<typeof findBookingLearner>>>,
  command: ReturnType<typeof parseCommand<ReturnType<typeof createLessonSchema>>>,
  travelMinutes: number,
) => ({
  instructorId: viewer.instructorId,
  kind: 'lesson' as const,
  learnerId: learner.view.id,
  propositionAllocationId: learner.allocation.propositionAllocationId,
  startAt: command.startDateTime,
  endAt: command.endDateTime,
  travelMinutes,
  status: 'Active' as const,
  test: command.test,
  notes: command.notes?.trim() || null,
  newLearner: !learner.known || learner.allocation.status !== 'Approved',
  ditLessonType: learner.view.customerType === 'DIT' ? (command.ditLessonType ?? 'DitCar') : null,
});

/** Moves or resizes a lesson that has not ended before today; a paid lesson is re-settled when its length changes. */
export const changeLesson = async (deps: CalendarDeps, viewer: Viewer, input: ChangeLessonInput) => {
  const now = deps.clock.now();
  const row = await findOwnLesson(viewer, input.id);
  if (row.status !== 'Active')
    throw new DomainError('LESSON_NOT_ACTIVE', calendarInputMessages.onlyBookedLessonsChange);
  if (!canEditLesson(row.endAt, now)) throw new DomainError('LESSON_ENDED', bookingMessages.lessonEnded);
  const command = parseCommand(changeLessonSchema(now), {
    ...input,
    travelTime: input.travelTime ?? row.travelMinutes,
    test: input.test ?? row.test,
  });
  const { startDateTime: start, endDateTime: end, travelTime: travelMinutes, test } = command;
  const resized = hoursOf(start, end) !== hoursOf(row.startAt, row.endAt);
  const learner = resized && row.paid ? await findBookingLearner(deps, viewer, row.learnerId!) : null;
  await inCalendarTransaction(viewer.instructorId, now, async () => {
    const set = { startAt: start, endAt: end, travelMinutes, test };
    await guardOverlap(() => updateItem(viewer.instructorId, row.id, set, 'Active'));
    if (!learner) return;
    if (row.paidHours > 0) await deps.learners.restoreHours(viewer, paidHoursOf(row));
    await updateItem(viewer.instructorId, row.id, await payFromBalance(deps, viewer, learner, hoursOf(start, end)));
  });
  return getLesson(deps, viewer, row.id);
};

/** Cancels a lesson (spec 2 §8 rules); a refund puts its hours back on the learner's balance. */
export const cancelLesson = async (deps: CalendarDeps, viewer: Viewer, input: CancelLessonInput) => {
  const command = parseCommand(cancelLessonSchema, input);
  const now = deps.clock.now();
  const row = await findOwnLesson(viewer, input.id);
  if (row.status === 'Cancelled') throw alreadyCancelled();
  if (row.status !== 'Active') throw new DomainError('LESSON_NOT_ACTIVE', cancelMessages.generic);
  if (hasStarted(row.startAt, now)) throw new DomainError('CANCEL_NOT_ALLOWED', cancelMessages.alreadyTakenPlace);
  const problem = cancellationProblem({ start: row.startAt, now, reason: command.reason });
  if (problem) throw badInput(problem, { field: 'reason' });
  const allowed = canRefund({ paid: row.paid, start: row.startAt, now });
  const refund = command.refundLearner ?? allowed;
  if (refund && !allowed) {
    throw new DomainError('REFUND_NOT_ALLOWED', cancelMessages.refundNotAllowed, { field: 'refundLearner' });
  }
  await inCalendarTransaction(viewer.instructorId, now, async () => {
    const set = {
      status: 'Cancelled' as const,
      cancelledAt: now,
      cancellationReason: command.reason,
      refunded: refund,
    };
    if (!(await updateItem(viewer.instructorId, row.id, set, 'Active'))) throw alreadyCancelled();
    if (refund && row.paidHours > 0) await deps.learners.restoreHours(viewer, paidHoursOf(row));
  });
  const cancelled = await findItem(viewer.instructorId, row.id, 'lesson');
  return toLessonViewOf(cancelled!, now);
};

export const updateLessonNotes = async (deps: CalendarDeps, viewer: Viewer, id: string, notes: string) => {
  const row = await findOwnLesson(viewer, id);
  const command = parseCommand(updateNotesSchema, { id, notes });
  await inCalendarTransaction(viewer.instructorId, deps.clock.now(), () =>
    updateItem(viewer.instructorId, row.id, { notes: command.notes.trim() || null }),
  );
  return getLesson(deps, viewer, row.id);
};

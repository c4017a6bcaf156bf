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
  localDateOf,
  minutesBetween,
  updateNotesSchema,
} from '@portal/domain/calendar';
import { parseCommand } from '@portal/domain/errors';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { restoreHours } from '../learners/learners.repository.ts';
import { findBookingLearner } from './booking-learner.ts';
import {
  badInput,
  inCalendarTransaction,
  isUuid,
  notFound,
  requireOwnInstructor,
  toLessonViewOf,
  type Viewer,
} from './calendar.common.ts';
import { getLesson } from './calendar.queries.ts';
import { findItem, insertItems, updateItem } from './calendar.repository.ts';
import { guardOverlap } from './overlap-error.ts';
import { payFromBalance } from './payment.ts';

export type CreateLessonInput = {
  learnerId: string;
  instructorId: string;
  startDateTime: Date;
  endDateTime: Date;
  test: boolean;
  travelTime?: number | null;
  status: string;
  ditLessonType?: 'DitCar' | 'DitClassroom' | null;
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

const findOwnLesson = async (db: Database, viewer: Viewer, id: string) => {
  const row = isUuid(id) ? await findItem(db, viewer.instructorId, id, 'lesson') : null;
  if (!row || row.status === 'Deleted') throw notFound(bookingMessages.lessonNotFound);
  return row;
};

/** Books one Active lesson: paid from the balance when it covers it; the database refuses any overlap. */
export const createLesson = async (deps: AppDeps, viewer: Viewer, input: CreateLessonInput) => {
  requireOwnInstructor(viewer, input.instructorId);
  const now = deps.clock.now();
  const { travelTime: travelMinutes } = parseCommand(createLessonSchema(now), input);
  const learner = isUuid(input.learnerId)
    ? await findBookingLearner(deps.db, viewer.instructorId, input.learnerId, localDateOf(now))
    : null;
  if (!learner) throw notFound(bookingMessages.learnerNotFound);
  const id = await inCalendarTransaction(deps.db, viewer.instructorId, now, async (tx) => {
    const [row] = await guardOverlap(() =>
      insertItems(tx, [
        {
          instructorId: viewer.instructorId,
          kind: 'lesson',
          learnerId: learner.view.id,
          propositionAllocationId: learner.allocation.propositionAllocationId,
          startAt: input.startDateTime,
          endAt: input.endDateTime,
          travelMinutes,
          status: 'Active',
          test: input.test,
          notes: input.notes?.trim() || null,
          newLearner: !learner.known || learner.allocation.status !== 'Approved',
          ditLessonType: learner.view.customerType === 'DIT' ? (input.ditLessonType ?? 'DitCar') : null,
        },
      ]),
    );
    const payment = await payFromBalance(tx, learner, hoursOf(input.startDateTime, input.endDateTime));
    if (payment.paid) await updateItem(tx, viewer.instructorId, row!.id, payment);
    return row!.id;
  });
  return getLesson(deps, viewer, id);
};

/** Moves or resizes a lesson that has not ended before today; a paid lesson is re-settled when its length changes. */
export const changeLesson = async (deps: AppDeps, viewer: Viewer, input: ChangeLessonInput) => {
  const now = deps.clock.now();
  const row = await findOwnLesson(deps.db, viewer, input.id);
  if (row.status !== 'Active') throw badInput(calendarInputMessages.onlyBookedLessonsChange);
  if (!canEditLesson(row.endAt, now)) throw badInput(bookingMessages.lessonEnded);
  const command = parseCommand(changeLessonSchema(now), {
    ...input,
    travelTime: input.travelTime ?? row.travelMinutes,
    test: input.test ?? row.test,
  });
  const { startDateTime: start, endDateTime: end, travelTime: travelMinutes, test } = command;
  const resized = hoursOf(start, end) !== hoursOf(row.startAt, row.endAt);
  const learner =
    resized && row.paid
      ? await findBookingLearner(deps.db, viewer.instructorId, row.learnerId!, localDateOf(now))
      : null;
  await inCalendarTransaction(deps.db, viewer.instructorId, now, async (tx) => {
    const set = { startAt: start, endAt: end, travelMinutes, test };
    await guardOverlap(() => updateItem(tx, viewer.instructorId, row.id, set, 'Active'));
    if (!learner) return;
    if (row.paidHours > 0) await restoreHours(tx, row.learnerId!, row.productCategory!, row.paidHours);
    await updateItem(tx, viewer.instructorId, row.id, await payFromBalance(tx, learner, hoursOf(start, end)));
  });
  return getLesson(deps, viewer, row.id);
};

/** Cancels a lesson (spec 2 §8 rules); a refund puts its hours back on the learner's balance. */
export const cancelLesson = async (deps: AppDeps, viewer: Viewer, input: CancelLessonInput) => {
  const command = parseCommand(cancelLessonSchema, input);
  const now = deps.clock.now();
  const row = await findOwnLesson(deps.db, viewer, input.id);
  if (row.status === 'Cancelled') throw badInput(cancelMessages.alreadyCancelled);
  if (row.status !== 'Active') throw badInput(cancelMessages.generic);
  const problem = cancellationProblem({ start: row.startAt, now, reason: command.reason });
  if (problem) throw badInput(problem);
  const allowed = canRefund({ paid: row.paid, start: row.startAt, now });
  const refund = command.refundLearner ?? allowed;
  if (refund && !allowed) throw badInput(cancelMessages.refundNotAllowed, { field: 'refundLearner' });
  await inCalendarTransaction(deps.db, viewer.instructorId, now, async (tx) => {
    const set = {
      status: 'Cancelled' as const,
      cancelledAt: now,
      cancellationReason: command.reason,
      refunded: refund,
    };
    if (!(await updateItem(tx, viewer.instructorId, row.id, set, 'Active')))
      throw badInput(cancelMessages.alreadyCancelled);
    if (refund && row.paidHours > 0) await restoreHours(tx, row.learnerId!, row.productCategory!, row.paidHours);
  });
  const cancelled = await findItem(deps.db, viewer.instructorId, row.id, 'lesson');
  return toLessonViewOf(deps.db, viewer.instructorId, cancelled!, now);
};

export const updateLessonNotes = async (deps: AppDeps, viewer: Viewer, id: string, notes: string) => {
  const row = await findOwnLesson(deps.db, viewer, id);
  const command = parseCommand(updateNotesSchema, { id, notes });
  await inCalendarTransaction(deps.db, viewer.instructorId, deps.clock.now(), (tx) =>
    updateItem(tx, viewer.instructorId, row.id, { notes: command.notes.trim() || null }),
  );
  return getLesson(deps, viewer, row.id);
};

import {
  addEventIssues,
  addEventMessages,
  bookingMessages,
  cancellationProblem,
  cancelMessages,
  canEditLesson,
  canRefund,
  isNotesTooLong,
  lessonEditIssues,
  localDateOf,
  minutesBetween,
  startOfLocalDay,
  timeOffMessages,
} from '@portal/domain/calendar';
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
  throwFirstIssue,
  toLessonViewOf,
  type Viewer,
} from './calendar.common.ts';
import { getLesson } from './calendar.queries.ts';
import { findItem, insertItems, updateItem } from './calendar.repository.ts';
import { guardOverlap } from './overlap-error.ts';
import { checkTravelTime, payFromBalance } from './payment.ts';

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

const validateNewLesson = (input: CreateLessonInput, now: Date): number => {
  if (input.status !== 'Active') throw badInput('New lessons are created with status Active', { field: 'status' });
  if (input.startDateTime.getTime() < now.getTime()) throw badInput(addEventMessages.unableToBookInPast);
  const travelTime = checkTravelTime(input.travelTime);
  const { learnerId, startDateTime: start, endDateTime: end, test } = input;
  const values = { type: 'LESSON' as const, learnerId, start, end, allDay: false, test, travelTime };
  throwFirstIssue(addEventIssues({ ...values, repeat: 'NO_REPEAT', repeatCount: null, notes: input.notes ?? '' }, now));
  return travelTime;
};

/** Books one Active lesson: paid from the balance when it covers it; the database refuses any overlap. */
export const createLesson = async (deps: AppDeps, viewer: Viewer, input: CreateLessonInput) => {
  requireOwnInstructor(viewer, input.instructorId);
  const now = deps.clock.now();
  const travelMinutes = validateNewLesson(input, now);
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
  if (row.status !== 'Active') throw badInput('Only booked lessons can be changed');
  if (!canEditLesson(row.endAt, now)) throw badInput(bookingMessages.lessonEnded);
  const travelMinutes = checkTravelTime(input.travelTime ?? row.travelMinutes);
  const test = input.test ?? row.test;
  const { startDateTime: start, endDateTime: end } = input;
  throwFirstIssue(lessonEditIssues({ start, end, travelTime: travelMinutes, test }));
  if (start.getTime() < startOfLocalDay(now).getTime()) throw badInput(addEventMessages.unableToBookInPast);
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
  const now = deps.clock.now();
  const row = await findOwnLesson(deps.db, viewer, input.id);
  if (row.status === 'Cancelled') throw badInput(cancelMessages.alreadyCancelled);
  if (row.status !== 'Active') throw badInput(cancelMessages.generic);
  const problem = cancellationProblem({ start: row.startAt, now, reason: input.reason });
  if (problem) throw badInput(problem);
  const allowed = canRefund({ paid: row.paid, start: row.startAt, now });
  const refund = input.refundLearner ?? allowed;
  if (refund && !allowed) throw badInput(cancelMessages.refundNotAllowed, { field: 'refundLearner' });
  await inCalendarTransaction(deps.db, viewer.instructorId, now, async (tx) => {
    const set = {
      status: 'Cancelled' as const,
      cancelledAt: now,
      cancellationReason: input.reason?.trim() || null,
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
  if (isNotesTooLong(notes)) throw badInput(timeOffMessages.notesTooLong, { field: 'notes' });
  await inCalendarTransaction(deps.db, viewer.instructorId, deps.clock.now(), (tx) =>
    updateItem(tx, viewer.instructorId, row.id, { notes: notes.trim() || null }),
  );
  return getLesson(deps, viewer, row.id);
};

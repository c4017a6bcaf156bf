import { and, eq, inArray, isNotNull, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import { deleteInBatches } from '../../db/delete-in-batches.ts';
import { calendarItems } from '../../db/schema/calendar.ts';
import { db } from '../../db/unit-of-work.ts';

/** Subqueries are built once, outside any unit of work, and run as part of the statement that joins them. */
const subqueries = new QueryBuilder();

/**
 * What other features' repositories read of the calendar's tables: subqueries and conditions they compose into
 * their own statement (the learners' lesson times and lessons, the learners' activity), and housekeeping's sweep.
 */

const ph = sql.placeholder;

/**
 * Per learner: the latest of the instructor's Active/Pending lessons started by `now` and the next one after it
 * (of the given learners, or of all). As a list column or a query of its own (the loaders'); the times come
 * as the driver gives them (`toDateOrNull`).
 */
export const selectLessonTimes = (
  instructorId: string | Placeholder,
  now: Placeholder | Date,
  learnerIds?: readonly string[],
) =>
  db
    .select({
      learnerId: sql<string>`${calendarItems.learnerId}`.as('lesson_learner_id'),
      lastLesson: sql<string | Date | null>`max(${calendarItems.startAt})
        filter (where ${calendarItems.startAt} <= ${now}::timestamptz)`.as('last_lesson'),
      nextLesson: sql<string | Date | null>`min(${calendarItems.startAt})
        filter (where ${calendarItems.startAt} > ${now}::timestamptz)`.as('next_lesson'),
    })
    .from(calendarItems)
    .where(
      and(
        eq(calendarItems.instructorId, instructorId),
        eq(calendarItems.kind, 'lesson'),
        inArray(calendarItems.status, ['Active', 'Pending']),
        learnerIds ? inArray(calendarItems.learnerId, [...learnerIds]) : undefined,
      ),
    )
    .groupBy(calendarItems.learnerId);

/**
 * The learner has an active lesson with the instructor overlapping [from, to) (the calendar's range rule), with
 * the placeholders `instructorId`, `from` and `to`.
 */
export const hasLessonIn = (
  learnerId: AnyPgColumn,
) => sql`${learnerId} in (select ci.learner_id from ${calendarItems} ci
  where ci.instructor_id = ${ph('instructorId')} and ci.kind = 'lesson' and ci.status = 'Active'
  and tstzrange(ci.busy_from, ci.end_at, '[)') && tstzrange(${ph('from')}::timestamptz, ${ph('to')}::timestamptz, '[)'))`;

/** The instructor's lessons (any status) with one learner, as a subquery to join the learner to. */
export const lessonsWith = (instructorId: string, learnerId: string) =>
  subqueries
    .select({
      id: calendarItems.id,
      learnerId: calendarItems.learnerId,
      startAt: calendarItems.startAt,
      endAt: calendarItems.endAt,
      status: calendarItems.status,
      paid: calendarItems.paid,
      notes: calendarItems.notes,
      test: calendarItems.test,
    })
    .from(calendarItems)
    .where(
      and(
        eq(calendarItems.instructorId, instructorId),
        eq(calendarItems.kind, 'lesson'),
        eq(calendarItems.learnerId, learnerId),
      ),
    )
    .as('lessons');

/**
 * Booking-preview holds that never became lessons: lapsed (Pending past expiry) or released (Deleted). A
 * converted hold is Active with no expiry, so it is never touched.
 */
export const deleteLapsedHolds = (expiredBefore: Date) =>
  deleteInBatches(
    calendarItems,
    calendarItems.id,
    and(
      eq(calendarItems.kind, 'lesson'),
      isNotNull(calendarItems.pendingExpiresAt),
      lte(calendarItems.pendingExpiresAt, expiredBefore),
      inArray(calendarItems.status, ['Pending', 'Deleted']),
    ),
  );

/**
 * The instructor has an active lesson with the learner that started after `since` (a future lesson, or one taught
 * within the window): spec 4 §4's lesson half of an active learner, as a condition (the learner index serves it).
 */
export const hasActiveLessonSince = (instructorId: AnyPgColumn | SQL, learnerId: AnyPgColumn | SQL, since: SQL) =>
  sql<boolean>`exists (select 1 from ${calendarItems} since_ci where since_ci.learner_id = ${learnerId}
    and since_ci.instructor_id = ${instructorId} and since_ci.status = 'Active' and since_ci.start_at > ${since})`;

/**
 * The start of the instructor's last Active lesson with the learner at or before `at` (null if none): one backward
 * probe of calendar_items_learner_active_idx (the literal status lets the planner use that partial index).
 */
export const lastActiveLessonAt = (instructorId: AnyPgColumn | SQL, learnerId: AnyPgColumn | SQL, at: SQL) =>
  sql<string | Date | null>`(select max(last_ci.start_at) from ${calendarItems} last_ci
    where last_ci.learner_id = ${learnerId} and last_ci.instructor_id = ${instructorId}
    and last_ci.status = 'Active' and last_ci.start_at <= ${at})`;

/**
 * The calendar feed's items (issue 26 §3), as a subquery to join to the feed: lessons and time off that are on
 * (Active) or were cancelled (Cancelled, so a subscribed calendar removes them); holds and deleted items never show.
 * Join on `instructorId` and a range over [busyFrom, endAt) (travel included).
 */
export const feedItems = () =>
  subqueries
    .select({
      id: calendarItems.id,
      instructorId: calendarItems.instructorId,
      kind: calendarItems.kind,
      learnerId: calendarItems.learnerId,
      startAt: calendarItems.startAt,
      endAt: calendarItems.endAt,
      busyFrom: calendarItems.busyFrom,
      travelMinutes: calendarItems.travelMinutes,
      status: calendarItems.status,
      test: calendarItems.test,
      allDay: calendarItems.allDay,
      sequence: calendarItems.sequence,
      createdAt: calendarItems.createdAt,
      updatedAt: calendarItems.updatedAt,
    })
    .from(calendarItems)
    .where(inArray(calendarItems.status, ['Active', 'Cancelled']))
    .as('feed_items');

/**
 * The learner's next Active lessons with the instructor that have not ended by `now` (at most `limit`), as one
 * JSON array of {startAt, endAt}: the learner's own page (issue 27), a column of its one statement.
 */
export const upcomingLessonsJson = (instructorId: AnyPgColumn, learnerId: AnyPgColumn, now: SQL, limit: number) =>
  sql<Array<{ startAt: string; endAt: string }>>`(select coalesce(json_agg(json_build_object('startAt', u.start_at,
    'endAt', u.end_at) order by u.start_at), '[]'::json) from (select ci.start_at, ci.end_at from ${calendarItems} ci
    where ci.instructor_id = ${instructorId} and ci.learner_id = ${learnerId} and ci.kind = 'lesson'
    and ci.status = 'Active' and ci.end_at > ${now} order by ci.start_at limit ${sql.raw(String(Math.trunc(limit)))}) u)`;

/** Active lessons starting in [from, to), of every instructor: what the reminder run texts about (issue 27). */
export const activeLessonsStarting = (from: Date, to: Date) =>
  subqueries
    .select({
      id: calendarItems.id,
      instructorId: calendarItems.instructorId,
      learnerId: calendarItems.learnerId,
      startAt: calendarItems.startAt,
    })
    .from(calendarItems)
    .where(
      and(
        eq(calendarItems.kind, 'lesson'),
        eq(calendarItems.status, 'Active'),
        sql`${calendarItems.startAt} >= ${from.toISOString()}::timestamptz`,
        sql`${calendarItems.startAt} < ${to.toISOString()}::timestamptz`,
      ),
    )
    .as('due_lessons');

/** The instructor's lesson (any status) by id, with its start: the reminder state the lesson detail shows. */
export const lessonOf = (instructorId: string, itemId: string) =>
  subqueries
    .select({ id: calendarItems.id, startAt: calendarItems.startAt })
    .from(calendarItems)
    .where(
      and(eq(calendarItems.id, itemId), eq(calendarItems.instructorId, instructorId), eq(calendarItems.kind, 'lesson')),
    )
    .as('own_lesson');

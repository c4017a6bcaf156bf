import type { ItemKind, ItemStatus } from '@portal/domain/calendar';
import { and, asc, eq, getTableColumns, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { calendarItems, timeOffSeries } from '../../db/schema/calendar.ts';
import { propositionAllocations, propositions } from '../../db/schema/instructors.ts';
import { db, inTransaction, preparedQuery, read } from '../../db/unit-of-work.ts';
import { isLearnerKnownTo, learnerNames } from '../learners/public.repository.ts';
import { expirePendingHolds } from './pending-holds.repository.ts';

type NewCalendarItem = typeof calendarItems.$inferInsert;

const names = learnerNames();

const itemColumns = {
  ...getTableColumns(calendarItems),
  transmission: propositions.transmission,
  seriesFrequency: timeOffSeries.frequency,
  seriesStartDate: timeOffSeries.startDate,
  seriesEndDate: timeOffSeries.endDate,
  // The lesson's learner's name, so the calendar needs no second query for it (null when not known).
  learnerTitle: names.title,
  learnerFirstName: names.firstName,
  learnerLastName: names.lastName,
};

const selectItems = () =>
  db
    .select(itemColumns)
    .from(calendarItems)
    .leftJoin(propositionAllocations, eq(propositionAllocations.id, calendarItems.propositionAllocationId))
    .leftJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
    .leftJoin(timeOffSeries, eq(timeOffSeries.id, calendarItems.seriesId))
    .leftJoin(
      names,
      and(eq(names.id, calendarItems.learnerId), isLearnerKnownTo(names.id, calendarItems.instructorId)),
    );

export type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

const ph = sql.placeholder;

/** [busy_from, end_at) overlaps [from, to): the form the GiST indexes answer. */
const overlapsRange = sql`tstzrange(${calendarItems.busyFrom}, ${calendarItems.endAt}, '[)') && tstzrange(${ph('from')}::timestamptz, ${ph('to')}::timestamptz, '[)')`;

const liveHold = or(ne(calendarItems.status, 'Pending'), gt(calendarItems.pendingExpiresAt, ph('now')));

/** The calendar's query: every view of it, on every page of the calendar. Built once. */
const itemsInRangeQuery = preparedQuery(() =>
  selectItems()
    .where(
      and(
        eq(calendarItems.instructorId, ph('instructorId')),
        overlapsRange,
        ne(calendarItems.status, 'Deleted'),
        liveHold,
      ),
    )
    .orderBy(asc(calendarItems.startAt), asc(calendarItems.id)),
);

/** The calendar: items overlapping the range (travel included), without deleted items or expired holds. */
export const findItemsInRange = (instructorId: string, from: Date, to: Date, now: Date) =>
  read(itemsInRangeQuery(), {
    instructorId,
    from: from.toISOString(),
    to: to.toISOString(),
    now: now.toISOString(),
  });

/** One item of the instructor; another instructor's id finds nothing. */
export const findItem = async (instructorId: string, id: string, kind: ItemKind) => {
  const [row] = await selectItems()
    .where(and(eq(calendarItems.id, id), eq(calendarItems.instructorId, instructorId), eq(calendarItems.kind, kind)))
    .limit(1);
  return row ?? null;
};

/** The instructor's items among the ids (any kind or status). */
export const findItems = (instructorId: string, ids: readonly string[]) =>
  selectItems()
    .where(and(eq(calendarItems.instructorId, instructorId), inArray(calendarItems.id, [...ids])))
    .orderBy(asc(calendarItems.startAt), asc(calendarItems.id));

/** Advisory-lock namespace of calendar writes (the other key is the instructor). */
const CALENDAR_LOCK_CLASS = 3001;

/**
 * Queues the writers of one instructor's calendar until this transaction ends. The exclusion
 * constraint alone already refuses every overlap, but racing inserts can deadlock inside its checks
 * (PostgreSQL then aborts one with 40P01); queued, each loser gets the overlap error (23P01) at once.
 */
const lockInstructorCalendar = async (instructorId: string): Promise<void> => {
  await db.execute(sql`select pg_advisory_xact_lock(${CALENDAR_LOCK_CLASS}, hashtext(${instructorId}))`);
};

/**
 * Every write to an instructor's calendar: one transaction, queued behind their other calendar writes,
 * lapsed pending holds expired first (so a stale hold never blocks a booking).
 */
export const inCalendarTransaction = <T>(instructorId: string, now: Date, write: () => Promise<T>): Promise<T> =>
  inTransaction(async () => {
    await lockInstructorCalendar(instructorId);
    await expirePendingHolds(now, instructorId);
    return write();
  });

/** Inserts one item and answers its whole row (the caller knows the rest of what the calendar shows of it). */
export const insertItem = async (value: NewCalendarItem) => {
  const [row] = await db.insert(calendarItems).values(value).returning();
  return row!;
};

export const insertItems = (values: NewCalendarItem[]) =>
  db.insert(calendarItems).values(values).returning({ id: calendarItems.id });

/**
 * Inserts one hold in a savepoint of the caller's transaction: a slot lost to a racing booking (the
 * exclusion constraint) rolls back only this insert. Returns the new id.
 */
export const insertHold = async (value: NewCalendarItem): Promise<string> => {
  const [row] = await inTransaction(() => insertItems([value]));
  return row!.id;
};

/** Changes one item of the instructor (only while in `onlyIfStatus`, when given); returns whether it did. */
export const updateItem = async (
  instructorId: string,
  id: string,
  set: Partial<NewCalendarItem>,
  onlyIfStatus?: ItemStatus,
): Promise<boolean> => {
  const rows = await db
    .update(calendarItems)
    .set({ ...set, updatedAt: sql`now()` })
    .where(
      and(
        eq(calendarItems.id, id),
        eq(calendarItems.instructorId, instructorId),
        onlyIfStatus ? eq(calendarItems.status, onlyIfStatus) : undefined,
      ),
    )
    .returning({ id: calendarItems.id });
  return rows.length > 0;
};

/** Future occurrences of a series from the given start on (inclusive), still Active. */
export const cancelSeriesFrom = (
  instructorId: string,
  seriesId: string,
  from: Date,
  reason: string | null,
  now: Date,
) =>
  db
    .update(calendarItems)
    .set({ status: 'Deleted', cancelledAt: now, cancellationReason: reason, updatedAt: sql`now()` })
    .where(
      and(
        eq(calendarItems.instructorId, instructorId),
        eq(calendarItems.seriesId, seriesId),
        eq(calendarItems.status, 'Active'),
        sql`${calendarItems.startAt} >= ${from.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: calendarItems.id });

export const insertSeries = async (values: typeof timeOffSeries.$inferInsert) => {
  const [row] = await db.insert(timeOffSeries).values(values).returning({ id: timeOffSeries.id });
  return row!.id;
};

/** Every item of a series (any status), in order. */
export const findSeriesItems = (instructorId: string, seriesId: string) =>
  selectItems()
    .where(and(eq(calendarItems.instructorId, instructorId), eq(calendarItems.seriesId, seriesId)))
    .orderBy(asc(calendarItems.startAt), asc(calendarItems.id));

export type ItemMoveRow = { id: string; startAt: Date; endAt: Date };

/**
 * Moves Active items of the instructor to new times (and series, when given), all in one go: they leave the
 * overlap check first, so items shifted onto each other's old places (a daily series moved a day on) do not
 * clash with themselves; the database still refuses a clash with anything else.
 */
export const moveItems = async (instructorId: string, moves: readonly ItemMoveRow[], seriesId?: string) => {
  const ids = moves.map((m) => m.id);
  await db
    .update(calendarItems)
    .set({ status: 'Deleted' })
    .where(
      and(
        eq(calendarItems.instructorId, instructorId),
        inArray(calendarItems.id, ids),
        eq(calendarItems.status, 'Active'),
      ),
    );
  const rows = JSON.stringify(moves.map((m) => ({ id: m.id, s: m.startAt.toISOString(), e: m.endAt.toISOString() })));
  await db.execute(sql`
    update ${calendarItems} set
      start_at = v.s, end_at = v.e, status = 'Active', updated_at = now(),
      series_id = coalesce(${seriesId ?? null}::uuid, ${calendarItems.seriesId})
    from jsonb_to_recordset(${rows}::jsonb) as v(id uuid, s timestamptz, e timestamptz)
    where ${calendarItems.id} = v.id and ${calendarItems.instructorId} = ${instructorId}`);
};

export const updateSeries = (instructorId: string, seriesId: string, set: Partial<typeof timeOffSeries.$inferInsert>) =>
  db
    .update(timeOffSeries)
    .set(set)
    .where(and(eq(timeOffSeries.id, seriesId), eq(timeOffSeries.instructorId, instructorId)));

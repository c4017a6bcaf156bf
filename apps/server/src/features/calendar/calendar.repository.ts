import { and, asc, eq, getTableColumns, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { calendarItems, propositionAllocations, propositions, timeOffSeries } from '../../db/schema/index.ts';

export type ItemKind = 'lesson' | 'time_off';
export type ItemStatus = 'Active' | 'Pending' | 'Cancelled' | 'Deleted';
export type NewCalendarItem = typeof calendarItems.$inferInsert;

const itemColumns = {
  ...getTableColumns(calendarItems),
  transmission: propositions.transmission,
  seriesFrequency: timeOffSeries.frequency,
  seriesStartDate: timeOffSeries.startDate,
  seriesEndDate: timeOffSeries.endDate,
};

const selectItems = (db: Database) =>
  db
    .select(itemColumns)
    .from(calendarItems)
    .leftJoin(propositionAllocations, eq(propositionAllocations.id, calendarItems.propositionAllocationId))
    .leftJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
    .leftJoin(timeOffSeries, eq(timeOffSeries.id, calendarItems.seriesId));

export type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

/** [busy_from, end_at) overlaps [from, to): the form the GiST indexes answer. */
const overlapsRange = (from: Date, to: Date) =>
  sql`tstzrange(${calendarItems.busyFrom}, ${calendarItems.endAt}, '[)') && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`;

const liveHold = (now: Date) => or(ne(calendarItems.status, 'Pending'), gt(calendarItems.pendingExpiresAt, now));

/** The calendar: items overlapping the range (travel included), without deleted items or expired holds. */
export const findItemsInRange = (db: Database, instructorId: string, from: Date, to: Date, now: Date) =>
  selectItems(db)
    .where(
      and(
        eq(calendarItems.instructorId, instructorId),
        overlapsRange(from, to),
        ne(calendarItems.status, 'Deleted'),
        liveHold(now),
      ),
    )
    .orderBy(asc(calendarItems.startAt), asc(calendarItems.id));

/** One item of the instructor; another instructor's id finds nothing. */
export const findItem = async (db: Database, instructorId: string, id: string, kind: ItemKind) => {
  const [row] = await selectItems(db)
    .where(and(eq(calendarItems.id, id), eq(calendarItems.instructorId, instructorId), eq(calendarItems.kind, kind)))
    .limit(1);
  return row ?? null;
};

/** The instructor's items among the ids (any kind or status). */
export const findItems = (db: Database, instructorId: string, ids: readonly string[]) =>
  selectItems(db)
    .where(and(eq(calendarItems.instructorId, instructorId), inArray(calendarItems.id, [...ids])))
    .orderBy(asc(calendarItems.startAt), asc(calendarItems.id));

type BusyRow = { id: string; kind: string; start_ms: number | string; end_ms: number | string; travel_minutes: number };

/**
 * What availability must avoid: the instructor's Active items and live holds overlapping the range. The
 * same statement first marks their lapsed holds Deleted (lazy expiry, one round trip).
 */
export const expireAndFindBusyItems = async (db: Database, instructorId: string, from: Date, to: Date, now: Date) => {
  const at = now.toISOString();
  const result = await db.execute<BusyRow>(sql`
    with expired as (
      update ${calendarItems} set status = 'Deleted', updated_at = now()
      where instructor_id = ${instructorId} and status = 'Pending' and pending_expires_at <= ${at}::timestamptz
      returning id
    )
    select id, kind, extract(epoch from start_at) * 1000 as start_ms, extract(epoch from end_at) * 1000 as end_ms,
      travel_minutes
    from ${calendarItems}
    where instructor_id = ${instructorId} and status in ('Active', 'Pending')
      and (status = 'Active' or pending_expires_at > ${at}::timestamptz)
      and tstzrange(busy_from, end_at, '[)') && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`);
  return (result as unknown as { rows: BusyRow[] }).rows.map((row) => ({
    id: row.id,
    kind: row.kind as ItemKind,
    start: new Date(Number(row.start_ms)),
    end: new Date(Number(row.end_ms)),
    travelMinutes: Number(row.travel_minutes),
  }));
};

/** Advisory-lock namespace of calendar writes (the other key is the instructor). */
const CALENDAR_LOCK_CLASS = 3001;

/**
 * Queues the writers of one instructor's calendar until this transaction ends. The exclusion
 * constraint alone already refuses every overlap, but racing inserts can deadlock inside its checks
 * (PostgreSQL then aborts one with 40P01); queued, each loser gets the overlap error (23P01) at once.
 */
export const lockInstructorCalendar = async (db: Database, instructorId: string): Promise<void> => {
  await db.execute(sql`select pg_advisory_xact_lock(${CALENDAR_LOCK_CLASS}, hashtext(${instructorId}))`);
};

export const insertItems = (db: Database, values: NewCalendarItem[]) =>
  db.insert(calendarItems).values(values).returning({ id: calendarItems.id });

/** Changes one item of the instructor (only while in `onlyIfStatus`, when given); returns whether it did. */
export const updateItem = async (
  db: Database,
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

/**
 * Pending holds past their expiry become Deleted: for one instructor before each availability check
 * (lazy), or for everyone from the periodic sweep.
 */
export const expirePendingHolds = async (db: Database, now: Date, instructorId?: string): Promise<number> => {
  const rows = await db
    .update(calendarItems)
    .set({ status: 'Deleted', updatedAt: sql`now()` })
    .where(
      and(
        eq(calendarItems.status, 'Pending'),
        lte(calendarItems.pendingExpiresAt, now),
        instructorId ? eq(calendarItems.instructorId, instructorId) : undefined,
      ),
    )
    .returning({ id: calendarItems.id });
  return rows.length;
};

/** The instructor's live pending holds among the ids, oldest start first, locked for this transaction. */
export const findLiveHolds = (db: Database, instructorId: string, ids: readonly string[], now: Date) =>
  db
    .select(getTableColumns(calendarItems))
    .from(calendarItems)
    .where(
      and(
        eq(calendarItems.instructorId, instructorId),
        inArray(calendarItems.id, [...ids]),
        eq(calendarItems.kind, 'lesson'),
        eq(calendarItems.status, 'Pending'),
        gt(calendarItems.pendingExpiresAt, now),
      ),
    )
    .orderBy(asc(calendarItems.startAt))
    .for('update');

/** Releases the instructor's pending holds among the ids; returns the ids released. */
export const releaseHolds = (db: Database, instructorId: string, ids: readonly string[]) =>
  db
    .update(calendarItems)
    .set({ status: 'Deleted', updatedAt: sql`now()` })
    .where(
      and(
        eq(calendarItems.instructorId, instructorId),
        inArray(calendarItems.id, [...ids]),
        eq(calendarItems.status, 'Pending'),
      ),
    )
    .returning({ id: calendarItems.id });

/** Future occurrences of a series from the given start on (inclusive), still Active. */
export const cancelSeriesFrom = (
  db: Database,
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

export const insertSeries = async (db: Database, values: typeof timeOffSeries.$inferInsert) => {
  const [row] = await db.insert(timeOffSeries).values(values).returning({ id: timeOffSeries.id });
  return row!.id;
};

import { and, asc, eq, getTableColumns, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { calendarItems } from '../../db/schema/calendar.ts';
import { db } from '../../db/unit-of-work.ts';

/**
 * Pending holds past their expiry become Deleted: for one instructor before each availability check
 * (lazy), or for everyone from the periodic sweep.
 */
export const expirePendingHolds = async (now: Date, instructorId?: string): Promise<number> => {
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
export const findLiveHolds = (instructorId: string, ids: readonly string[], now: Date) =>
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
export const releaseHolds = (instructorId: string, ids: readonly string[]) =>
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

/**
 * Issue 23 defect 3: the instructor's own pending holds never block their next preview or booking of the same
 * time (another tab, their phone): the holds overlapping the windows are released first. Returns the ids released.
 */
export const releaseOwnHoldsOverlapping = (instructorId: string, windows: readonly { from: Date; to: Date }[]) =>
  windows.length === 0
    ? Promise.resolve([])
    : db
        .update(calendarItems)
        .set({ status: 'Deleted', updatedAt: sql`now()` })
        .where(
          and(
            eq(calendarItems.instructorId, instructorId),
            eq(calendarItems.status, 'Pending'),
            or(
              ...windows.map(
                (w) =>
                  sql`tstzrange(${calendarItems.busyFrom}, ${calendarItems.endAt}, '[)') && tstzrange(${w.from.toISOString()}::timestamptz, ${w.to.toISOString()}::timestamptz, '[)')`,
              ),
            ),
          ),
        )
        .returning({ id: calendarItems.id });

import { and, asc, eq, getTableColumns, gt, inArray, lte, sql } from 'drizzle-orm';
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

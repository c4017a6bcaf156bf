import { and, eq, inArray, isNotNull, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { authChallenges, calendarItems, sessions } from '../../db/schema/index.ts';
import { db } from '../../db/unit-of-work.ts';

/** Rows deleted per statement, so a large backlog never holds long locks. */
const BATCH = 5_000;

const deleteInBatches = async (table: PgTable, id: PgColumn, where: SQL | undefined) => {
  let total = 0;
  for (;;) {
    const batch = db.select({ id }).from(table).where(where).limit(BATCH);
    const deleted = await db.delete(table).where(inArray(id, batch)).returning({ id });
    total += deleted.length;
    if (deleted.length < BATCH) return total;
  }
};

/** Sessions that can never be used again: expired, revoked or idle, all before `before`. */
export const deleteEndedSessions = (before: Date, idleBefore: Date) =>
  deleteInBatches(
    sessions,
    sessions.id,
    or(lte(sessions.expiresAt, before), lte(sessions.revokedAt, before), lte(sessions.lastSeenAt, idleBefore)),
  );

/** Sign-in and reset challenges past their expiry and too old to be sent again. */
export const deleteDeadChallenges = (expiredBefore: Date, createdBefore: Date) =>
  deleteInBatches(
    authChallenges,
    authChallenges.id,
    and(lte(authChallenges.expiresAt, expiredBefore), lte(authChallenges.createdAt, createdBefore)),
  );

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

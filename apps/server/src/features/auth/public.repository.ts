import { and, lte, or } from 'drizzle-orm';
import { deleteInBatches } from '../../db/delete-in-batches.ts';
import { authChallenges, sessions } from '../../db/schema/auth.ts';

/** What other features may read or write of auth's tables (housekeeping's sweeps). */

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

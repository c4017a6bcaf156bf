import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { sessions } from '../../db/schema/auth.ts';
import { db, preparedQuery } from '../../db/unit-of-work.ts';

const liveSessionQuery = preparedQuery(() =>
  db
    .select({
      id: sessions.id,
      instructorId: sessions.instructorId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('find_live_session'),
);

/** The session of a token hash while it is live: not revoked, not expired, not idle. */
export const findLiveSession = async (tokenHash: string, now: Date, idleSince: Date) => {
  const [row] = await liveSessionQuery().execute({
    tokenHash,
    now: now.toISOString(),
    idleSince: idleSince.toISOString(),
  });
  return row ?? null;
};

/**
 * Moves the idle clock on, only if nobody (another request, another instance) did in the last minute:
 * a session's row is written at most once a minute. True when this call wrote it.
 */
export const touchSession = async (id: string, now: Date, seenBefore: Date): Promise<boolean> => {
  const rows = await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, seenBefore)))
    .returning({ id: sessions.id });
  return rows.length > 0;
};

export const insertSession = async (values: {
  instructorId: string;
  tokenHash: string;
  now: Date;
  expiresAt: Date;
  userAgent: string | null;
}) => {
  const [row] = await db
    .insert(sessions)
    .values({
      instructorId: values.instructorId,
      tokenHash: values.tokenHash,
      createdAt: values.now,
      lastSeenAt: values.now,
      expiresAt: values.expiresAt,
      userAgent: values.userAgent,
    })
    .returning({ id: sessions.id });
  return row!;
};

export const revokeSession = (id: string, now: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));

export const revokeAllSessions = (instructorId: string, now: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.instructorId, instructorId), isNull(sessions.revokedAt)));

/** A session's timeouts while it is live (not revoked, not expired, not idle), by id: null once it has ended. */
export const findLiveSessionById = async (id: string, now: Date, idleSince: Date) => {
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, id),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleSince),
      ),
    )
    .limit(1);
  return row ?? null;
};

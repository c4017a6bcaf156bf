import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';

export const findLiveSession = async (db: Database, tokenHash: string, now: Date, idleSince: Date) => {
  const [row] = await db
    .select({ id: sessions.id, instructorId: sessions.instructorId, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleSince),
      ),
    )
    .limit(1);
  return row ?? null;
};

export const touchSession = (db: Database, id: string, now: Date) =>
  db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));

export const insertSession = async (
  db: Database,
  values: { instructorId: string; tokenHash: string; now: Date; expiresAt: Date; userAgent: string | null },
) => {
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

export const revokeSession = (db: Database, id: string, now: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));

export const revokeAllSessions = (db: Database, instructorId: string, now: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.instructorId, instructorId), isNull(sessions.revokedAt)));

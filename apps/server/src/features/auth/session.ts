import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { SessionViewer } from '../../graphql/context.ts';
import { findLiveSession, insertSession, revokeSession, touchSession } from './session.repository.ts';
import type { CachedSession, SessionCache } from './session-cache.ts';
import { hashToken, newSessionToken, SESSION_COOKIE } from './session-token.ts';

/** The idle clock is written at most this often per session. */
const TOUCH_EVERY_MS = 60_000;

/** The app's parts and this instance's cache of live sessions (made by the auth service). */
export type SessionDeps = Pick<AppDeps, 'clock' | 'config'> & { sessions: SessionCache };

/** Reads the database (a cache miss); keeps the answer unless a revocation arrived while it was read. */
const readSession = async (cache: SessionCache, tokenHash: string, now: Date, idleMs: number) => {
  const mark = cache.mark();
  const row = await findLiveSession(tokenHash, now, new Date(now.getTime() - idleMs));
  if (!row) return null;
  const session: CachedSession = { ...row, tokenHash, touchedAt: 0, fetchedAt: now.getTime() };
  cache.store(session, mark);
  return session;
};

/** Idle-timeout bookkeeping: once a minute at most, and only this instance's first request of that minute tries. */
const touchIfDue = async (session: CachedSession, now: Date) => {
  const due = now.getTime() - TOUCH_EVERY_MS;
  if (session.lastSeenAt.getTime() >= due || session.touchedAt >= due) return;
  session.touchedAt = now.getTime();
  if (await touchSession(session.id, now, new Date(due))) session.lastSeenAt = now;
};

/**
 * Reads the session cookie; an unknown, revoked, idle or expired session is no session. Most requests are
 * answered from this instance's cache of live sessions, without a database round trip.
 */
export const resolveViewer = async (deps: SessionDeps, request: FastifyRequest): Promise<SessionViewer | null> => {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const tokenHash = hashToken(token);
  const now = deps.clock.now();
  const idleMs = deps.config.SESSION_IDLE_MINUTES * 60_000;
  const cache = deps.sessions;
  const session = cache.lookup(tokenHash, now, idleMs) ?? (await readSession(cache, tokenHash, now, idleMs));
  if (!session) return null;
  await touchIfDue(session, now);
  return { instructorId: session.instructorId, sessionId: session.id };
};

const cookieOptions = (deps: SessionDeps) => ({
  httpOnly: true,
  secure: deps.config.COOKIE_SECURE,
  sameSite: 'lax' as const,
  path: '/',
});

/** A fresh token at every sign-in (rotation): any token held before is never reused. */
export const startSession = async (
  deps: SessionDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  instructorId: string,
): Promise<SessionViewer> => {
  const now = deps.clock.now();
  const token = newSessionToken();
  const tokenHash = hashToken(token);
  const expiresAt = new Date(now.getTime() + deps.config.SESSION_ABSOLUTE_HOURS * 3_600_000);
  const existing = request.viewer;
  if (existing) {
    await revokeSession(existing.sessionId, now);
    await deps.sessions.announce({ sessionId: existing.sessionId });
  }
  const cache = deps.sessions;
  const mark = cache.mark();
  const userAgent = request.headers['user-agent']?.slice(0, 300) ?? null;
  const { id } = await insertSession({ instructorId, tokenHash, now, expiresAt, userAgent });
  cache.store(
    { id, instructorId, tokenHash, expiresAt, lastSeenAt: now, touchedAt: 0, fetchedAt: now.getTime() },
    mark,
  );
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(deps), expires: expiresAt });
  return { instructorId, sessionId: id };
};

export const endSession = async (deps: SessionDeps, request: FastifyRequest, reply: FastifyReply): Promise<void> => {
  const viewer = request.viewer;
  if (viewer) await revokeSession(viewer.sessionId, deps.clock.now());
  reply.clearCookie(SESSION_COOKIE, cookieOptions(deps));
  if (viewer) await deps.sessions.announce({ sessionId: viewer.sessionId });
};

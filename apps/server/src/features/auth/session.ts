import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { SessionViewer } from '../../graphql/context.ts';
import { findLiveSession, insertSession, revokeSession, touchSession } from './session.repository.ts';
import { hashToken, newSessionToken, SESSION_COOKIE } from './session-token.ts';

const TOUCH_EVERY_MS = 60_000;

/** Reads the session cookie; an unknown, revoked, idle or expired session is no session. */
export const resolveViewer = async (deps: AppDeps, request: FastifyRequest): Promise<SessionViewer | null> => {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const now = deps.clock.now();
  const idleSince = new Date(now.getTime() - deps.config.SESSION_IDLE_MINUTES * 60_000);
  const session = await findLiveSession(deps.db, hashToken(token), now, idleSince);
  if (!session) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchSession(deps.db, session.id, now);
  return { instructorId: session.instructorId, sessionId: session.id };
};

const cookieOptions = (deps: AppDeps) => ({
  httpOnly: true,
  secure: deps.config.COOKIE_SECURE,
  sameSite: 'lax' as const,
  path: '/',
});

/** A fresh token at every sign-in (rotation): any token held before is never reused. */
export const startSession = async (
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  instructorId: string,
): Promise<SessionViewer> => {
  const now = deps.clock.now();
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + deps.config.SESSION_ABSOLUTE_HOURS * 3_600_000);
  const existing = request.viewer;
  if (existing) await revokeSession(deps.db, existing.sessionId, now);
  const { id } = await insertSession(deps.db, {
    instructorId,
    tokenHash: hashToken(token),
    now,
    expiresAt,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  });
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(deps), expires: expiresAt });
  return { instructorId, sessionId: id };
};

export const endSession = async (deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<void> => {
  if (request.viewer) await revokeSession(deps.db, request.viewer.sessionId, deps.clock.now());
  reply.clearCookie(SESSION_COOKIE, cookieOptions(deps));
};

import type { AppDeps } from '../../app-deps.ts';
import { runUnitOfWork } from '../../db/unit-of-work.ts';
import type { SessionViewer } from '../../graphql/context.ts';
import { findLiveSessionById } from './session.repository.ts';
import { parseRevocation, SESSIONS_CHANNEL } from './session-cache.ts';

/** How often a watched session's known timeouts are compared with the clock (no database read). */
const TICK_MS = 1_000;

/**
 * Calls `ended` once, as soon as the session ends, for work that outlives a request (a message stream):
 * a revocation announced on any instance (sign-out, rotation, password reset) ends it at once; so does a lost
 * pub/sub connection, since revocations may be missed meanwhile. Its idle and absolute timeouts are watched on
 * the clock, and the database is read only when one of them is reached (another request may have moved the idle
 * clock on). Returns `stop`, to call when the work ends first.
 */
export const watchSession = (
  deps: Pick<AppDeps, 'pubsub' | 'clock' | 'config' | 'database'>,
  viewer: SessionViewer,
  ended: () => void,
): (() => void) => {
  const idleMs = deps.config.SESSION_IDLE_MINUTES * 60_000;
  let over = false;
  let deadline = 0; // 0: not read yet (the first read runs at once)
  let reading = false;
  const end = () => {
    if (over) return;
    stop();
    ended();
  };
  const subscription = deps.pubsub.subscribe(SESSIONS_CHANNEL, {
    message: (payload) => {
      const revocation = parseRevocation(payload);
      // An unreadable revocation may be this session's.
      if (!revocation) return end();
      if (
        'sessionId' in revocation
          ? revocation.sessionId === viewer.sessionId
          : revocation.instructorId === viewer.instructorId
      )
        end();
    },
    interrupted: end,
  });
  const check = async () => {
    const now = deps.clock.now();
    if (reading || now.getTime() < deadline) return;
    reading = true;
    try {
      const live = await runUnitOfWork(deps.database, () =>
        findLiveSessionById(viewer.sessionId, now, new Date(now.getTime() - idleMs)),
      );
      if (!live) return end();
      deadline = Math.min(live.expiresAt.getTime(), live.lastSeenAt.getTime() + idleMs);
    } catch {
      end();
    } finally {
      reading = false;
    }
  };
  const timer = setInterval(() => void check(), TICK_MS);
  timer.unref();
  function stop() {
    over = true;
    clearInterval(timer);
    subscription.unsubscribe();
  }
  // Revoked before it was watched, or not hearing revocations: over now.
  if (!subscription.isLive()) end();
  else void check();
  return stop;
};

import { createEvictingCache } from '../../lib/evicting-cache.ts';
import type { PubSub } from '../../lib/pubsub/pubsub.ts';

/** How long a session read from the database is trusted without reading it again. */
export const SESSION_CACHE_MS = 30_000;
const MAX_ENTRIES = 20_000;
export const SESSIONS_CHANNEL = 'sessions';

/** A live session as read (or written) last; `lastSeenAt` never runs ahead of the database's. */
export type CachedSession = {
  id: string;
  instructorId: string;
  tokenHash: string;
  expiresAt: Date;
  lastSeenAt: Date;
  /** When this instance last wrote (or tried to write) lastSeenAt: at most one try a minute. */
  touchedAt: number;
  fetchedAt: number;
};

/** Sign-out and rotation end one session; a password reset (or change) ends all of an instructor's. */
export type Revocation = { sessionId: string } | { instructorId: string };

export type SessionCache = {
  /** A live session within its short life in the cache, or null: the caller reads the database. */
  lookup: (tokenHash: string, now: Date, idleMs: number) => CachedSession | null;
  /** Taken before a database read: `store` ignores the read if a revocation arrived meanwhile. */
  mark: () => number;
  store: (session: CachedSession, mark: number) => void;
  /** Forgets the sessions the revocation ends, on this instance. */
  evict: (revocation: Revocation) => void;
  /** Ends them on every instance: this one's cache now, the others' through the pub/sub. */
  announce: (revocation: Revocation) => Promise<void>;
};

/**
 * Live sessions of this instance, trusted for SESSION_CACHE_MS (lib/evicting-cache.ts). Only positive answers are
 * kept (an unknown or ended session is always read again), never past a session's idle or absolute expiry, and
 * only while revocations from every instance reach this one.
 */
export const createSessionCache = (pubsub: PubSub): SessionCache => {
  const cache = createEvictingCache<string, CachedSession>({
    pubsub,
    channel: SESSIONS_CHANNEL,
    ttlMs: SESSION_CACHE_MS,
    maxEntries: MAX_ENTRIES,
    evicts: (payload) => {
      const revocation = parseRevocation(payload);
      if (!revocation) return null;
      return 'sessionId' in revocation
        ? (_, session) => session.id === revocation.sessionId
        : (_, session) => session.instructorId === revocation.instructorId;
    },
    isFresh: (session, now) => now < session.expiresAt.getTime(),
  });
  return {
    lookup: (tokenHash, now, idleMs) => {
      const session = cache.lookup(tokenHash, now.getTime());
      // lastSeenAt is at most the database's, so a session alive by it is alive by the database too.
      return session && now.getTime() - session.lastSeenAt.getTime() < idleMs ? session : null;
    },
    mark: cache.mark,
    store: (session, mark) => cache.store(session.tokenHash, session, session.fetchedAt, mark),
    evict: (revocation) => cache.evict(JSON.stringify(revocation)),
    announce: (revocation) => cache.announce(JSON.stringify(revocation)),
  };
};

export const parseRevocation = (payload: string): Revocation | null => {
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    if (typeof value.sessionId === 'string') return { sessionId: value.sessionId };
    if (typeof value.instructorId === 'string') return { instructorId: value.instructorId };
  } catch {
    // falls through
  }
  return null;
};

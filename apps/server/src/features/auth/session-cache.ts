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
  evict: (revocation: Revocation) => void;
};

const isFresh = (entry: CachedSession, now: number, idleMs: number) =>
  now >= entry.fetchedAt &&
  now - entry.fetchedAt < SESSION_CACHE_MS &&
  now < entry.expiresAt.getTime() &&
  // lastSeenAt is at most the database's, so a session alive by it is alive by the database too.
  now - entry.lastSeenAt.getTime() < idleMs;

/**
 * Live sessions of this instance, trusted for SESSION_CACHE_MS. Only positive answers are kept (an unknown
 * or ended session is always read again), and only while revocations from every instance reach this one:
 * a revocation evicts at once, and a lost pub/sub connection empties the cache and bypasses it until the
 * subscription is back.
 */
const createSessionCache = (pubsub: PubSub): SessionCache => {
  const byToken = new Map<string, CachedSession>();
  let epoch = 0;
  const evict = (revocation: Revocation) => {
    epoch += 1;
    for (const [tokenHash, entry] of byToken) {
      const ended =
        'sessionId' in revocation ? entry.id === revocation.sessionId : entry.instructorId === revocation.instructorId;
      if (ended) byToken.delete(tokenHash);
    }
  };
  const interrupted = () => {
    epoch += 1;
    byToken.clear();
  };
  const subscription = pubsub.subscribe(SESSIONS_CHANNEL, {
    message: (payload) => {
      const revocation = parseRevocation(payload);
      // Unreadable: safest to forget everything.
      if (revocation) evict(revocation);
      else interrupted();
    },
    interrupted,
  });
  return {
    lookup: (tokenHash, now, idleMs) => {
      const entry = byToken.get(tokenHash);
      if (!entry || !subscription.isLive()) return null;
      if (isFresh(entry, now.getTime(), idleMs)) return entry;
      byToken.delete(tokenHash);
      return null;
    },
    mark: () => epoch,
    store: (session, mark) => {
      if (mark !== epoch || !subscription.isLive()) return;
      byToken.delete(session.tokenHash);
      byToken.set(session.tokenHash, session);
      if (byToken.size > MAX_ENTRIES) byToken.delete(byToken.keys().next().value!);
    },
    evict,
  };
};

const parseRevocation = (payload: string): Revocation | null => {
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    if (typeof value.sessionId === 'string') return { sessionId: value.sessionId };
    if (typeof value.instructorId === 'string') return { instructorId: value.instructorId };
  } catch {
    // falls through
  }
  return null;
};

// One cache per pub/sub connection: it is valid exactly as long as it hears that connection's revocations.
const caches = new WeakMap<PubSub, SessionCache>();

export const sessionCacheOf = (pubsub: PubSub): SessionCache => {
  let cache = caches.get(pubsub);
  if (!cache) {
    cache = createSessionCache(pubsub);
    caches.set(pubsub, cache);
  }
  return cache;
};

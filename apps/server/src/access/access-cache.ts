import type { Viewer as AccessViewer } from '@portal/domain/access';
import type { PubSub } from '../lib/pubsub/pubsub.ts';

/** How long an instructor's status and franchises, as the access rules see them, are trusted without a read. */
export const ACCESS_CACHE_MS = 30_000;
const MAX_ENTRIES = 20_000;
export const ACCESS_CHANNEL = 'access';

type Entry = { viewer: AccessViewer; fetchedAt: number };

export type AccessCache = {
  /** The facts read within ACCESS_CACHE_MS, or undefined: the caller reads the database. */
  lookup: (instructorId: string, now: number) => AccessViewer | undefined;
  /** Taken before a database read: `store` ignores the read if a change was announced meanwhile. */
  mark: () => number;
  store: (instructorId: string, viewer: AccessViewer, now: number, mark: number) => void;
  evict: (instructorId: string) => void;
};

/**
 * The access facts of this instance's signed-in instructors, kept as the session cache keeps sessions: only
 * while changes announced by every instance reach this one (a lost pub/sub connection empties the cache and
 * bypasses it until the subscription is back), and evicted at once by `announceAccessChange`.
 */
const createAccessCache = (pubsub: PubSub): AccessCache => {
  const byInstructor = new Map<string, Entry>();
  let epoch = 0;
  const evict = (instructorId: string) => {
    epoch += 1;
    byInstructor.delete(instructorId);
  };
  const interrupted = () => {
    epoch += 1;
    byInstructor.clear();
  };
  const subscription = pubsub.subscribe(ACCESS_CHANNEL, {
    message: (payload) => (payload.length > 0 && payload.length <= 64 ? evict(payload) : interrupted()),
    interrupted,
  });
  return {
    lookup: (instructorId, now) => {
      const entry = byInstructor.get(instructorId);
      if (!entry || !subscription.isLive()) return undefined;
      if (now >= entry.fetchedAt && now - entry.fetchedAt < ACCESS_CACHE_MS) return entry.viewer;
      byInstructor.delete(instructorId);
      return undefined;
    },
    mark: () => epoch,
    store: (instructorId, viewer, now, mark) => {
      if (mark !== epoch || !subscription.isLive()) return;
      byInstructor.delete(instructorId);
      byInstructor.set(instructorId, { viewer, fetchedAt: now });
      if (byInstructor.size > MAX_ENTRIES) byInstructor.delete(byInstructor.keys().next().value!);
    },
    evict,
  };
};

// One cache per pub/sub connection: it is valid exactly as long as it hears that connection's announcements.
const caches = new WeakMap<PubSub, AccessCache>();

export const accessCacheOf = (pubsub: PubSub): AccessCache => {
  let cache = caches.get(pubsub);
  if (!cache) {
    cache = createAccessCache(pubsub);
    caches.set(pubsub, cache);
  }
  return cache;
};

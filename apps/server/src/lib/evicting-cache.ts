import type { PubSub } from './pubsub/pubsub.ts';

type Entry<V> = { value: V; fetchedAt: number };

export type EvictingCache<K, V> = {
  /** A value read within `ttlMs` (and `isFresh`, when given), or undefined: the caller reads the database. */
  lookup: (key: K, now: number) => V | undefined;
  /** Taken before a database read: `store` ignores the read if an eviction arrived meanwhile. */
  mark: () => number;
  store: (key: K, value: V, now: number, mark: number) => void;
  /** Forgets this instance's entries the eviction names (as if it had been heard on the pub/sub). */
  evict: (eviction: string) => void;
  /** Forgets this instance's entries the eviction names, and announces it to every other instance. */
  announce: (eviction: string) => Promise<void>;
};

export type EvictingCacheOptions<K, V> = {
  pubsub: PubSub;
  /** The pub/sub channel its evictions travel on. */
  channel: string;
  ttlMs: number;
  maxEntries: number;
  /** Which entries an announced eviction ends (its payload as published); null: unreadable, forget all. */
  evicts: (eviction: string) => ((key: K, value: V) => boolean) | null;
  /** A further check of a cached value (a session's idle and absolute timeouts). */
  isFresh?: (value: V, now: number) => boolean;
};

/**
 * What one instance keeps of what it read, for a short time (`ttlMs`), and only while it hears the evictions
 * every instance announces on the pub/sub: an announced change evicts at once everywhere; a lost pub/sub
 * connection empties the cache and bypasses it until the subscription is back. A read that raced with an
 * eviction is not kept (`mark` before reading, `store` after). Sessions and the viewer's facts use it.
 */
export const createEvictingCache = <K, V>(options: EvictingCacheOptions<K, V>): EvictingCache<K, V> => {
  const entries = new Map<K, Entry<V>>();
  let epoch = 0;
  const evict = (eviction: string) => {
    epoch += 1;
    const ends = options.evicts(eviction);
    if (!ends) return entries.clear();
    for (const [key, entry] of entries) if (ends(key, entry.value)) entries.delete(key);
  };
  const interrupted = () => {
    epoch += 1;
    entries.clear();
  };
  const subscription = options.pubsub.subscribe(options.channel, { message: evict, interrupted });
  return {
    lookup: (key, now) => {
      const entry = entries.get(key);
      if (!entry || !subscription.isLive()) return undefined;
      const fresh = now >= entry.fetchedAt && now - entry.fetchedAt < options.ttlMs;
      if (fresh && (options.isFresh?.(entry.value, now) ?? true)) return entry.value;
      entries.delete(key);
      return undefined;
    },
    mark: () => epoch,
    store: (key, value, now, mark) => {
      if (mark !== epoch || !subscription.isLive()) return;
      entries.delete(key);
      entries.set(key, { value, fetchedAt: now });
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as K);
    },
    evict,
    announce: async (eviction) => {
      evict(eviction);
      await options.pubsub.publish(options.channel, eviction);
    },
  };
};

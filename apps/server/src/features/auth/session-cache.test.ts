import { describe, expect, it } from 'vitest';
import type { PubSub, PubSubListener } from '../../lib/pubsub/pubsub.ts';
import { type CachedSession, createSessionCache, SESSION_CACHE_MS, SESSIONS_CHANNEL } from './session-cache.ts';

const IDLE = 4 * 3_600_000;
const T0 = new Date('2026-11-23T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

/** A pub/sub whose connection the test drops and restores. */
const fakePubSub = () => {
  let listener: PubSubListener | undefined;
  let live = true;
  const pubsub: PubSub = {
    kind: 'redis',
    publish: async (_channel, payload) => listener?.message(payload),
    subscribe: (channel, l) => {
      expect(channel).toBe(SESSIONS_CHANNEL);
      listener = l;
      return { isLive: () => live, unsubscribe: () => {} };
    },
    close: async () => {},
  };
  return {
    pubsub,
    drop: () => {
      live = false;
      listener?.interrupted();
    },
    restore: () => {
      live = true;
    },
    hear: (payload: string) => listener?.message(payload),
  };
};

let n = 0;
const session = (overrides: Partial<CachedSession> = {}): CachedSession => {
  n += 1;
  return {
    id: `session-${n}`,
    instructorId: 'instructor-1',
    tokenHash: `hash-${n}`,
    expiresAt: at(12 * 3_600_000),
    lastSeenAt: T0,
    touchedAt: 0,
    fetchedAt: T0.getTime(),
    ...overrides,
  };
};

describe('the cache of live sessions', () => {
  it('answers for a short time only, and never past the idle or absolute expiry', () => {
    const cache = createSessionCache(fakePubSub().pubsub);
    const fresh = session();
    cache.store(fresh, cache.mark());
    expect(cache.lookup(fresh.tokenHash, at(SESSION_CACHE_MS - 1), IDLE)).toBe(fresh);
    expect(cache.lookup(fresh.tokenHash, at(SESSION_CACHE_MS), IDLE)).toBeNull();
    const expiring = session({ expiresAt: at(1_000) });
    cache.store(expiring, cache.mark());
    expect(cache.lookup(expiring.tokenHash, at(999), IDLE)).toBe(expiring);
    expect(cache.lookup(expiring.tokenHash, at(1_000), IDLE)).toBeNull();
    const idle = session({ lastSeenAt: at(-IDLE + 1_000) });
    cache.store(idle, cache.mark());
    expect(cache.lookup(idle.tokenHash, at(999), IDLE)).toBe(idle);
    expect(cache.lookup(idle.tokenHash, at(1_000), IDLE)).toBeNull();
    // A clock set back does not keep an entry alive either.
    const later = session({ fetchedAt: at(5_000).getTime() });
    cache.store(later, cache.mark());
    expect(cache.lookup(later.tokenHash, T0, IDLE)).toBeNull();
  });

  it('forgets a session, or all of an instructor’s, when a revocation is heard', () => {
    const bus = fakePubSub();
    const cache = createSessionCache(bus.pubsub);
    const [a, b, other] = [session(), session(), session({ instructorId: 'instructor-2' })];
    for (const s of [a, b, other]) cache.store(s, cache.mark());
    bus.hear(JSON.stringify({ sessionId: a.id }));
    expect(cache.lookup(a.tokenHash, T0, IDLE)).toBeNull();
    expect(cache.lookup(b.tokenHash, T0, IDLE)).toBe(b);
    bus.hear(JSON.stringify({ instructorId: 'instructor-1' }));
    expect(cache.lookup(b.tokenHash, T0, IDLE)).toBeNull();
    expect(cache.lookup(other.tokenHash, T0, IDLE)).toBe(other);
    bus.hear('not json');
    expect(cache.lookup(other.tokenHash, T0, IDLE)).toBeNull();
  });

  it('does not keep a read that a revocation overtook', () => {
    const cache = createSessionCache(fakePubSub().pubsub);
    const read = session();
    const mark = cache.mark();
    cache.evict({ sessionId: read.id });
    cache.store(read, mark);
    expect(cache.lookup(read.tokenHash, T0, IDLE)).toBeNull();
  });

  it('is emptied when the connection drops, and bypassed until it is back', () => {
    const bus = fakePubSub();
    const cache = createSessionCache(bus.pubsub);
    const before = session();
    cache.store(before, cache.mark());
    bus.drop();
    expect(cache.lookup(before.tokenHash, T0, IDLE)).toBeNull();
    const during = session();
    cache.store(during, cache.mark());
    bus.restore();
    expect(cache.lookup(during.tokenHash, T0, IDLE)).toBeNull();
    expect(cache.lookup(before.tokenHash, T0, IDLE)).toBeNull();
    const after = session();
    cache.store(after, cache.mark());
    expect(cache.lookup(after.tokenHash, T0, IDLE)).toBe(after);
  });
});

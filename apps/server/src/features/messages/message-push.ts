import type { PubSub } from '../../lib/pubsub/pubsub.ts';
import type { MessageView } from './messages.views.ts';

/** One channel for every conversation: each instance routes a message to its own connections by instructor. */
export const MESSAGES_CHANNEL = 'messages';

/** What a connection hears: a message of its instructor, or "something may have been missed: fetch again". */
export type PushListener = { message: (message: MessageView) => void; resync: () => void };

type Wire = { instructorId: string; message?: Omit<MessageView, 'created'> & { created: string } };

const fromWire = (payload: string): { instructorId: string; message: MessageView | null } | null => {
  try {
    const { instructorId, message } = JSON.parse(payload) as Wire;
    return { instructorId, message: message ? { ...message, created: new Date(message.created) } : null };
  } catch {
    return null;
  }
};

// PostgreSQL's NOTIFY carries at most 8000 bytes: a longer message is announced, and its readers fetch it.
const MAX_PAYLOAD_BYTES = 7500;

const RELIVE_CHECK_MS = 250;

/**
 * This instance's connected instructors, by id, fed from the pub/sub: Redis or PostgreSQL between instances,
 * in memory for one. When the pub/sub connection drops, every connection is told to fetch again once it is
 * back, since what was published meanwhile is gone.
 */
const createPushHub = (pubsub: PubSub) => {
  const listeners = new Map<string, Set<PushListener>>();
  const everyone = (call: (listener: PushListener) => void) => {
    for (const set of listeners.values()) for (const listener of set) call(listener);
  };
  let relive: ReturnType<typeof setInterval> | undefined;
  const subscription = pubsub.subscribe(MESSAGES_CHANNEL, {
    message: (payload) => {
      const event = fromWire(payload);
      if (!event) return;
      const { message } = event;
      for (const listener of listeners.get(event.instructorId) ?? []) {
        if (message) listener.message(message);
        else listener.resync();
      }
    },
    interrupted: () => {
      if (relive) return;
      relive = setInterval(() => {
        if (!subscription.isLive()) return;
        clearInterval(relive);
        relive = undefined;
        everyone((listener) => listener.resync());
      }, RELIVE_CHECK_MS);
      relive.unref();
    },
  });
  return {
    isLive: () => subscription.isLive(),
    /** Resolves once the subscription hears every instance (at once in memory; after Redis/PostgreSQL confirm). */
    whenLive: async (timeoutMs = 5000) => {
      const until = Date.now() + timeoutMs;
      while (!subscription.isLive() && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      return subscription.isLive();
    },
    listen: (instructorId: string, listener: PushListener) => {
      const set = listeners.get(instructorId) ?? new Set();
      listeners.set(instructorId, set);
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(instructorId);
      };
    },
    connections: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  };
};

export type PushHub = ReturnType<typeof createPushHub>;

const hubs = new WeakMap<PubSub, PushHub>();

/** The one hub of a pub/sub (every app on it in this process shares it). */
export const pushHubOf = (pubsub: PubSub): PushHub => {
  let hub = hubs.get(pubsub);
  if (!hub) {
    hub = createPushHub(pubsub);
    hubs.set(pubsub, hub);
  }
  return hub;
};

/** Tells every instance that the instructor's conversation has a new message. */
export const pushMessage = (pubsub: PubSub, instructorId: string, message: MessageView): Promise<void> => {
  const wire: Wire = { instructorId, message: { ...message, created: message.created.toISOString() } };
  const payload = JSON.stringify(wire);
  const small = Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES;
  return pubsub.publish(MESSAGES_CHANNEL, small ? payload : JSON.stringify({ instructorId }));
};

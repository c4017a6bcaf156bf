import type { PubSub, PubSubListener } from './pubsub.ts';

/** One process: every subscriber hears every message at once, and nothing is ever missed. */
export const createMemoryPubSub = (): PubSub => {
  const channels = new Map<string, Set<PubSubListener>>();
  return {
    kind: 'memory',
    publish: async (channel, payload) => {
      for (const listener of channels.get(channel) ?? []) listener.message(payload);
    },
    subscribe: (channel, listener) => {
      const listeners = channels.get(channel) ?? new Set();
      channels.set(channel, listeners);
      listeners.add(listener);
      return { isLive: () => true, unsubscribe: () => listeners.delete(listener) };
    },
    close: async () => {
      channels.clear();
    },
  };
};

const inProcess = new WeakMap<object, PubSub>();

/** The deps' pub/sub; without one, a single in-memory one per database, shared by the instances on it. */
export const pubsubOf = (deps: { pubsub?: PubSub | undefined; db: object }): PubSub => {
  if (deps.pubsub) return deps.pubsub;
  let pubsub = inProcess.get(deps.db);
  if (!pubsub) {
    pubsub = createMemoryPubSub();
    inProcess.set(deps.db, pubsub);
  }
  return pubsub;
};

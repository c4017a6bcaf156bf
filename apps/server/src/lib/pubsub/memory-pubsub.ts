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

import type { PubSubListener, Subscription } from './pubsub.ts';

type Channel = { listeners: Set<PubSubListener>; live: boolean };

/**
 * The subscriber side of a connection-based pub/sub (Redis, PostgreSQL): a channel is live only once it is
 * subscribed on the current connection, and every listener hears when the connection is lost, because
 * messages published meanwhile are gone for good.
 */
export const createChannels = (listen: (channel: string) => Promise<void>) => {
  const channels = new Map<string, Channel>();
  // Bumped at every connection and loss, so a subscription confirmed late never marks a newer state live.
  let generation = 0;
  let connected = false;

  const join = async (name: string, channel: Channel) => {
    const at = generation;
    try {
      await listen(name);
      if (connected && at === generation) channel.live = true;
    } catch {
      // Not live; the next connection subscribes again.
    }
  };

  return {
    dispatch: (name: string, payload: string) => {
      for (const listener of channels.get(name)?.listeners ?? []) listener.message(payload);
    },
    connected: () => {
      generation += 1;
      connected = true;
      for (const [name, channel] of channels) void join(name, channel);
    },
    lost: () => {
      generation += 1;
      connected = false;
      for (const channel of channels.values()) {
        channel.live = false;
        for (const listener of channel.listeners) listener.interrupted();
      }
    },
    subscribe: (name: string, listener: PubSubListener): Subscription => {
      let channel = channels.get(name);
      if (!channel) {
        channel = { listeners: new Set(), live: false };
        channels.set(name, channel);
        if (connected) void join(name, channel);
      }
      const own = channel;
      own.listeners.add(listener);
      return { isLive: () => own.live, unsubscribe: () => own.listeners.delete(listener) };
    },
  };
};

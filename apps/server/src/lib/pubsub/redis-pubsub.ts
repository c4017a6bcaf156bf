import { Redis } from 'ioredis';
import { createChannels } from './channels.ts';
import type { PubSub } from './pubsub.ts';

/** Shared by every instance on one Redis: a publisher connection, and a subscriber that resubscribes itself. */
export const createRedisPubSub = (url: string, { prefix = 'portal:', name = 'portal-pubsub' } = {}): PubSub => {
  const publisher = new Redis(url, { maxRetriesPerRequest: 2, connectionName: `${name}-pub` });
  const subscriber = new Redis(url, { autoResubscribe: false, maxRetriesPerRequest: 2, connectionName: name });
  // ioredis reconnects by itself; a failed publish rejects, and a lost subscriber is reported through 'close'.
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  const channels = createChannels(async (channel) => {
    await subscriber.subscribe(`${prefix}${channel}`);
  });
  subscriber.on('ready', channels.connected);
  subscriber.on('close', channels.lost);
  subscriber.on('message', (channel: string, payload: string) => {
    if (channel.startsWith(prefix)) channels.dispatch(channel.slice(prefix.length), payload);
  });
  return {
    kind: 'redis',
    publish: async (channel, payload) => {
      await publisher.publish(`${prefix}${channel}`, payload);
    },
    subscribe: channels.subscribe,
    close: async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
};

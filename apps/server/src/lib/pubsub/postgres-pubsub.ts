import pg from 'pg';
import { createChannels } from './channels.ts';
import type { PubSub } from './pubsub.ts';

const RECONNECT_MS = 1_000;

/**
 * Instances sharing one PostgreSQL database and no Redis hear each other through LISTEN/NOTIFY: one
 * listening connection (reconnected after a loss) and one connection to publish on.
 */
export const createPostgresPubSub = (url: string, { name = 'portal-pubsub' } = {}): PubSub => {
  const publisher = new pg.Pool({ connectionString: url, max: 1, application_name: `${name}-pub` });
  publisher.on('error', () => {});
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const channels = createChannels(async (channel) => {
    if (!client) throw new Error('not connected');
    await client.query(`listen ${client.escapeIdentifier(channel)}`);
  });

  const lose = (which: pg.Client) => {
    if (client === which) {
      client = null;
      channels.lost();
    }
    which.end().catch(() => {});
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: name });
    next.on('notification', (n) => channels.dispatch(n.channel, n.payload ?? ''));
    next.on('error', () => lose(next));
    next.on('end', () => lose(next));
    try {
      await next.connect();
    } catch {
      lose(next);
      return;
    }
    if (closed) return void next.end();
    client = next;
    channels.connected();
  };
  void connect();

  return {
    kind: 'postgres',
    publish: async (channel, payload) => {
      await publisher.query('select pg_notify($1, $2)', [channel, payload]);
    },
    subscribe: channels.subscribe,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      await Promise.allSettled([publisher.end(), last?.end()]);
    },
  };
};

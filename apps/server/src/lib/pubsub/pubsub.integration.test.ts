import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresPubSub } from './postgres-pubsub.ts';
import type { PubSub, Subscription } from './pubsub.ts';
import { createRedisPubSub } from './redis-pubsub.ts';

const waitFor = async (condition: () => boolean, ms = 5_000) => {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

type Adapter = {
  title: string;
  url: string | undefined;
  /** Two instances, named so the test can find their connections. */
  open: (name: string) => PubSub;
  /** Drops the subscriber connection of the instance with this name, as a network failure would. */
  kill: (name: string) => Promise<void>;
};

const prefix = `portal:test:${randomBytes(4).toString('hex')}:`;
const adapters: Adapter[] = [
  {
    title: 'Redis',
    url: process.env.TEST_REDIS_URL,
    open: (name) => createRedisPubSub(process.env.TEST_REDIS_URL!, { prefix, name }),
    kill: async (name) => {
      const admin = new Redis(process.env.TEST_REDIS_URL!);
      const clients = String(await admin.call('client', 'list'));
      const id = clients
        .split('\n')
        .find((line) => line.includes(` name=${name} `))
        ?.match(/id=(\d+)/)?.[1];
      await admin.call('client', 'kill', 'id', id!);
      await admin.quit();
    },
  },
  {
    title: 'PostgreSQL LISTEN/NOTIFY',
    url: process.env.TEST_DATABASE_URL,
    open: (name) => createPostgresPubSub(process.env.TEST_DATABASE_URL!, { name }),
    kill: async (name) => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [name],
      );
      await admin.end();
      expect(killed.rowCount).toBe(1);
    },
  },
];

for (const adapter of adapters) {
  describe.runIf(adapter.url)(`pub/sub between instances: ${adapter.title}`, () => {
    const names = [`a${randomBytes(4).toString('hex')}`, `b${randomBytes(4).toString('hex')}`];
    const [a, b] = names.map((name) => adapter.open(name)) as [PubSub, PubSub];
    const channel = `test_${randomBytes(4).toString('hex')}`;
    const heard: string[] = [];
    let interruptions = 0;
    const subscription: Subscription = b.subscribe(channel, {
      message: (payload) => heard.push(payload),
      interrupted: () => {
        interruptions += 1;
      },
    });
    afterAll(async () => {
      await Promise.all([a.close(), b.close()]);
    });

    it('carries a message from one instance to another once subscribed', async () => {
      await waitFor(subscription.isLive);
      await a.publish(channel, 'one');
      await waitFor(() => heard.includes('one'));
    });

    it('says when the subscriber connection is lost, and is live again once it is back', async () => {
      await adapter.kill(names[1]!);
      await waitFor(() => interruptions === 1);
      await waitFor(subscription.isLive, 10_000);
      await a.publish(channel, 'two');
      await waitFor(() => heard.includes('two'));
    });
  });
}

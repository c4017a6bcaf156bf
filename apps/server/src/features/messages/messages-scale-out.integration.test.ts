import { randomBytes } from 'node:crypto';
import { MESSAGE_EVENTS_PATH } from '@portal/domain/messages';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeIntegration } from '../../../test/fixture.ts';
import { signIn } from '../../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { withDb } from '../../../test/with-db.ts';
import { createPostgresPubSub } from '../../lib/pubsub/postgres-pubsub.ts';
import type { PubSub } from '../../lib/pubsub/pubsub.ts';
import { createRedisPubSub } from '../../lib/pubsub/redis-pubsub.ts';
import { openEventStream } from './event-stream.test-helper.ts';
import { sendAgentMessage } from './messages.service.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const postgresUrl = process.env.TEST_DATABASE_URL;

/** What several instances share to hear each other: Redis when REDIS_URL is set, else PostgreSQL's NOTIFY. */
const buses = [
  {
    name: 'Redis',
    url: redisUrl,
    open: (prefix: string, name: string) => createRedisPubSub(redisUrl!, { prefix, name }),
  },
  {
    name: 'PostgreSQL LISTEN/NOTIFY',
    url: postgresUrl,
    open: (_prefix: string, name: string) => createPostgresPubSub(postgresUrl!, { name }),
  },
];

/**
 * Two server instances on one database, each with its own pub/sub connection (Redis, or PostgreSQL's NOTIFY): the
 * office's message, stored through one, reaches the instructor whose page is connected to the other.
 */
for (const bus of buses)
  describeIntegration(`messages pushed between instances through ${bus.name}`, (fx) => {
    const instances: Array<{ app: TestApp; pubsub: PubSub }> = [];

    beforeAll(async () => {
      if (!bus.url) return;
      const t = fx();
      const handle = t.deps.database;
      const prefix = `portal:test:${randomBytes(4).toString('hex')}:`;
      for (const name of ['a', 'b']) {
        const pubsub = bus.open(prefix, `portal-test-messages-${name}`);
        instances.push({ app: await createTestApp(handle, { shared: { pubsub } }), pubsub });
      }
    });

    afterAll(async () => {
      for (const { app, pubsub } of instances) {
        await app.app.close();
        await pubsub.close();
      }
    });

    it.runIf(bus.url)('delivers an agent message stored on one instance to a stream on the other', async () => {
      const t = fx();
      const [a, b] = instances;
      const url = await a!.app.app.listen({ port: 0, host: '127.0.0.1' });
      const cookie = await signIn(a!.app, t.instructor.adiNumber, t.instructor.password);
      const stream = await openEventStream(`${url}${MESSAGE_EVENTS_PATH}`, { cookie });
      try {
        await stream.next('ready');
        const started = Date.now();
        const sent = await withDb(b!.app.db, () =>
          sendAgentMessage(b!.app.deps, {
            instructorId: t.instructor.instructorId,
            agentCode: 2001,
            agentName: 'Priya (Instructor Support)',
            body: `Through ${bus.name}`,
          }),
        );
        const pushed = JSON.parse((await stream.next('message', 1000)).data) as { id: string; body: string };
        expect(pushed).toMatchObject({ id: sent.id, body: `Through ${bus.name}` });
        expect(Date.now() - started).toBeLessThan(1000);
      } finally {
        stream.close();
      }
    });
  });

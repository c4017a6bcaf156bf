import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCode, me, requestReset, resetPassword, signOut } from '../test/auth-calls.ts';
import { addCalendarInstructor, addLearner } from '../test/calendar-fixtures.ts';
import { addInstructor } from '../test/instructor-fixture.ts';
import { countQueries } from '../test/query-count.ts';
import { signIn } from '../test/sign-in.ts';
import { createTestApp, type TestApp, testConfig } from '../test/test-app.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { instructors } from './db/schema/index.ts';
import { createPostgresPubSub } from './lib/pubsub/postgres-pubsub.ts';
import { createRedisPubSub } from './lib/pubsub/redis-pubsub.ts';
import { createRedisRateLimiter } from './lib/rate-limit/redis-rate-limiter.ts';
import { seedDatabase } from './seed/index.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const GUARDED =
  'query ($id: ID!) { timeSlotsAvailability(input: { instructorKey: $id, timeSlots: [] }) { availability } }';
const CREATE = 'mutation ($input: CreateLessonInput!) { createLesson(input: $input) { id } }';

/** A fresh database on the server, migrated and seeded once, dropped at the end. */
const createDatabase = async () => {
  const name = `portal_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  return { url: url.toString(), drop };
};

/** Polls `me` on an instance until it answers null; returns how long that took. */
const refusedWithin = async (t: TestApp, cookie: string) => {
  const started = Date.now();
  while ((await me(t, cookie)) !== null) {
    if (Date.now() - started > 5_000) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
};

/** Two instances with their own pools on a fresh seeded database; `shared` gives each its shared parts. */
const openInstances = async (shared: (url: string) => Parameters<typeof createTestApp>[1]) => {
  const database = await createDatabase();
  const first = await openDatabase({ kind: 'postgres', url: database.url });
  await first.migrate();
  await seedDatabase(first, testConfig());
  await first.close();
  const handles: DatabaseHandle[] = [];
  const instance = async () => {
    const handle = await openDatabase({ kind: 'postgres', url: database.url });
    handles.push(handle);
    return createTestApp(handle, shared(database.url));
  };
  const apps = [await instance(), await instance()] as const;
  const close = async () => {
    await Promise.all(apps.map((t) => t.app.close()));
    await Promise.all(handles.map((handle) => handle.close()));
    await database.drop();
  };
  return { apps, close };
};

/**
 * What several server processes behind a load balancer share: one PostgreSQL database and one Redis. Each
 * instance has its own connection pool, rate limiter connection, pub/sub connections and session cache.
 */
describe.runIf(adminUrl && redisUrl)('two server instances on one PostgreSQL and one Redis', () => {
  const prefix = `portal:test:${randomBytes(4).toString('hex')}:`;
  let a: TestApp;
  let b: TestApp;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({
      apps: [a, b],
      close,
    } = await openInstances(() => {
      const rateLimiter = createRedisRateLimiter(redisUrl!, prefix);
      const pubsub = createRedisPubSub(redisUrl!, { prefix, name: `portal-test-${randomBytes(4).toString('hex')}` });
      return { shared: { rateLimiter, pubsub } };
    }));
    for (const t of [a, b]) {
      t.app.addHook('onClose', async () => {
        await Promise.all([t.deps.rateLimiter.close(), t.deps.pubsub?.close()]);
      });
    }
  });
  afterAll(async () => {
    await close?.();
  });

  it('refuses on one instance, within a second, a session signed out on the other', async () => {
    const account = await addInstructor(a.db);
    const cookie = await signIn(a, account.adiNumber, account.password);
    expect(await me(b, cookie)).toMatchObject({ id: account.instructorId });
    // B now answers the session from its own cache, without the database.
    expect(await countQueries(b.db, () => b.gql('{ __typename }', {}, cookie))).toBe(0);
    expect((await signOut(a, cookie)).data).toEqual({ signOut: true });
    expect(await refusedWithin(b, cookie)).toBeLessThan(1_000);
  });

  it('reads again on every instance, within a second, the status of an instructor changed on one', async () => {
    const account = await addCalendarInstructor(a.db);
    const cookie = await signIn(b, account.adiNumber, account.password);
    const guarded = () =>
      b.gql(GUARDED, { id: account.instructorId }, cookie).then((r) => r.errors?.[0]?.extensions?.reason ?? 'allowed');
    expect(await guarded()).toBe('allowed');
    // B now answers the access rules from its own cache, without the database.
    expect(await countQueries(b.db, guarded)).toBe(0);
    await a.db.update(instructors).set({ status: 'Inactive' }).where(eq(instructors.id, account.instructorId));
    await a.deps.viewers.announceChange(account.instructorId);
    const started = Date.now();
    while ((await guarded()) === 'allowed' && Date.now() - started < 5_000) await new Promise((r) => setTimeout(r, 10));
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await guarded()).toBe('FEATURE_UNAVAILABLE');
  });

  it('ends on every instance the sessions of an instructor whose password is reset on one', async () => {
    const account = await addInstructor(a.db);
    const [phone, laptop] = [
      await signIn(a, account.adiNumber, account.password),
      await signIn(b, account.adiNumber, account.password),
    ];
    expect(await me(b, phone)).not.toBeNull();
    expect(await me(b, laptop)).not.toBeNull();
    const request = await requestReset(a, account.adiNumber, `0${account.mobile.slice(3)}`);
    const code = await lastCode(a, account.mobile);
    const challengeId = request.data!.requestPasswordReset.challengeId;
    expect((await resetPassword(a, { challengeId, code, password: 'NewRoute42' })).data).toEqual({
      resetPassword: { success: true },
    });
    expect(await refusedWithin(b, phone)).toBeLessThan(1_000);
    expect(await refusedWithin(b, laptop)).toBeLessThan(1_000);
  });

  it('shares rate limits: requests counted at either instance spend one budget', async () => {
    const adiNumber = String(900_000 + Math.floor(Math.random() * 99_999));
    const reasons: unknown[] = [];
    for (const t of [a, b, a, b, a, b]) {
      const result = await requestReset(t, adiNumber, '07700900999');
      reasons.push(result.errors?.[0]?.extensions?.reason);
    }
    expect(reasons).toEqual([...Array(5).fill('MOBILE_MISMATCH'), 'TOO_MANY_REQUESTS']);
  });

  it('gives exactly one success among 20 overlapping bookings raced across both instances', async () => {
    const instructor = await addCalendarInstructor(a.db);
    const learnerId = await addLearner(a.db, instructor, { hours: 50 });
    const cookie = await signIn(a, instructor.adiNumber, instructor.password);
    const start = new Date('2026-12-01T10:00:00Z').getTime();
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const input = {
          learnerId,
          instructorId: instructor.instructorId,
          startDateTime: new Date(start + (i % 4) * 15 * 60_000).toISOString(),
          endDateTime: new Date(start + (i % 4) * 15 * 60_000 + 3_600_000).toISOString(),
          test: false,
          travelTime: 0,
          status: 'Active',
        };
        return (i % 2 === 0 ? a : b).gql<{ createLesson: { id: string } }>(CREATE, { input }, cookie);
      }),
    );
    expect(attempts.filter((r) => r.data?.createLesson)).toHaveLength(1);
    const refusals = attempts.flatMap((r) => r.errors ?? []);
    expect(refusals).toHaveLength(19);
    expect(refusals.every((e) => e.extensions?.code === 'CONFLICT' && e.extensions.reason === 'OVERLAP')).toBe(true);
  });
});

describe.runIf(adminUrl)('two server instances on one PostgreSQL, without Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({
      apps: [a, b],
      close,
    } = await openInstances((url) => ({ shared: { pubsub: createPostgresPubSub(url) } })));
    for (const t of [a, b]) t.app.addHook('onClose', async () => t.deps.pubsub?.close());
  });
  afterAll(async () => {
    await close?.();
  });

  it('refuses on one instance, within a second, a session signed out on the other (LISTEN/NOTIFY)', async () => {
    const account = await addInstructor(a.db);
    const cookie = await signIn(a, account.adiNumber, account.password);
    expect(await me(b, cookie)).toMatchObject({ id: account.instructorId });
    expect(await countQueries(b.db, () => b.gql('{ __typename }', {}, cookie))).toBe(0);
    await signOut(a, cookie);
    expect(await refusedWithin(b, cookie)).toBeLessThan(1_000);
  });
});

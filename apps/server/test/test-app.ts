import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createViewerFactsSource } from '../src/access/viewer-facts.ts';
import { buildApp } from '../src/app.ts';
import type { AppDeps } from '../src/app-deps.ts';
import { type Config, parseConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { CSRF_HEADER } from '../src/http/csrf.ts';
import { createBundledAddressLookup } from '../src/lib/address/bundled-address-lookup.ts';
import { createComposerBioWriter } from '../src/lib/bio/bio-composer.ts';
import { createDiskBlobStore } from '../src/lib/blob/disk-blob-store.ts';
import { createTestClock } from '../src/lib/clock.ts';
import { createMemoryPubSub } from '../src/lib/pubsub/memory-pubsub.ts';
import type { PubSub } from '../src/lib/pubsub/pubsub.ts';
import { createMemoryRateLimiter } from '../src/lib/rate-limit/memory-rate-limiter.ts';
import { createOutboxTransport } from '../src/lib/sms/outbox-transport.ts';
import type { SmsTransport } from '../src/lib/sms/sms-transport.ts';
import { rememberTestDatabase } from './with-db.ts';

/** A GraphQL answer as the browser gets it, with the cookies the response set. */
export type GqlCall<T> = Promise<{
  data: T | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  cookies: string[];
}>;

export type TestApp = {
  app: FastifyInstance;
  deps: AppDeps;
  /** The raw database, for a test's own reads and writes (the app's code reaches it through its unit of work). */
  db: DatabaseHandle['db'];
  clock: ReturnType<typeof createTestClock>;
  /** POST /graphql as the browser would; pass the cookie header to act as a signed-in instructor. */
  gql: <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, cookie?: string) => GqlCall<T>;
};

export const testConfig = (overrides: Record<string, string> = {}): Config => ({
  ...parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides }),
  secretKey: 'test-secret-key-with-at-least-32-characters!!',
});

const inProcess = new WeakMap<DatabaseHandle, PubSub>();

/** Without one of their own, the instances of this process on one database share one pub/sub in memory. */
const memoryPubSubOf = (handle: DatabaseHandle): PubSub => {
  let pubsub = inProcess.get(handle);
  if (!pubsub) {
    pubsub = createMemoryPubSub();
    inProcess.set(handle, pubsub);
  }
  return pubsub;
};

const tempBlobFolder = () => mkdtempSync(join(tmpdir(), 'portal-test-blobs-'));

/** The local file store (in a temporary folder) and address lookup, for a test that builds its own AppDeps. */
export const localAdapters = (blobRoot = tempBlobFolder()) => ({
  blobs: createDiskBlobStore(blobRoot),
  addresses: createBundledAddressLookup(),
  bio: createComposerBioWriter(),
});

/**
 * The app's parts for a test: the local adapters, a test clock, the SMS outbox, rate limits and pub/sub in memory
 * (the pub/sub shared by the instances of this process on the database); `overrides` replace any of them.
 */
export const testDeps = (handle: DatabaseHandle, overrides: Partial<AppDeps> = {}): AppDeps => {
  rememberTestDatabase(handle);
  const clock = overrides.clock ?? createTestClock();
  const pubsub = overrides.pubsub ?? memoryPubSubOf(handle);
  return {
    config: testConfig(),
    database: handle,
    clock,
    sms: createOutboxTransport(),
    rateLimiter: createMemoryRateLimiter(clock),
    pubsub,
    viewers: createViewerFactsSource({ database: handle, pubsub, clock }),
    ...localAdapters(),
    ...overrides,
  };
};

export const createTestApp = async (
  handle: DatabaseHandle,
  options: {
    config?: Record<string, string> | undefined;
    sms?: SmsTransport | undefined;
    start?: Date | undefined;
    /** Shared parts for several instances on one database (defaults: in memory, this instance's own). */
    shared?: Partial<Pick<AppDeps, 'rateLimiter' | 'pubsub'>> | undefined;
    /** Receives the log lines (JSON), at LOG_LEVEL; no log at all without it. */
    logStream?: { write: (line: string) => void } | undefined;
  } = {},
): Promise<TestApp> => {
  const clock = createTestClock(options.start);
  const blobRoot = tempBlobFolder();
  const deps = testDeps(handle, {
    config: testConfig(options.config),
    clock,
    ...(options.sms ? { sms: options.sms } : {}),
    ...(options.shared?.rateLimiter ? { rateLimiter: options.shared.rateLimiter } : {}),
    ...(options.shared?.pubsub ? { pubsub: options.shared.pubsub } : {}),
    ...localAdapters(blobRoot),
  });
  const logging = options.logStream ? { logger: true, logStream: options.logStream } : { logger: false };
  const app = await buildApp(deps, { ...logging, serveWeb: false });
  app.addHook('onClose', async () => rmSync(blobRoot, { recursive: true, force: true }));
  const gql: TestApp['gql'] = async (query, variables, cookie) => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify({ query, variables }),
    });
    const body = response.json();
    const setCookie = response.headers['set-cookie'];
    const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
    return { ...body, cookies };
  };
  return { app, deps, db: handle.db, clock, gql };
};

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { AppDeps } from '../src/app-deps.ts';
import { type Config, parseConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { CSRF_HEADER } from '../src/http/csrf.ts';
import { createBundledAddressLookup } from '../src/lib/address/bundled-address-lookup.ts';
import { createComposerBioWriter } from '../src/lib/bio/bio-composer.ts';
import { createDiskBlobStore } from '../src/lib/blob/disk-blob-store.ts';
import { createTestClock } from '../src/lib/clock.ts';
import { createMemoryRateLimiter } from '../src/lib/rate-limit/memory-rate-limiter.ts';
import { createOutboxTransport } from '../src/lib/sms/outbox-transport.ts';
import type { SmsTransport } from '../src/lib/sms/sms-transport.ts';

/** A GraphQL answer as the browser gets it, with the cookies the response set. */
export type GqlCall<T> = Promise<{
  data: T | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  cookies: string[];
}>;

export type TestApp = {
  app: FastifyInstance;
  deps: AppDeps;
  clock: ReturnType<typeof createTestClock>;
  /** POST /graphql as the browser would; pass the cookie header to act as a signed-in instructor. */
  gql: <T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, cookie?: string) => GqlCall<T>;
};

export const testConfig = (overrides: Record<string, string> = {}): Config => ({
  ...parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides }),
  secretKey: 'test-secret-key-with-at-least-32-characters!!',
});

const tempBlobFolder = () => mkdtempSync(join(tmpdir(), 'portal-test-blobs-'));

/** The local file store (in a temporary folder) and address lookup, for a test that builds its own AppDeps. */
export const localAdapters = (blobRoot = tempBlobFolder()) => ({
  blobs: createDiskBlobStore(blobRoot),
  addresses: createBundledAddressLookup(),
  bio: createComposerBioWriter(),
});

export const createTestApp = async (
  handle: DatabaseHandle,
  options: {
    config?: Record<string, string> | undefined;
    sms?: SmsTransport | undefined;
    start?: Date | undefined;
    /** Shared parts for several instances on one database (defaults: in memory, this instance's own). */
    shared?: Partial<Pick<AppDeps, 'rateLimiter' | 'pubsub'>> | undefined;
  } = {},
): Promise<TestApp> => {
  const clock = createTestClock(options.start);
  const blobRoot = tempBlobFolder();
  const deps: AppDeps = {
    config: testConfig(options.config),
    db: handle.db,
    dbKind: handle.kind,
    clock,
    sms: options.sms ?? createOutboxTransport(handle.db),
    rateLimiter: options.shared?.rateLimiter ?? createMemoryRateLimiter(clock),
    ...(options.shared?.pubsub ? { pubsub: options.shared.pubsub } : {}),
    ...localAdapters(blobRoot),
  };
  const app = await buildApp(deps, { logger: false, serveWeb: false });
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
  return { app, deps, clock, gql };
};

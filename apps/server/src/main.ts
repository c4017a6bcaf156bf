import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { AppDeps } from './app-deps.ts';
import { parseConfig, startupWarnings } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { acquireDataLock } from './db/lock.ts';
import { analyzeAllTables } from './db/planner-statistics.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { runUnitOfWork } from './db/unit-of-work.ts';
import { createDeps } from './deps.ts';
import { isOutboxServed } from './http/dev-routes.ts';
import { resolveSecretKey } from './lib/secret.ts';
import { msUntilNextUkMidnight } from './lib/uk-midnight.ts';
import { DEMO_PASSWORD, seedInstructors } from './seed/foundation.seed.ts';
import { isSeeded, resetToSeed, seedDatabase } from './seed/index.ts';
import { onboardingBannerLines } from './seed/onboarding.seed.ts';
import { officeBannerLines, type SeedConfig } from './seed/staff.seed.ts';

const outboxNote = (deps: Parameters<typeof isOutboxServed>[0], url: string): string => {
  if (deps.sms.name !== 'outbox') return '  Access codes are texted through the configured SMS provider.';
  if (isOutboxServed(deps)) return `  The texted access code appears in the SMS outbox: ${url}/dev/outbox`;
  return '  Texts go to the SMS outbox table; its page is off on a non-loopback HOST (DEV_OUTBOX=true serves it).';
};

/** The data folder (locked) and the database, migrated and seeded. */
const openData = async (raw: ReturnType<typeof parseConfig>) => {
  const embedded = !raw.DATABASE_URL;
  const dataDir = resolve(raw.DATA_DIR);
  if (embedded) mkdirSync(dataDir, { recursive: true });
  const unlock = embedded ? acquireDataLock(dataDir) : () => {};
  const config = { ...raw, secretKey: resolveSecretKey(raw.SECRET_KEY, embedded ? dataDir : null) };
  const handle = await openDatabase(
    embedded ? { kind: 'pglite', dataDir: resolve(dataDir, 'pglite') } : { kind: 'postgres', url: raw.DATABASE_URL! },
  );
  const prepare = async () => {
    await handle.migrate();
    const seeding = config.DEMO_MODE || !(await isSeeded(handle));
    if (!seeding) return;
    await (config.DEMO_MODE ? resetToSeed(handle, config) : seedDatabase(handle, config));
    // A seed is a bulk load: the planner is given its statistics at once (db/planner-statistics.ts).
    await runUnitOfWork(handle, analyzeAllTables);
  };
  // Several instances on one PostgreSQL may start at once: one at a time migrates and seeds.
  await (embedded ? prepare() : withStartupLock(raw.DATABASE_URL!, prepare));
  return { embedded, dataDir, unlock, config, handle };
};

/** In demo mode the data goes back to the seed every night at UK midnight. */
const scheduleDemoReset = (app: FastifyInstance, handle: DatabaseHandle, config: SeedConfig) => {
  let nightly: NodeJS.Timeout | undefined;
  const schedule = () => {
    nightly = setTimeout(async () => {
      await resetToSeed(handle, config)
        .then(() => runUnitOfWork(handle, analyzeAllTables))
        .catch((err) => app.log.error({ err }, 'nightly demo reset failed'));
      app.log.info('demo data reset to the seed');
      schedule();
    }, msUntilNextUkMidnight(new Date()) + 1_000);
  };
  schedule();
  return () => clearTimeout(nightly);
};

const banner = (url: string, data: Awaited<ReturnType<typeof openData>>, deps: AppDeps): string => {
  const { embedded, dataDir, config } = data;
  const accounts = seedInstructors.map((i) => `    ${i.adiNumber}  ${i.firstName} ${i.lastName} - ${i.shows}`);
  const demo = config.DEMO_MODE ? ' - DEMO MODE: reset to the seed at every start and at midnight UK time' : '';
  return [
    '',
    `  Instructor portal is running at ${url}`,
    `  Database: ${embedded ? `embedded PGlite in ${dataDir}` : 'PostgreSQL (DATABASE_URL)'}${demo}`,
    '',
    `  Sign in with any demo ADI number below and the password ${DEMO_PASSWORD}:`,
    ...accounts,
    '',
    '  Onboarding (a new franchisee): open a link and answer "Verify it\'s you" with:',
    ...onboardingBannerLines(url),
    '',
    ...officeBannerLines(url, config),
    '',
    outboxNote(deps, url),
    '  Press Ctrl+C to stop.',
    '',
  ].join('\n');
};

const main = async () => {
  const data = await openData(parseConfig(process.env));
  const { config, handle, unlock } = data;
  const deps = createDeps(config, handle);
  const app = await buildApp(deps);
  for (const warning of startupWarnings(config)) app.log.warn(warning);
  const stopDemoReset = config.DEMO_MODE ? scheduleDemoReset(app, handle, config) : () => {};

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal} received: closing the portal...`);
    // Not ready any more: the load balancer stops sending requests while those in flight finish.
    app.draining.value = true;
    await new Promise((done) => setTimeout(done, config.DRAIN_SECONDS * 1000));
    stopDemoReset();
    await app.close().catch(() => {});
    await deps.rateLimiter.close().catch(() => {});
    await deps.pubsub?.close().catch(() => {});
    await handle.close().catch(() => {});
    unlock();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  console.log(banner(config.PUBLIC_URL ?? address.replace('127.0.0.1', 'localhost'), data, deps));
};

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps.ts';
import type { Config } from './config.ts';
import { backupJob } from './db/backup-job.ts';
import type { DatabaseHandle } from './db/client.ts';
import { runUnitOfWork } from './db/unit-of-work.ts';
import type { FeatureEntry, FeatureWiring } from './feature-entry.ts';
import { features } from './features/index.ts';
import { registerGraphQL, registerOfficeGraphQL } from './graphql/plugin.ts';
import { buildOfficeResolvers, buildResolvers } from './graphql/resolvers.ts';
import { registerCsrfGuard } from './http/csrf.ts';
import { registerDevRoutes } from './http/dev-routes.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerEventStreams } from './http/event-stream.ts';
import { logSerializers } from './http/log-serializers.ts';
import { registerObservability, requestIdOptions } from './http/observability.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebApps } from './http/web-app.ts';
import { registerSignedDownloads } from './lib/blob/download.ts';
import { createMetrics } from './lib/metrics.ts';
import { type PeriodicJob, registerPeriodicJob } from './lib/periodic-job.ts';
import { createServices, type Services } from './services.ts';

// From src/app.ts and from the bundled dist/main.js alike, apps/web/dist and apps/office/dist are two folders up.
const webDist = fileURLToPath(new URL('../../web/dist/', import.meta.url));
const officeDist = fileURLToPath(new URL('../../office/dist/', import.meta.url));

/** `logStream` receives the log lines instead of stdout (tests read them). */
export type BuildAppOptions = { logger?: boolean; serveWeb?: boolean; logStream?: { write: (line: string) => void } };

const securityHeaderOptions = (config: Config) => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // MUI/emotion inject <style> elements at runtime.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: config.COOKIE_SECURE ? [] : null,
    },
  },
  strictTransportSecurity: config.NODE_ENV === 'production',
});

/**
 * Each request's unit of work (db/unit-of-work.ts): the reads its handler and resolvers ask for together run as
 * one statement, and what it keeps (loaders) lasts for the request. Opened once the body is read, so the
 * handler runs inside it.
 */
const registerUnitOfWork = (app: FastifyInstance, database: DatabaseHandle) => {
  app.addHook('preHandler', (_request, _reply, done) => runUnitOfWork(database, done));
};

/** The office's door, from what features add to it; the one feature that says who is asking (staff) is required. */
const registerOffice = async (
  app: FastifyInstance,
  deps: AppDeps,
  entries: ReadonlyArray<FeatureEntry<unknown, unknown>>,
  wiring: FeatureWiring<unknown>,
) => {
  const viewers = entries.flatMap((entry) => (entry.office?.viewer ? [entry.office.viewer(wiring)] : []));
  const [staffOf] = viewers;
  if (!staffOf || viewers.length > 1) throw new Error('Exactly one feature must declare office.viewer');
  await registerOfficeGraphQL(app, deps, buildOfficeResolvers(entries, wiring), staffOf);
};

/**
 * What every feature declares (features/index.ts): subscriptions, routes and hooks, resolvers, jobs. Returns the
 * features' jobs, each run wrapped in a unit of work of its own (the development routes can run one on demand).
 */
const registerFeatures = async (app: FastifyInstance, deps: AppDeps, services: Services): Promise<PeriodicJob[]> => {
  const entries = Object.values(features) as Array<FeatureEntry<unknown, unknown>>;
  const wiring: FeatureWiring<unknown> = { deps, services };
  for (const entry of entries) await entry.routes?.(app, wiring);
  await registerGraphQL(app, deps, buildResolvers(entries, wiring));
  await registerOffice(app, deps, entries, wiring);
  const jobs = entries
    .flatMap((entry) => entry.jobs?.(wiring) ?? [])
    .map((job): PeriodicJob => ({ ...job, run: (now) => runUnitOfWork(deps.database, () => job.run(now)) }));
  for (const job of jobs) registerPeriodicJob(app, job);
  const backups = backupJob(deps);
  if (backups) registerPeriodicJob(app, backups);
  return jobs;
};

export const buildApp = async (deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> => {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: deps.config.LOG_LEVEL, serializers: logSerializers, stream: options.logStream },
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    ...requestIdOptions(deps.config.TRUST_PROXY),
  });
  registerObservability(
    app,
    deps,
    createMetrics(() => deps.database.poolUse?.() ?? null),
  );
  registerEventStreams(app);
  registerErrorHandler(app);
  registerSecurityHeaders(app, securityHeaderOptions(deps.config));
  await app.register(cookie);
  registerCsrfGuard(app);
  registerUnitOfWork(app, deps.database);
  const jobs = await registerFeatures(app, deps, createServices(deps));
  await registerDevRoutes(app, deps, jobs);
  registerSignedDownloads(app, deps);
  if (options.serveWeb !== false) {
    await registerWebApps(app, [
      { prefix: '/', dist: webDist },
      { prefix: '/office/', dist: officeDist },
    ]);
  }
  return app;
};

import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { accessCacheOf } from './access/access-cache.ts';
import type { AppDeps } from './app-deps.ts';
import type { Config } from './config.ts';
import { resolveViewer } from './features/auth/session.ts';
import { sessionCacheOf } from './features/auth/session-cache.ts';
import { SESSION_COOKIE } from './features/auth/session-token.ts';
import { registerPendingHoldSweep } from './features/calendar/pending-sweep.ts';
import { registerDocumentUploads } from './features/details/index.ts';
import { registerHousekeeping } from './features/housekeeping/housekeeping.ts';
import { registerMessageEvents } from './features/messages/index.ts';
import { registerOnboardingFiles } from './features/onboarding/index.ts';
import { registerProfilePage } from './features/profile/profile-page.ts';
import { registerProfilePublishing } from './features/profile/profile-publish.ts';
import { registerGraphQL } from './graphql/plugin.ts';
import { registerCsrfGuard } from './http/csrf.ts';
import { registerDevRoutes } from './http/dev-routes.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { serializeError } from './http/error-serializer.ts';
import { registerHealthCheck } from './http/health.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebApp } from './http/web-app.ts';
import { registerSignedDownloads } from './lib/blob/download.ts';
import { pubsubOf } from './lib/pubsub/memory-pubsub.ts';
import { createServices } from './services.ts';

// From src/app.ts and from the bundled dist/main.js alike, apps/web/dist is two folders up.
const webDist = fileURLToPath(new URL('../../web/dist/', import.meta.url));

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

/** The signed-in instructor of an API request, from its session cookie. */
const registerViewerHook = (app: FastifyInstance, deps: AppDeps) => {
  app.decorateRequest('viewer', null);
  // Subscribed before the first request, so the first answers read from the database are kept.
  sessionCacheOf(pubsubOf(deps));
  accessCacheOf(pubsubOf(deps));
  // Callback style: a request without a session cookie (pages, files, public queries) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const forApi = request.url.startsWith('/graphql') || request.url.startsWith('/api/');
    if (!forApi || !request.cookies[SESSION_COOKIE]) return done();
    resolveViewer(deps, request).then((viewer) => {
      request.viewer = viewer;
      done();
    }, done);
  });
};

export const buildApp = async (deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> => {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: deps.config.LOG_LEVEL, serializers: { err: serializeError }, stream: options.logStream },
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  registerErrorHandler(app);
  const services = createServices(deps);
  registerSecurityHeaders(app, securityHeaderOptions(deps.config));
  await app.register(cookie);
  registerViewerHook(app, deps);
  registerCsrfGuard(app);
  registerHealthCheck(app, deps);
  await registerGraphQL(app, deps, services);
  registerPendingHoldSweep(app, deps);
  registerHousekeeping(app, deps);
  registerProfilePublishing(app, deps);
  registerProfilePage(app, deps, services);
  registerDevRoutes(app, deps);
  registerSignedDownloads(app, deps);
  registerMessageEvents(app, deps, services.globalConfig.getDsGlobalConfig);
  await registerDocumentUploads(app, services);
  registerOnboardingFiles(app, deps);
  if (options.serveWeb !== false) await registerWebApp(app, webDist);
  return app;
};

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps.ts';
import { resolveViewer } from './features/auth/session.ts';
import { SESSION_COOKIE } from './features/auth/session-token.ts';
import { registerPendingHoldSweep } from './features/calendar/pending-sweep.ts';
import { registerHousekeeping } from './features/housekeeping/housekeeping.ts';
import { registerGraphQL } from './graphql/plugin.ts';
import { registerCsrfGuard } from './http/csrf.ts';
import { registerDevRoutes } from './http/dev-routes.ts';
import { serializeError } from './http/error-serializer.ts';
import { malformedRequestStatus, refuseMalformedRequest } from './http/malformed-request.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { createServices } from './services.ts';

const webDist = fileURLToPath(new URL('../../web/dist/', import.meta.url));

/** `logStream` receives the log lines instead of stdout (tests read them). */
export type BuildAppOptions = { logger?: boolean; serveWeb?: boolean; logStream?: { write: (line: string) => void } };

export const buildApp = async (deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> => {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: deps.config.LOG_LEVEL, serializers: { err: serializeError }, stream: options.logStream },
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  // Outside /graphql (which has its own): a malformed request gets its 4xx, anything else a bare 500.
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const status = malformedRequestStatus(error);
    if (status !== null) return refuseMalformedRequest(request, reply, status, error);
    if (error.statusCode && error.statusCode < 500) {
      request.log.info({ statusCode: error.statusCode, reason: error.code }, 'request refused');
      return reply.code(error.statusCode).send({ error: error.message });
    }
    request.log.error({ err: error }, 'unexpected request error');
    return reply.code(500).send({ error: 'Internal Server Error' });
  });
  const services = createServices(deps);

  registerSecurityHeaders(app, {
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
        upgradeInsecureRequests: deps.config.COOKIE_SECURE ? [] : null,
      },
    },
    strictTransportSecurity: deps.config.NODE_ENV === 'production',
  });
  await app.register(cookie);
  app.decorateRequest('viewer', null);
  // Callback style: a request without a session cookie (pages, files, public queries) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const forApi = request.url.startsWith('/graphql') || request.url.startsWith('/api/');
    if (!forApi || !request.cookies[SESSION_COOKIE]) return done();
    resolveViewer(deps, request).then((viewer) => {
      request.viewer = viewer;
      done();
    }, done);
  });
  registerCsrfGuard(app);

  app.get('/healthz', async (_request, reply) => {
    try {
      await deps.db.execute(sql`select 1`);
      return { status: 'ok', database: deps.dbKind };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  await registerGraphQL(app, deps, services);
  registerPendingHoldSweep(app, deps);
  registerHousekeeping(app, deps);
  registerDevRoutes(app, deps);

  if (options.serveWeb !== false && existsSync(webDist)) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h' });
    const sendIndex = (reply: { header: (k: string, v: string) => unknown; sendFile: (f: string) => unknown }) => {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    };
    app.get('/', (_request, reply) => sendIndex(reply));
    app.setNotFoundHandler((request, reply) => {
      const isPage =
        request.method === 'GET' && !request.url.startsWith('/graphql') && !request.url.startsWith('/api/');
      if (isPage && !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) return sendIndex(reply);
      return reply.code(404).send({ error: 'Not Found' });
    });
  }
  return app;
};

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { isDatabaseReachable, pendingMigrations } from '../db/health.ts';
import { constantTimeEqual } from '../lib/crypto/constant-time.ts';
import type { Metrics } from '../lib/metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator's figures (lib/metrics.ts), served at /metrics. */
    metrics: Metrics;
    /** Set when the instance is stopping: /readyz answers 503 so the load balancer sends no new requests. */
    draining: { value: boolean };
  }
  interface FastifyRequest {
    /** The GraphQL operation this request ran, as its metrics label (set by the door). */
    graphqlOperation?: string;
  }
}

/** A request id a proxy in front may pass on (TRUST_PROXY): short, and nothing a log line could misread. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's options for request ids: each request's id is in every log line it writes (`requestId`) and in the
 * `x-request-id` response header; behind a trusted proxy the proxy's own id is kept, so one id follows a request.
 */
export const requestIdOptions = (trustProxy: boolean) => ({
  logController: new LogController({ requestIdLogLabel: 'requestId' }),
  genReqId: (request: IncomingMessage): string => {
    const given = request.headers['x-request-id'];
    return trustProxy && typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
  },
});

/** The route pattern, never the raw URL (ids and query strings would make a series per request). */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

const registerRequestMetrics = (app: FastifyInstance, metrics: Metrics) => {
  // Callback style, as every hook a request passes through: an async hook costs each request a promise and a turn
  // of the microtask queue, which a public query's throughput (DESIGN.md §5, 0.6x a bare server) feels.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request);
    const seconds = reply.elapsedTime / 1000;
    metrics.httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    metrics.httpDuration.observe({ method: request.method, route }, seconds);
    if (request.graphqlOperation) {
      metrics.graphqlDuration.observe({ door: route, operation: request.graphqlOperation }, seconds);
    }
    done();
  });
};

/** /metrics with `Authorization: Bearer METRICS_TOKEN`; without the setting there is no /metrics at all. */
const registerMetricsRoute = (app: FastifyInstance, metrics: Metrics, token: string | undefined) => {
  if (!token) return;
  app.get('/metrics', async (request, reply) => {
    const given = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!constantTimeEqual(given, token)) return reply.code(401).send({ error: 'A metrics token is required' });
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
};

/**
 * /healthz: the process is alive (a restart is what would help otherwise). /readyz: ready for requests - the
 * database answers, every migration of this build is applied, and the instance is not draining.
 */
const registerProbes = (app: FastifyInstance, deps: AppDeps) => {
  app.get('/healthz', async () => ({ status: 'ok', database: deps.database.kind }));
  app.get('/readyz', async (_request, reply) => {
    const database = await isDatabaseReachable(deps.database);
    const pending = database ? await pendingMigrations(deps.database) : null;
    const checks = { database, migrations: pending === 0, draining: app.draining.value };
    const ready = checks.database && checks.migrations && !checks.draining;
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', ...checks });
  });
};

/** Request ids in logs and responses, request and GraphQL metrics, /metrics, /healthz and /readyz. */
export const registerObservability = (app: FastifyInstance, deps: AppDeps, metrics: Metrics): void => {
  app.decorate('metrics', metrics);
  app.decorate('draining', { value: false });
  registerRequestMetrics(app, metrics);
  registerMetricsRoute(app, metrics, deps.config.METRICS_TOKEN);
  registerProbes(app, deps);
};

/** An event stream opened on this instance: counted until its connection closes. */
export const countOpenStream = (request: FastifyRequest, reply: FastifyReply): void => {
  const { openStreams } = request.server.metrics;
  openStreams.inc();
  reply.raw.once('close', () => openStreams.dec());
};

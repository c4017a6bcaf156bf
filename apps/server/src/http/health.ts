import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { isDatabaseReachable } from '../db/health.ts';

/** GET /healthz for the load balancer: 200 while the database answers, else 503. */
export const registerHealthCheck = (app: FastifyInstance, deps: AppDeps): void => {
  app.get('/healthz', async (_request, reply) =>
    (await isDatabaseReachable(deps.database))
      ? { status: 'ok', database: deps.database.kind }
      : reply.code(503).send({ status: 'unavailable' }),
  );
};

import type { FastifyError, FastifyInstance } from 'fastify';
import { malformedRequestStatus, refuseMalformedRequest } from './malformed-request.ts';

/** Outside /graphql (which has its own): a malformed request gets its 4xx, anything else a bare 500. */
export const registerErrorHandler = (app: FastifyInstance): void => {
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
};

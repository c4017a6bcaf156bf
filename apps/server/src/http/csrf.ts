import type { FastifyInstance } from 'fastify';

export const CSRF_HEADER = 'x-portal-csrf';

/**
 * The session cookie is SameSite=Lax; on top of that every state-changing request must carry a JSON body
 * and a custom header. Browsers only send those cross-site after a CORS preflight, which this server never
 * grants, so another site cannot ride an instructor's cookie. A foreign Origin is refused outright.
 */
export const registerCsrfGuard = (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') {
      if (request.url.startsWith('/graphql') && request.method !== 'OPTIONS') {
        return reply.code(405).send({ error: 'Use POST for /graphql' });
      }
      return;
    }
    const origin = request.headers.origin;
    if (origin && new URL(origin).host !== request.headers.host) {
      return reply.code(403).send({ error: 'Cross-origin request refused' });
    }
    const isJson = (request.headers['content-type'] ?? '').startsWith('application/json');
    const isMultipart = (request.headers['content-type'] ?? '').startsWith('multipart/form-data');
    if ((!isJson && !isMultipart) || request.headers[CSRF_HEADER] !== '1') {
      return reply.code(403).send({ error: `Missing ${CSRF_HEADER} header` });
    }
  });
};

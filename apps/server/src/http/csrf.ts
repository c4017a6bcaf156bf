import type { FastifyInstance } from 'fastify';

export const CSRF_HEADER = 'x-portal-csrf';

// Content types a cross-site <form> or simple fetch can send without a preflight: refused as forgery attempts.
const SIMPLE_TYPES = ['application/x-www-form-urlencoded', 'text/plain'];
const ACCEPTED_TYPES = ['application/json', 'multipart/form-data'];

const mediaType = (header: string | undefined): string => (header ?? '').split(';')[0]!.trim().toLowerCase();

/** Same origin when the Origin header is absent (same-origin GETs, tools) or names this host; `null` never does. */
const isSameOrigin = (origin: string | undefined, host: string | undefined): boolean => {
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
};

/**
 * The session cookie is SameSite=Lax; on top of that every state-changing request must carry a JSON body
 * and a custom header. Browsers only send those cross-site after a CORS preflight, which this server never
 * grants, so another site cannot ride an instructor's cookie. A foreign, opaque (`null`) or unparseable
 * Origin is refused outright; a body type the server does not read is 415.
 */
export const registerCsrfGuard = (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') {
      if (request.url.startsWith('/graphql') && request.method !== 'OPTIONS') {
        return reply.code(405).send({ error: 'Use POST for /graphql' });
      }
      return;
    }
    if (!isSameOrigin(request.headers.origin, request.headers.host)) {
      return reply.code(403).send({ error: 'Cross-origin request refused' });
    }
    const type = mediaType(request.headers['content-type']);
    if (SIMPLE_TYPES.includes(type)) return reply.code(403).send({ error: 'Form posts are refused: send JSON' });
    if (!ACCEPTED_TYPES.includes(type)) return reply.code(415).send({ error: 'Send the request as application/json' });
    if (request.headers[CSRF_HEADER] !== '1') {
      return reply.code(403).send({ error: `Missing ${CSRF_HEADER} header` });
    }
  });
};

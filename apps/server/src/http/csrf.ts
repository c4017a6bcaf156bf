import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isSameOrigin } from '../lib/crypto/same-origin.ts';

export const CSRF_HEADER = 'x-portal-csrf';

// Content types a cross-site <form> or simple fetch can send without a preflight: refused as forgery attempts.
const SIMPLE_TYPES = ['application/x-www-form-urlencoded', 'text/plain'];
const ACCEPTED_TYPES = ['application/json', 'multipart/form-data'];

/**
 * Doors that carry their own credential and no cookie: a secret link's token in the path (the learner's page and
 * its reminder form) and the SMS provider's signed webhook. Another site can know neither, so a plain form post is
 * let through there (a foreign Origin is still refused).
 */
const OWN_CREDENTIAL = [
  /^\/learner\/[A-Za-z0-9_-]{43}(\/offers\/[0-9a-fA-F-]{36})?(\?|$)/,
  /^\/api\/sms\/webhook(\?|$)/,
  // The development outbox's provider simulation: only served to this machine (dev-routes.ts), from its own page.
  /^\/dev\/outbox\/(reply|delivered)$/,
];

const mediaType = (header: string | undefined): string => (header ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * The session cookie is SameSite=Lax; on top of that every state-changing request must carry a JSON body
 * and a custom header. Browsers only send those cross-site after a CORS preflight, which this server never
 * grants, so another site cannot ride an instructor's cookie. A foreign, opaque (`null`) or unparseable
 * Origin is refused outright; a body type the server does not read is 415.
 */
export const registerCsrfGuard = (app: FastifyInstance) => {
  // Callback style: no promise per request on the hottest path.
  app.addHook('onRequest', (request, reply, done) => {
    const refusal = csrfRefusal(request.method, request.url, request.headers);
    if (refusal === null) return done();
    reply.code(refusal.status).send({ error: refusal.error });
  });
};

type Refusal = { status: number; error: string };

/** Why a request is refused (or null), from its method, path and headers alone. */
const csrfRefusal = (method: string, url: string, headers: FastifyRequest['headers']): Refusal | null => {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') {
    return (url.startsWith('/graphql') || url.startsWith('/office/graphql')) && method !== 'OPTIONS'
      ? { status: 405, error: 'Use POST for /graphql' }
      : null;
  }
  // A page served with Referrer-Policy: no-referrer (the learner's page) posts its form with `Origin: null`.
  if (OWN_CREDENTIAL.some((door) => door.test(url))) {
    return headers.origin === 'null' || isSameOrigin(headers)
      ? null
      : { status: 403, error: 'Cross-origin request refused' };
  }
  if (!isSameOrigin(headers)) return { status: 403, error: 'Cross-origin request refused' };
  const type = mediaType(headers['content-type']);
  if (SIMPLE_TYPES.includes(type)) return { status: 403, error: 'Form posts are refused: send JSON' };
  if (!ACCEPTED_TYPES.includes(type)) return { status: 415, error: 'Send the request as application/json' };
  if (headers[CSRF_HEADER] !== '1') return { status: 403, error: `Missing ${CSRF_HEADER} header` };
  return null;
};

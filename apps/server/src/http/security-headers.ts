import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type HeaderSink = Pick<ServerResponse, 'setHeader' | 'removeHeader'>;

/**
 * Helmet's headers for these options, worked out once. None of them depends on the request (no CSP nonces),
 * so building them per request (as @fastify/helmet does) was a tenth of a public query's CPU for nothing.
 */
export const computeSecurityHeaders = (options: HelmetOptions): Record<string, string> => {
  const headers: Record<string, string> = {};
  const sink: HeaderSink = {
    setHeader(name, value) {
      headers[name.toLowerCase()] = String(value);
      return this as ServerResponse;
    },
    removeHeader(name) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, sink as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  // Helmet's middleware is synchronous for static options; anything else would need a per-request hook.
  if (!done) throw new Error('security headers depend on the request: they cannot be computed once');
  return headers;
};

/** Every response (pages, files, /graphql, errors, 404s) carries the same security headers. */
export const registerSecurityHeaders = (app: FastifyInstance, options: HelmetOptions): void => {
  const headers = computeSecurityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
};

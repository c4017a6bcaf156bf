import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../lib/clock.ts';
import { hashToken, randomToken } from '../lib/crypto/random-token.ts';
import type { RateLimiter } from '../lib/rate-limit/rate-limiter.ts';

/**
 * Secret links: a page or feed reached without an account, by a URL that holds a random token (256 bits) of
 * which the server keeps only the SHA-256 (a learner's page, an instructor's calendar feed). The one way the
 * server issues and answers them, so every such door checks the same things in the same order.
 */
export type SecretLink = { token: string; tokenHash: string };

/** A fresh link's token (for the URL, shown once) and what is stored of it. */
export const newSecretLink = (): SecretLink => {
  const token = randomToken(32);
  return { token, tokenHash: hashToken(token) };
};

/** What is stored of a token that came in a URL. */
export const secretLinkHash = (token: string): string => hashToken(token);

/** A token as `newSecretLink` writes it: 43 base64url characters. Anything else is not looked up. */
export const isSecretLinkToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

export type SecretLinkRoute<T> = {
  /** e.g. '/learner/:token' or '/calendar/feed/:token.ics'; the parameter is named `token`. */
  path: string;
  /** Requests per client address per minute (a token cannot be guessed, but a loop is stopped). */
  perMinute: number;
  rateLimiter: RateLimiter;
  clock: Clock;
  /** The holder of the link, by the stored hash; null when never issued, revoked or expired. */
  find: (tokenHash: string, request: FastifyRequest) => Promise<T | null>;
  /** Answers a found link. */
  answer: (found: T, request: FastifyRequest, reply: FastifyReply) => Promise<unknown> | unknown;
  /** The not-found answer (also for a malformed token, so none of the three can be told apart); plain 404 by default. */
  notFound?: (reply: FastifyReply) => unknown;
  /** Also POST (a form on the page, e.g. the reminder opt-in); same checks. */
  methods?: Array<'GET' | 'POST'>;
};

const plainNotFound = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found');

/**
 * Registers a secret-link route: rate limited per client address (429 with Retry-After), then the token's shape,
 * then its stored hash; a wrong, revoked or never-issued token gets the same 404. Every answer carries
 * `X-Robots-Tag: noindex` and `Referrer-Policy: no-referrer` (the token must not leak to a linked site) and is
 * never cached by a shared cache.
 */
export const registerSecretLinkRoute = <T>(app: FastifyInstance, route: SecretLinkRoute<T>): void => {
  const notFound = route.notFound ?? plainNotFound;
  app.route<{ Params: { token: string } }>({
    method: route.methods ?? ['GET'],
    url: route.path,
    handler: async (request, reply) => {
      reply.header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
      reply.header('cache-control', 'private, no-cache');
      const limit = await route.rateLimiter.hit(`secret-link:${route.path}:${request.ip}`, route.perMinute, 60_000);
      if (!limit.allowed) {
        const seconds = Math.max(1, Math.ceil((limit.resetAt.getTime() - route.clock.now().getTime()) / 1000));
        return reply
          .code(429)
          .header('retry-after', String(seconds))
          .type('text/plain; charset=utf-8')
          .send('Too many requests');
      }
      const { token } = request.params;
      if (!isSecretLinkToken(token)) return notFound(reply);
      const found = await route.find(secretLinkHash(token), request);
      if (found === null) return notFound(reply);
      return route.answer(found, request, reply);
    },
  });
};

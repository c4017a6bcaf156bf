import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../lib/clock.ts';
import { createMemoryRateLimiter } from '../lib/rate-limit/memory-rate-limiter.ts';
import { isSecretLinkToken, newSecretLink, registerSecretLinkRoute, secretLinkHash } from './secret-link.ts';

const appWith = (issued: Map<string, string>, perMinute = 100) => {
  const app = Fastify();
  registerSecretLinkRoute(app, {
    path: '/thing/:token',
    perMinute,
    rateLimiter: createMemoryRateLimiter(systemClock),
    clock: systemClock,
    find: async (hash) => issued.get(hash) ?? null,
    answer: (name, _request, reply) => reply.type('text/plain').send(`hello ${name}`),
  });
  return app;
};

describe('secret links', () => {
  it('a fresh token is 256 bits of base64url and only its hash is kept', () => {
    const a = newSecretLink();
    const b = newSecretLink();
    expect(isSecretLinkToken(a.token)).toBe(true);
    expect(a.token).not.toBe(b.token);
    expect(a.tokenHash).toBe(secretLinkHash(a.token));
    expect(a.tokenHash).not.toContain(a.token);
  });

  it('answers an issued token; a wrong, malformed or revoked one gets the same 404, never indexed', async () => {
    const link = newSecretLink();
    const issued = new Map([[link.tokenHash, 'Sam']]);
    const app = appWith(issued);
    const ok = await app.inject(`/thing/${link.token}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('hello Sam');
    expect(ok.headers['x-robots-tag']).toContain('noindex');
    expect(ok.headers['referrer-policy']).toBe('no-referrer');
    const wrong = await app.inject(`/thing/${newSecretLink().token}`);
    const malformed = await app.inject('/thing/abc');
    issued.clear();
    const revoked = await app.inject(`/thing/${link.token}`);
    for (const r of [wrong, malformed, revoked]) {
      expect(r.statusCode).toBe(404);
      expect(r.body).toBe(wrong.body);
      expect(r.headers['x-robots-tag']).toContain('noindex');
    }
  });

  it('is rate limited per client address with Retry-After', async () => {
    const app = appWith(new Map(), 3);
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await app.inject(`/thing/${newSecretLink().token}`)).statusCode);
    expect(codes).toEqual([404, 404, 404, 429]);
    const last = await app.inject(`/thing/${newSecretLink().token}`);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});

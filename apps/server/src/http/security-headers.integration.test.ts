import { beforeAll, expect, it } from 'vitest';
import { describeIntegration, type Fixture } from '../../test/fixture.ts';

const CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
];
const directivesOf = (header: unknown) => String(header).split(';').sort();

/** Helmet's defaults, as every response carries them outside production (the CSP is checked apart). */
const EXPECTED = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describeIntegration('security headers, worked out once', (fx) => {
  let t: Fixture;
  beforeAll(() => {
    t = fx();
  });

  it('are the same on a query, a refusal, a health check and a 404, without HSTS outside production', async () => {
    const responses = [
      await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'x-portal-csrf': '1' },
        payload: JSON.stringify({ query: '{ __typename }' }),
      }),
      await t.app.inject({ method: 'POST', url: '/graphql', payload: 'x', headers: { 'content-type': 'text/plain' } }),
      await t.app.inject({ method: 'GET', url: '/healthz' }),
      await t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([200, 403, 200, 404]);
    for (const response of responses) {
      expect(response.headers).toMatchObject(EXPECTED);
      expect(directivesOf(response.headers['content-security-policy'])).toEqual([...CSP].sort());
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describeIntegration(
  'security headers in production',
  {
    seed: false,
    config: {
      NODE_ENV: 'production',
      COOKIE_SECURE: 'true',
      SMS_TRANSPORT: 'http',
      SMS_HTTP_URL: 'http://127.0.0.1:9/sms',
      SECRET_KEY: 'k'.repeat(40),
    },
  },
  (fx) => {
    it('add HSTS and upgrade-insecure-requests', async () => {
      const response = await fx().app.inject({ method: 'GET', url: '/healthz' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const directives = directivesOf(response.headers['content-security-policy']);
      expect(directives).toEqual([...CSP, 'upgrade-insecure-requests'].sort());
    });
  },
);

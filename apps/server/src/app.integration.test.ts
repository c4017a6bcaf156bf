import { beforeAll, expect, it } from 'vitest';
import { describeIntegration, type Fixture } from '../test/fixture.ts';

/** A public query any request may send. */
const QUERY = '{ getDsGlobalConfig { demoMode } }';

describeIntegration('HTTP and GraphQL basics', (fx, kind) => {
  let t: Fixture;
  beforeAll(() => {
    t = fx();
  });

  it('answers /healthz with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: kind });
  });

  it('refuses a POST without the CSRF header, and any GET of /graphql', async () => {
    const post = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: QUERY }),
    });
    expect(post.statusCode).toBe(403);
    const form = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-portal-csrf': '1' },
      payload: `query=${encodeURIComponent(QUERY)}`,
    });
    expect(form.statusCode).toBe(403);
    const get = await t.app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent(QUERY)}` });
    expect(get.statusCode).toBe(405);
  });

  it('refuses a cross-origin POST', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        'x-portal-csrf': '1',
        origin: 'https://evil.example',
        host: 'localhost',
      },
      payload: JSON.stringify({ query: QUERY }),
    });
    expect(response.statusCode).toBe(403);
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('masks errors with an extension code', async () => {
    const result = await t.gql('{ notAField }');
    expect(result.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'INVALID_INPUT' });
  });

  it('refuses batched queries, deep queries and too many aliases', async () => {
    const batch = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'x-portal-csrf': '1' },
      payload: JSON.stringify([{ query: QUERY }, { query: QUERY }]),
    });
    expect(batch.json().errors?.[0]?.message ?? batch.statusCode).toBeTruthy();
    expect(batch.json().data).toBeFalsy();
    const aliases = Array.from({ length: 25 }, (_, i) => `a${i}: getDsGlobalConfig { demoMode }`).join(' ');
    const many = await t.gql(`{ ${aliases} }`);
    expect(many.data).toBeNull();
    expect(many.errors?.[0]?.message).toMatch(/Too many aliases/);
  });
});

describeIntegration(
  'production GraphQL settings',
  { seed: false, config: { PERSISTED_QUERIES_ONLY: 'true' } },
  (fx) => {
    it('turns introspection off and accepts only persisted operations', async () => {
      const raw = await fx().gql(QUERY);
      expect(raw.data).toBeNull();
      expect(raw.errors?.[0]?.message).toMatch(/PersistedQueryNotSupported/);
    });
  },
);

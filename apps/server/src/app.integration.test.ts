import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/databases.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describeEachDatabase('HTTP and GraphQL basics', (use) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(use());
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('answers /healthz with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: use().kind });
  });

  it('returns the four feature flags from configuration', async () => {
    const result = await t.gql(
      '{ getDsGlobalConfig { instructorArrearsEnabled hubcappReoccurringLessonsEnable fleetDatabaseSchemaMigrationEnabled myBusinessProfileEnabled } }',
    );
    expect(result.data).toEqual({
      getDsGlobalConfig: {
        instructorArrearsEnabled: true,
        hubcappReoccurringLessonsEnable: true,
        fleetDatabaseSchemaMigrationEnabled: true,
        myBusinessProfileEnabled: true,
      },
    });
  });

  it('refuses a POST without the CSRF header, and any GET of /graphql', async () => {
    const post = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query":"{ ping }"}',
    });
    expect(post.statusCode).toBe(403);
    const form = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-portal-csrf': '1' },
      payload: 'query=%7Bping%7D',
    });
    expect(form.statusCode).toBe(403);
    const get = await t.app.inject({ method: 'GET', url: '/graphql?query=%7Bping%7D' });
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
      payload: '{"query":"{ ping }"}',
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
      payload: JSON.stringify([{ query: '{ ping }' }, { query: '{ ping }' }]),
    });
    expect(batch.json().errors?.[0]?.message ?? batch.statusCode).toBeTruthy();
    expect(batch.json().data).toBeFalsy();
    const aliases = Array.from({ length: 25 }, (_, i) => `a${i}: ping`).join(' ');
    const many = await t.gql(`{ ${aliases} }`);
    expect(many.data).toBeNull();
    expect(many.errors?.[0]?.message).toMatch(/Too many aliases/);
  });
});

describe('production GraphQL settings', () => {
  it('turns introspection off and accepts only persisted operations', async () => {
    const { openTestDatabase } = await import('../test/databases.ts');
    const handle = await openTestDatabase('pglite', { seed: false });
    const t = await createTestApp(handle, { config: { PERSISTED_QUERIES_ONLY: 'true' } });
    const raw = await t.gql('{ ping }');
    expect(raw.data).toBeNull();
    expect(raw.errors?.[0]?.message).toMatch(/PersistedQueryNotSupported/);
    await t.app.close();
    await handle.close();
  });
});

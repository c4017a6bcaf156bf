import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { testConfig, testDeps } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { CSRF_HEADER } from './csrf.ts';

type LogLine = { level: number; msg?: string; err?: Record<string, unknown> };
const ERROR_LEVEL = 50;
const json = { 'content-type': 'application/json', [CSRF_HEADER]: '1' };

describeEachDatabase(
  'malformed HTTP requests and what the log keeps',
  (use) => {
    let app: FastifyInstance;
    const raw: string[] = [];
    const lines = () => raw.map((line) => JSON.parse(line) as LogLine);

    beforeAll(async () => {
      app = await buildApp(testDeps(use(), { config: testConfig({ LOG_LEVEL: 'info' }) }), {
        serveWeb: false,
        logStream: { write: (line) => raw.push(line) },
      });
    });
    afterAll(async () => {
      await app.close();
    });
    beforeEach(() => {
      raw.length = 0;
    });

    const ping = '{"query":"{ __typename }"}';
    it.each([
      ['invalid JSON', json, '{"query": "{ __typename }"', 400],
      ['an empty body', json, '', 400],
      [
        'a body over the limit',
        json,
        JSON.stringify({ query: '{ __typename }', padding: 'x'.repeat(1024 * 1024) }),
        413,
      ],
      ['an unsupported content type', { ...json, 'content-type': 'application/xml' }, '<query>ping</query>', 415],
      [
        'the application/graphql content type',
        { ...json, 'content-type': 'application/graphql' },
        '{ __typename }',
        415,
      ],
      ['an unparseable Origin', { ...json, origin: 'not a url' }, ping, 403],
      ['a null Origin', { ...json, origin: 'null' }, ping, 403],
      ['an array body', json, `[${ping}]`, 400],
      ['a string body', json, '"{ __typename }"', 400],
      ['a number body', json, '42', 400],
      ['a null body', json, 'null', 400],
      ['a __proto__ key', json, '{"query":"{ __typename }","__proto__":{"admin":true}}', 400],
      [
        'a constructor.prototype key',
        json,
        '{"query":"{ __typename }","constructor":{"prototype":{"admin":true}}}',
        400,
      ],
    ] as const)(
      'answers %s with its 4xx, no error-level log and no stack',
      async (_label, headers, payload, status) => {
        const response = await app.inject({ method: 'POST', url: '/graphql', headers, payload });
        expect(response.statusCode).toBe(status);
        expect(response.body).not.toMatch(/\bat .*\.(js|ts):\d+/);
        expect(lines().filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
        expect(raw.join('')).not.toContain('"stack"');
      },
    );

    it('still answers a well-formed request', async () => {
      const response = await app.inject({ method: 'POST', url: '/graphql', headers: json, payload: ping });
      expect(response.json()).toEqual({ data: { __typename: 'Query' } });
    });

    it('logs why a database query failed, but neither its SQL nor its parameters', async () => {
      // The sign-in throttle's table is gone: the first query of a sign-in fails inside the database.
      await use().db.execute(sql`alter table login_throttles rename to login_throttles_away`);
      try {
        const response = await app.inject({
          method: 'POST',
          url: '/graphql',
          headers: json,
          payload: JSON.stringify({
            query:
              'mutation { instructorLogin(input: { adiNumber: "987123", password: "Secret9Password" }) { authenticated } }',
          }),
        });
        expect(response.json().errors[0].extensions).toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
      } finally {
        await use().db.execute(sql`alter table login_throttles_away rename to login_throttles`);
      }
      const errors = lines().filter((line) => line.level >= ERROR_LEVEL);
      expect(errors).toHaveLength(1);
      const logged = JSON.stringify(errors[0]);
      expect(logged).toContain('login_throttles');
      expect(logged).toContain('does not exist');
      expect(logged).not.toContain('987123');
      expect(logged).not.toMatch(/\b(select|insert|update)\b/i);
      expect(logged).not.toContain('"params"');
    });
  },
  { seed: false },
);

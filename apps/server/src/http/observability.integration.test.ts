import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lastCode, requestReset, resetPassword } from '../../test/auth-calls.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { signIn } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD, seedInstructors } from '../seed/foundation.seed.ts';
import { CSRF_HEADER } from './csrf.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
type LogLine = { requestId?: string; msg?: string; req?: Record<string, unknown> };

describeEachDatabase('what an operator sees: request ids, metrics, probes, logs', (use) => {
  let t: TestApp;
  const log: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(use(), {
      config: { METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' },
      logStream: { write: (line) => log.push(line) },
    });
  });
  afterAll(async () => {
    await t.app.close();
  });
  beforeEach(() => {
    log.length = 0;
  });

  const metrics = async () =>
    (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
  const named = (operationName: string, query: string) =>
    t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
      payload: JSON.stringify({ operationName, query }),
    });

  it('answers every request with an id that its log lines carry; a client cannot choose it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'chosen-by-me' },
    });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(UUID);
    const lines = log.map((l) => JSON.parse(l) as LogLine).filter((l) => l.requestId === id);
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[0]?.req).toEqual({ method: 'GET', path: '/healthz', route: '/healthz' });
  });

  it('serves /metrics only with the token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toContain('text/plain');
    expect(right.body).toContain('portal_process_cpu_seconds_total');
  });

  it('counts requests by route, GraphQL operations by name and errors by code', async () => {
    await named('GlobalConfig', 'query GlobalConfig { getDsGlobalConfig { demoMode } }');
    await named('Broken', 'query Broken { notAField }');
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const text = await metrics();
    expect(text).toMatch(/portal_http_requests_total\{method="POST",route="\/graphql",status="200"\} [1-9]/);
    expect(text).toMatch(/portal_http_requests_total\{method="GET",route="\/healthz",status="200"\} [1-9]/);
    expect(text).toMatch(
      /portal_graphql_operation_duration_seconds_count\{door="\/graphql",operation="GlobalConfig"\} [1-9]/,
    );
    expect(text).toMatch(/portal_graphql_errors_total\{door="\/graphql",code="BAD_USER_INPUT"\} [1-9]/);
  });

  it('is ready while the database answers with every migration applied, and not while draining', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: true, migrations: true, draining: false });
    t.app.draining.value = true;
    try {
      const draining = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toMatchObject({ status: 'unavailable', draining: true });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      t.app.draining.value = false;
    }
  });

  it('logs no password, access code, mobile number or signed link of a sign-in and a password reset', async () => {
    const instructor = seedInstructors[1]!;
    await signIn(t, instructor.adiNumber);
    const signInCode = await lastCode(t, instructor.mobile);
    t.clock.advance(60_000);
    const national = `0${instructor.mobile.slice(3)}`;
    const reset = await requestReset(t, instructor.adiNumber, national);
    expect(reset.errors).toBeUndefined();
    const resetCode = await lastCode(t, instructor.mobile);
    const newPassword = 'Another-Pass-4821!';
    await resetPassword(t, {
      challengeId: reset.data!.requestPasswordReset.challengeId,
      code: resetCode,
      password: newPassword,
    });
    await t.app.inject({ method: 'GET', url: '/api/files/invoice.pdf?t=secret-signed-token-value' });
    const text = log.join('\n');
    expect(log.length).toBeGreaterThan(8);
    for (const secret of [
      DEMO_PASSWORD,
      newPassword,
      signInCode,
      resetCode,
      instructor.mobile,
      instructor.mobile.slice(3),
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('secret-signed-token-value');
    expect(text).not.toContain('remoteAddress');
  });
});

describe('without METRICS_TOKEN', () => {
  describeEachDatabase(
    'there is no /metrics',
    (use) => {
      it('answers 404', async () => {
        const t = await createTestApp(use());
        try {
          expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
        } finally {
          await t.app.close();
        }
      });
    },
    { seed: false },
  );
});

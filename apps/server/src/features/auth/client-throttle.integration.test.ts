import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, textsTo } from '../../../test/auth-calls.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { addInstructor } from '../../../test/instructor-fixture.ts';
import { createTestApp, type TestApp, testConfig, testDeps } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { loginThrottles } from '../../db/schema/index.ts';
import { CSRF_HEADER } from '../../http/csrf.ts';
import { createRedisRateLimiter } from '../../lib/rate-limit/redis-rate-limiter.ts';

const HOUR = 3_600_000;
/**
 * The suite's limit: smaller than the default 50 (config.test.ts holds that), so that spending it - one password
 * hash per attempt - takes seconds rather than a minute; each rule below is the same at any limit.
 */
const LIMIT = 12;
const limitConfig = { SIGN_IN_FAILURES_PER_ADDRESS: String(LIMIT) };
const LOGIN = `mutation ($input: InstructorLoginInput!) {
  instructorLogin(input: $input) { authenticated challengeRequired challengeId attemptsRemaining lockoutExpiry } }`;
const CONFIRM = `mutation ($input: ConfirmSignInCodeInput!) { confirmSignInCode(input: $input) { authenticated } }`;
const RESET = `mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { challengeId } }`;

type Answer = { data: Record<string, Record<string, unknown> | null> | null; errors?: Array<{ extensions?: object }> };

/** POST /graphql as the client at `address` (the socket's address, as Fastify's request.ip sees it). */
const from = async (
  app: FastifyInstance,
  address: string,
  query: string,
  input: object,
  headers: Record<string, string> = {},
) => {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: address,
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', ...headers },
    payload: JSON.stringify({ query, variables: { input } }),
  });
  return response.json() as Answer;
};
const isThrottled = (answer: Answer) =>
  answer.errors?.[0]?.extensions !== undefined &&
  (answer.errors[0].extensions as { code?: string }).code === 'RATE_LIMITED';
const wrongLogin = (app: FastifyInstance, address: string, adiNumber: string, headers?: Record<string, string>) =>
  from(app, address, LOGIN, { adiNumber, password: 'Spray1Password' }, headers);

describeEachDatabase('sign-in attempts limited per client address', (use) => {
  let t: TestApp;
  let unknown = 900_000;
  beforeAll(async () => {
    t = await createTestApp(use(), { config: limitConfig });
  });
  afterAll(async () => {
    await t.app.close();
  });

  /** Spends failures of an address on unknown ADI numbers (each as costly as a real wrong password). */
  const sprayFrom = async (address: string, times = LIMIT, app = t.app, headers: Record<string, string> = {}) => {
    for (let i = 0; i < times; i++) {
      expect(isThrottled(await wrongLogin(app, address, String(unknown++), headers))).toBe(false);
    }
  };

  it('throttles one address spraying passwords, and not another address', async () => {
    const victim = await addInstructor(use().db);
    await sprayFrom('203.0.113.7');
    const refused = await from(t.app, '203.0.113.7', LOGIN, { adiNumber: victim.adiNumber, password: victim.password });
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Please try again later or contact support.',
      extensions: { code: 'RATE_LIMITED', reason: 'TOO_MANY_REQUESTS' },
    });
    // Refused before the account was touched: no failure charged to the victim, no text sent.
    expect(await use().db.select().from(loginThrottles).where(eq(loginThrottles.adiKey, victim.adiNumber))).toEqual([]);
    expect(await textsTo(t, victim.mobile)).toEqual([]);

    const elsewhere = await from(t.app, '198.51.100.20', LOGIN, {
      adiNumber: victim.adiNumber,
      password: victim.password,
    });
    expect(elsewhere.data?.instructorLogin).toMatchObject({ challengeRequired: true });
    t.clock.advance(HOUR);
    expect(isThrottled(await wrongLogin(t.app, '203.0.113.7', String(unknown++)))).toBe(false);
  });

  it('stops a stranger from keeping an account locked once their failures are spent', async () => {
    const victim = await addInstructor(use().db);
    const stranger = '203.0.113.8';
    await sprayFrom(stranger, LIMIT - 5);
    for (let i = 0; i < 5; i++) await wrongLogin(t.app, stranger, victim.adiNumber);
    const [locked] = await use().db.select().from(loginThrottles).where(eq(loginThrottles.adiKey, victim.adiNumber));
    t.clock.advance(2_000);
    expect(isThrottled(await wrongLogin(t.app, stranger, victim.adiNumber))).toBe(true);
    const [after] = await use().db.select().from(loginThrottles).where(eq(loginThrottles.adiKey, victim.adiNumber));
    expect(after).toEqual(locked);
    const own = await from(t.app, '192.0.2.44', LOGIN, { adiNumber: victim.adiNumber, password: victim.password });
    expect(own.data?.instructorLogin).toMatchObject({ challengeRequired: true });
  });

  it('gives back right answers, so a busy office on one address is never throttled', async () => {
    const office = '192.0.2.10';
    for (let i = 0; i < 3; i++) await wrongLogin(t.app, office, String(unknown++));
    for (let signIns = 0; signIns < LIMIT / 2; signIns++) {
      const instructor = await addInstructor(use().db);
      const step1 = await from(t.app, office, LOGIN, {
        adiNumber: instructor.adiNumber,
        password: instructor.password,
      });
      const challengeId = step1.data?.instructorLogin?.challengeId as string;
      const [text] = await textsTo(t, instructor.mobile);
      const step2 = await from(t.app, office, CONFIRM, { challengeId, code: codeIn(text!.body) });
      expect(step2.data?.confirmSignInCode).toEqual({ authenticated: true });
    }
    await sprayFrom(office, LIMIT - 3);
    expect(isThrottled(await wrongLogin(t.app, office, String(unknown++)))).toBe(true);
  });

  it('does not count attempts refused by an account lock, so one noisy neighbour spends little', async () => {
    const noisy = await addInstructor(use().db);
    const office = '192.0.2.11';
    for (let i = 0; i < 5 + LIMIT; i++) await wrongLogin(t.app, office, noisy.adiNumber);
    await sprayFrom(office, LIMIT - 5);
    expect(isThrottled(await wrongLogin(t.app, office, String(unknown++)))).toBe(true);
  });

  it('counts reset details that do not match', async () => {
    const account = await addInstructor(use().db);
    const address = '203.0.113.9';
    await sprayFrom(address, LIMIT - 1);
    const mismatch = await from(t.app, address, RESET, { adiNumber: account.adiNumber, mobileNumber: '07700900999' });
    expect(mismatch.errors?.[0]).toMatchObject({ extensions: { reason: 'MOBILE_MISMATCH' } });
    const national = `0${account.mobile.slice(3)}`;
    const next = await from(t.app, address, RESET, { adiNumber: account.adiNumber, mobileNumber: national });
    expect(isThrottled(next)).toBe(true);
  });

  it('checks no more than the limit of many concurrent guesses from one address', async () => {
    const address = '203.0.113.10';
    const answers = await Promise.all(
      Array.from({ length: LIMIT + 20 }, () => wrongLogin(t.app, address, String(unknown++))),
    );
    expect(answers.filter((answer) => !isThrottled(answer))).toHaveLength(LIMIT);
  });

  it('tells clients apart by X-Forwarded-For only behind TRUST_PROXY', async () => {
    const proxied = await createTestApp(use(), { config: { ...limitConfig, TRUST_PROXY: 'true' } });
    const client = (ip: string) => ({ 'x-forwarded-for': ip });
    await sprayFrom('10.0.0.2', LIMIT, proxied.app, client('203.0.113.50'));
    expect(isThrottled(await wrongLogin(proxied.app, '10.0.0.2', '812340', client('203.0.113.50')))).toBe(true);
    expect(isThrottled(await wrongLogin(proxied.app, '10.0.0.2', '812341', client('203.0.113.51')))).toBe(false);
    await proxied.app.close();
    // Without TRUST_PROXY the header is the client's word and is ignored: changing it does not escape.
    await sprayFrom('203.0.113.11', LIMIT, t.app, client('198.51.100.1'));
    expect(isThrottled(await wrongLogin(t.app, '203.0.113.11', '812342', client('198.51.100.2')))).toBe(true);
  });
});

// Needs a Redis server: runs when TEST_REDIS_URL names one (CI sets it).
describe.runIf(process.env.TEST_REDIS_URL)('the per-address limit shared through Redis', () => {
  it('counts failures at every instance against one budget', async () => {
    const { openTestDatabase } = await import('../../../test/databases.ts');
    const handle = await openTestDatabase('pglite', { seed: false });
    const prefix = `portal:test:${randomBytes(4).toString('hex')}:`;
    const instance = async () => {
      const rateLimiter = createRedisRateLimiter(process.env.TEST_REDIS_URL!, prefix);
      const app = await buildApp(testDeps(handle, { rateLimiter, config: testConfig(limitConfig) }), {
        logger: false,
        serveWeb: false,
      });
      const close = async () => {
        await app.close();
        await rateLimiter.close();
      };
      return { app, close };
    };
    const [a, b] = [await instance(), await instance()];
    for (let i = 0; i < LIMIT; i++) {
      const answer = await wrongLogin(i % 2 ? a.app : b.app, '203.0.113.60', String(800_000 + i));
      expect(isThrottled(answer)).toBe(false);
    }
    expect(isThrottled(await wrongLogin(a.app, '203.0.113.60', '812345'))).toBe(true);
    expect(isThrottled(await wrongLogin(b.app, '203.0.113.60', '812346'))).toBe(true);
    expect(isThrottled(await wrongLogin(b.app, '203.0.113.61', '812347'))).toBe(false);
    await a.close();
    await b.close();
    await handle.close();
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { confirm, lastCode, login } from '../../test/auth-calls.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { addInstructor } from '../../test/instructor-fixture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { authChallenges, loginThrottles } from '../db/schema/index.ts';
import { CSRF_HEADER } from '../http/csrf.ts';

describeEachDatabase('GraphQL limits over HTTP, with fragments and operation names', (use) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(use());
  });
  afterAll(async () => {
    await t.app.close();
  });

  const post = async (body: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
      payload: JSON.stringify(body),
    });
    return { status: response.statusCode, ...(response.json() as { data: unknown; errors?: Array<never> }) };
  };
  const refusal = (message: string) => ({ message, extensions: { code: 'BAD_USER_INPUT' } });

  it('refuses code guesses inside inline fragments and spends none of them', async () => {
    const account = await addInstructor(use().db);
    const challengeId = (await login(t, account.adiNumber, account.password)).result!.challengeId!;
    const guesses = Array.from(
      { length: 10 },
      (_, i) =>
        `g${i}: confirmSignInCode(input: { challengeId: "${challengeId}", code: "00000${i}" }) { authenticated }`,
    );
    const batch = await t.gql(`mutation { ... on Mutation { ${guesses.join(' ')} } }`);
    expect(batch.data).toBeNull();
    expect(batch.errors?.[0]).toMatchObject(refusal('Only one sign-in step may be sent per request'));
    const [row] = await use()
      .db.select({ failedAttempts: authChallenges.failedAttempts })
      .from(authChallenges)
      .where(eq(authChallenges.id, challengeId));
    expect(row?.failedAttempts).toBe(0);
    expect((await confirm(t, challengeId, await lastCode(t, account.mobile))).result?.authenticated).toBe(true);
  });

  it('refuses password guesses inside nested named fragments and checks none', async () => {
    const account = await addInstructor(use().db);
    const guess = (i: number) =>
      `p${i}: instructorLogin(input: { adiNumber: "${account.adiNumber}", password: "Wrong${i}Password" }) { authenticated }`;
    const document = `mutation { ...Outer }
      fragment Outer on Mutation { ${guess(0)} ...Inner }
      fragment Inner on Mutation { ... on Mutation { ${guess(1)} ${guess(2)} } }`;
    const result = await t.gql(document);
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject(refusal('Only one sign-in step may be sent per request'));
    const throttles = await use().db.select().from(loginThrottles).where(eq(loginThrottles.adiKey, account.adiNumber));
    expect(throttles).toEqual([]);
  });

  it('refuses ten me fields each spreading a fragment of ten calendarEvents before running any', async () => {
    const range = 'startDate: "2026-01-05T00:00:00Z", endDate: "2026-04-06T00:00:00Z"';
    const events = Array.from({ length: 10 }, (_, i) => `c${i}: calendarEvents(${range}) { __typename }`);
    const mes = Array.from({ length: 10 }, (_, i) => `m${i}: me { ...Events }`);
    const result = await t.gql(`query { ${mes.join(' ')} } fragment Events on Instructor { ${events.join(' ')} }`);
    expect(result.data).toBeNull();
    expect(result.errors?.[0]).toMatchObject(refusal('Too many aliases in one request (maximum 20)'));
  });

  it('refuses an unknown operationName, also once the document has been compiled', async () => {
    const query = 'query Ping { __typename }';
    expect(await post({ query, operationName: 'Nothing' })).toMatchObject({
      status: 200,
      data: null,
      errors: [refusal('Unknown operation named "Nothing".')],
    });
    for (let i = 0; i < 3; i++)
      expect((await post({ query, operationName: 'Ping' })).data).toEqual({ __typename: 'Query' });
    expect(await post({ query })).toMatchObject({ data: { __typename: 'Query' } });
    expect(await post({ query, operationName: 'Other' })).toMatchObject({
      data: null,
      errors: [refusal('Unknown operation named "Other".')],
    });
  });

  it('runs the operation named in a document of several, however often each has run', async () => {
    const query = 'query A { __typename } query B { getDsGlobalConfig { demoMode } }';
    for (let i = 0; i < 3; i++)
      expect((await post({ query, operationName: 'A' })).data).toEqual({ __typename: 'Query' });
    expect((await post({ query, operationName: 'B' })).data).toEqual({ getDsGlobalConfig: { demoMode: false } });
    expect((await post({ query, operationName: 'A' })).data).toEqual({ __typename: 'Query' });
    expect((await post({ query })).errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });
});

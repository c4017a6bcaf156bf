import { beforeAll, expect, it } from 'vitest';
import { describeIntegration, type Fixture } from '../../test/fixture.ts';
import { CSRF_HEADER } from '../http/csrf.ts';

type Answer = { data: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };

/** Issue 23 §1: fuzzed input is the caller's fault (BAD_USER_INPUT / 400), never an internal error. */
describeIntegration('fuzzed GraphQL input', (fx) => {
  let t: Fixture;
  beforeAll(() => {
    t = fx();
  });

  const refusedAsBadInput = (answer: Answer) => {
    expect(answer.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    expect(answer.errors?.[0]?.message).toBe('This text contains characters that are not allowed');
  };

  it('refuses a NUL character in emailExists, as a variable or a literal', async () => {
    refusedAsBadInput(
      await t.gqlAsViewer('query ($e: String!) { emailExists(emailAddress: $e) { exists } }', {
        e: 'learner\u0000@example.com',
      }),
    );
    refusedAsBadInput(await t.gqlAsViewer('{ emailExists(emailAddress: "learner\\u0000@example.com") { exists } }'));
  });

  it('refuses a NUL character in the test centre search', async () => {
    refusedAsBadInput(
      await t.gqlAsViewer('query ($s: String) { testCentres(search: $s) { id } }', { s: 'Gold\u0000' }),
    );
    refusedAsBadInput(await t.gqlAsViewer('{ testCentres(search: "\\u0000") { id } }'));
    // Without the NUL the same search answers.
    const fine = await t.gqlAsViewer('query ($s: String) { testCentres(search: $s) { id } }', { s: 'Gold' });
    expect(fine.errors).toBeUndefined();
  });

  it.each([
    ['a number query', '{"query":1}'],
    ['an object query', '{"query":{"a":1}}'],
    ['an array query', '{"query":["{ __typename }"]}'],
    ['number variables', '{"query":"{ __typename }","variables":5}'],
    ['array variables', '{"query":"{ __typename }","variables":[]}'],
    ['a number operation name', '{"query":"{ __typename }","operationName":5}'],
    ['string extensions', '{"query":"{ __typename }","extensions":"x"}'],
  ])('answers %s with 400 and BAD_USER_INPUT', async (_label, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', cookie: await t.session() },
      payload,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as Answer;
    expect(body.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  });

  it.each([
    ['a null query', '{"query":null}'],
    ['no query', '{}'],
  ])('answers %s with BAD_USER_INPUT', async (_label, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
      payload,
    });
    expect((response.json() as Answer).errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  });
});

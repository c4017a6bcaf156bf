import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Client, fetchExchange, Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResendCodeDocument } from '../gql/graphql.ts';
import { mockGraphQL } from '../test/graphql-mock.ts';
import { useOutcomeMutation } from './use-outcome-mutation.ts';

afterEach(() => vi.unstubAllGlobals());

const setUp = () => {
  const client = new Client({ url: 'http://localhost/graphql', exchanges: [fetchExchange] });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider value={client}>{children}</Provider>;
  return renderHook(() => useOutcomeMutation(ResendCodeDocument), { wrapper }).result;
};
const variables = { input: { challengeId: 'c1' } };

describe('a mutation as an Outcome', () => {
  it('gives the value picked from the data, or null without a pick', async () => {
    const api = mockGraphQL({
      resendCode: () => ({
        data: { resendCode: { __typename: 'ResendCodeResult' as const, success: true, retryAfterSeconds: null } },
      }),
    });
    const hook = setUp();
    expect(await hook.current.run(variables, (data) => data.resendCode.success)).toEqual({ ok: true, value: true });
    expect(await hook.current.run(variables)).toEqual({ ok: true, value: null });
    expect(api.named('ResendCode')[0]?.variables).toEqual(variables);
  });

  it("gives the step's words for a refusal without a reason of its own", async () => {
    mockGraphQL({ resendCode: () => ({ errors: [{ message: 'Something broke' }] }) });
    const hook = setUp();
    expect(await hook.current.run(variables, () => 'never', 'Could not text the code')).toEqual({
      ok: false,
      message: 'Could not text the code',
    });
  });

  it('says it is running while the mutation is on its way', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await answered;
        const body = {
          data: { resendCode: { __typename: 'ResendCodeResult' as const, success: true, retryAfterSeconds: null } },
        };
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }),
    );
    const hook = setUp();
    let running: Promise<unknown> = Promise.resolve();
    act(() => {
      running = hook.current.run(variables);
    });
    await waitFor(() => expect(hook.current.fetching).toBe(true));
    answer();
    await act(() => running);
    expect(hook.current.fetching).toBe(false);
  });
});

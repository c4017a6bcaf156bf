import { vi } from 'vitest';

export type ServerError = { message: string; extensions?: { code?: string; reason?: string } };
type Answer = { data: unknown } | { errors: ServerError[] };
type Variables = Record<string, unknown>;
/** Keyed by operation name in camel case (`staffMe`, `staffSignIn`). */
type Handlers = Record<string, (variables: Variables) => Answer>;

const camel = (name: string) => `${name.charAt(0).toLowerCase()}${name.slice(1)}`;

export type GraphQLCall = { url: string; operationName: string; variables: Variables; headers: Headers };

/** Answers the office app's GraphQL POSTs by operation name, through its real urql client. */
export const mockGraphQL = (handlers: Handlers) => {
  const calls: GraphQLCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { operationName: string; variables?: Variables };
      calls.push({
        url: String(url),
        operationName: body.operationName,
        variables: body.variables ?? {},
        headers: new Headers(init.headers),
      });
      const handler = handlers[camel(body.operationName)];
      const answer = handler
        ? handler(body.variables ?? {})
        : { errors: [{ message: `No mock for ${body.operationName}` }] };
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return { calls, named: (name: string) => calls.filter((call) => call.operationName === name) };
};

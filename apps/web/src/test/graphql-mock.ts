import { vi } from 'vitest';
import type { DataOf, OperationKey, ServerError, VariablesFor } from './graphql-operations.ts';

/** What an operation answers: its data (typed by the generated documents), or GraphQL errors. */
type Answer<D> = { data: D } | { errors: ServerError[] };
/**
 * Keyed by operation name in camel case (`me`, `instructorLogin`), so they do not read as components. An answer
 * may be a promise: the server answers when it settles (one answer arriving after another).
 */
type Handlers = {
  [K in OperationKey]?: (variables: VariablesFor<K>) => Answer<DataOf<K>> | Promise<Answer<DataOf<K>>>;
};

type Variables = Record<string, unknown>;
type AnyHandler = (variables: Variables) => Answer<unknown> | Promise<Answer<unknown>>;

const camel = (name: string) => `${name.charAt(0).toLowerCase()}${name.slice(1)}`;

type GraphQLCall = { operationName: string; variables: Variables; hash: string | undefined; query: unknown };

/**
 * Answers the app's GraphQL POSTs by operation name, through the real urql client (persisted hashes, CSRF
 * header). Returns the calls made, for assertions on what was sent.
 */
export const mockGraphQL = (handlers: Handlers) => {
  const calls: GraphQLCall[] = [];
  const headers: Headers[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as {
        operationName: string;
        variables?: Variables;
        query?: unknown;
        extensions?: { persistedQuery?: { sha256Hash?: string } };
      };
      headers.push(new Headers(init.headers));
      const call = {
        operationName: body.operationName,
        variables: body.variables ?? {},
        hash: body.extensions?.persistedQuery?.sha256Hash,
        query: body.query,
      };
      calls.push(call);
      const handler = (handlers as Record<string, AnyHandler | undefined>)[camel(body.operationName)];
      const answer = handler
        ? await handler(call.variables)
        : { errors: [{ message: `No mock for ${body.operationName}` }] };
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return { calls, headers, named: (name: string) => calls.filter((c) => c.operationName === name) };
};

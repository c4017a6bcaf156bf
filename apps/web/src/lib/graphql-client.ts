import { errorTypeOf } from '@portal/domain/errors';
import { persistedExchange } from '@urql/exchange-persisted';
import { Client, cacheExchange, fetchExchange, mapExchange, type Operation } from 'urql';

type PersistedDocument = { __meta__?: { hash?: string } };

/** The hash written by `npm run codegen` (client preset, persisted documents). */
const persistedHash = (document: unknown): Promise<string> =>
  Promise.resolve((document as PersistedDocument).__meta__?.hash ?? '');

const operationName = (operation: Operation): string =>
  operation.query.definitions.find((d) => d.kind === 'OperationDefinition')?.name?.value ?? 'operation';

/** Spec 1 §8: an UNAUTHENTICATED error type is logged as an authentication error. */
const logAuthErrors = mapExchange({
  onError(error, operation) {
    const code = errorTypeOf(error.graphQLErrors[0]?.extensions?.code);
    if (code === 'UNAUTHENTICATED') {
      console.warn(`Authentication error in ${operation.kind} ${operationName(operation)}`);
    }
  },
});

/**
 * One endpoint, POST only (the server refuses GET on /graphql), the session in a same-origin cookie, and the
 * CSRF header the server asks of every POST. Only the hashes of the documents the app was built with are sent.
 */
export const createGraphQLClient = (url = '/graphql'): Client =>
  new Client({
    url,
    preferGetMethod: false,
    exchanges: [
      cacheExchange,
      logAuthErrors,
      persistedExchange({
        enforcePersistedQueries: true,
        enableForMutation: true,
        preferGetForPersistedQueries: false,
        generateHash: (_query, document) => persistedHash(document),
      }),
      fetchExchange,
    ],
    fetchOptions: { credentials: 'same-origin', headers: { 'x-portal-csrf': '1' } },
  });

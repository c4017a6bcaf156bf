import { Client, cacheExchange, fetchExchange, mapExchange } from 'urql';
import { reportSessionExpired } from './session-expiry.ts';

export const OFFICE_GRAPHQL_URL = '/office/graphql';

/** An operation refused for want of a session: the session is over, whatever the screen was doing. */
const watchSessionExpiry = mapExchange({
  onError(error) {
    if (error.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) reportSessionExpired();
  },
});

/**
 * The office's door, POST only (the server refuses GET), the office session in its own same-origin cookie
 * (path /office), and the CSRF header the server asks of every POST.
 */
export const createGraphQLClient = (url = OFFICE_GRAPHQL_URL): Client =>
  new Client({
    url,
    preferGetMethod: false,
    exchanges: [cacheExchange, watchSessionExpiry, fetchExchange],
    fetchOptions: { credentials: 'same-origin', headers: { 'x-portal-csrf': '1' } },
  });

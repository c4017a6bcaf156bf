import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { type Client, Provider } from 'urql';
import { createGraphQLClient } from './graphql-client.ts';

const ResetContext = createContext<() => void>(() => {});

/**
 * Holds the GraphQL client: `client` when given (main.tsx's, which has already asked for the first screen's
 * session), else a new one. `useResetGraphQLClient` swaps in a fresh one, which is how sign-out and a password
 * reset drop every cached result of the previous session.
 */
export const GraphQLProvider = ({
  children,
  client: initialClient,
  createClient = createGraphQLClient,
}: {
  children: ReactNode;
  client?: Client;
  createClient?: () => Client;
}) => {
  const [client, setClient] = useState(() => initialClient ?? createClient());
  const reset = useCallback(() => setClient(createClient()), [createClient]);
  return (
    <ResetContext value={reset}>
      <Provider value={client}>{children}</Provider>
    </ResetContext>
  );
};

export const useResetGraphQLClient = () => useContext(ResetContext);

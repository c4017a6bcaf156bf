import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { type Client, Provider } from 'urql';
import { createGraphQLClient } from './graphql-client.ts';

const ResetContext = createContext<() => void>(() => {});

/** Holds the GraphQL client; `useResetGraphQLClient` swaps in a fresh one so sign-out drops every cached result. */
export const GraphQLProvider = ({
  children,
  createClient = createGraphQLClient,
}: {
  children: ReactNode;
  createClient?: () => Client;
}) => {
  const [client, setClient] = useState(createClient);
  const reset = useCallback(() => setClient(createClient()), [createClient]);
  return (
    <ResetContext value={reset}>
      <Provider value={client}>{children}</Provider>
    </ResetContext>
  );
};

export const useResetGraphQLClient = () => useContext(ResetContext);

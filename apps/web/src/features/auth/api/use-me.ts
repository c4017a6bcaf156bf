import { useCallback, useMemo } from 'react';
import { useClient, useQuery } from 'urql';
import { MeDocument } from '../../../gql/graphql.ts';

/**
 * The session check: `me`, null when not signed in. Sign-in and sign-out mutations return these types, so the
 * document cache refetches `me` after them.
 */
export const useMe = () => {
  const context = useMemo(() => ({ additionalTypenames: ['Instructor', 'LoginResult'] }), []);
  return useQuery({ query: MeDocument, context });
};

/** Reloads `me` from the server (once the session cookie is set), so the gate sees the new session. */
export const useReloadMe = () => {
  const client = useClient();
  return useCallback(async () => {
    await client.query(MeDocument, {}, { requestPolicy: 'network-only' }).toPromise();
  }, [client]);
};

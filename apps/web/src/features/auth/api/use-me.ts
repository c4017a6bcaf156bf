import { useCallback } from 'react';
import { useClient, useQuery } from 'urql';
import { MeDocument } from '../../../gql/graphql.ts';

/** Sign-in and sign-out mutations return these types, so the document cache refetches `me` after them. */
export const ME_CONTEXT = { additionalTypenames: ['Instructor', 'LoginResult'] };

/** The session check: `me`, null when not signed in (asked for early by app/first-screen.ts). */
export const useMe = () => useQuery({ query: MeDocument, context: ME_CONTEXT });

/** Reloads `me` from the server (once the session cookie is set), so the gate sees the new session. */
export const useReloadMe = () => {
  const client = useClient();
  return useCallback(async () => {
    await client.query(MeDocument, {}, { requestPolicy: 'network-only' }).toPromise();
  }, [client]);
};

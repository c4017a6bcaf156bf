import { useEffect } from 'react';
import { useResetGraphQLClient } from '../../../lib/graphql-provider.tsx';

/** After a logout: a fresh GraphQL client, so nothing cached for the previous session survives. */
export const useForgetSession = (afterLogout: boolean) => {
  const resetClient = useResetGraphQLClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the sign-in page opens
  useEffect(() => {
    if (afterLogout) resetClient();
  }, []);
};

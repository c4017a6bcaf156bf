import { useQuery } from 'urql';
import { PreferencesDocument, type PreferencesQuery } from '../../../gql/graphql.ts';

export type PreferencesData = PreferencesQuery['instructor'];

/** The instructor's preferences of every franchise, never from the cache (spec 2 §7: no cache). */
export const usePreferences = (instructorId: string) => {
  const [result, reexecute] = useQuery({
    query: PreferencesDocument,
    variables: { id: instructorId },
    requestPolicy: 'network-only',
  });
  return {
    preferences: result.data?.instructor ?? null,
    fetching: result.fetching,
    error: result.error,
    refetch: () => reexecute({ requestPolicy: 'network-only' }),
  };
};

import { useQuery } from 'urql';
import { GetCoverageDocument } from '../../../gql/graphql.ts';

/** One area for editing (no cache, spec 3 §7). */
export const useCoverage = (id: string) => {
  const [result, reexecute] = useQuery({
    query: GetCoverageDocument,
    variables: { id },
    requestPolicy: 'network-only',
  });
  return {
    coverage: result.data?.coverage ?? null,
    fetching: result.fetching,
    error: result.error,
    reload: () => reexecute({ requestPolicy: 'network-only' }),
  };
};

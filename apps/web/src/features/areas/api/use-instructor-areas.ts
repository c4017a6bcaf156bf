import { useQuery } from 'urql';
import { type AreaCoverageFragment, GetInstructorAreasDocument } from '../../../gql/graphql.ts';

export type AreaCoverage = AreaCoverageFragment;

/** GetInstructorAreas: every franchise's areas, by franchise id (always fresh: areas change on other pages). */
export const useInstructorAreas = (instructorId: string) => {
  const [result, reexecute] = useQuery({
    query: GetInstructorAreasDocument,
    variables: { instructorId },
    requestPolicy: 'cache-and-network',
  });
  const byFranchise = new Map(
    (result.data?.instructor.propositions ?? []).map((p) => [p.id, p.coverage] as [string, AreaCoverage[]]),
  );
  return {
    byFranchise,
    loaded: Boolean(result.data),
    error: result.error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
};

import { useQuery } from 'urql';
import { InstructorDetailsDocument, type InstructorDetailsQuery } from '../../../gql/graphql.ts';

export type InstructorDetails = InstructorDetailsQuery['instructor'];
export type VehicleAssignment = InstructorDetails['vehicleAssignments'][number];

/** Everything My details shows (network-only, spec 2 §7). */
export const useInstructorDetails = (id: string) => {
  const [result, reexecute] = useQuery({
    query: InstructorDetailsDocument,
    variables: { id },
    requestPolicy: 'network-only',
  });
  return {
    details: result.data?.instructor ?? null,
    fetching: result.fetching,
    error: result.error,
    refetch: () => reexecute({ requestPolicy: 'network-only' }),
  };
};

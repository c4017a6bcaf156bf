import { useQuery } from 'urql';
import { InstructorBusinessProfileDocument, type InstructorBusinessProfileQuery } from '../../../gql/graphql.ts';

export type BusinessProfile = InstructorBusinessProfileQuery['getInstructorBusinessProfile'];

/** The instructor's profile as last saved (spec 3 §7: no cache, read from the network each time). */
export const useBusinessProfile = (personKey: string) => {
  const [result, reexecute] = useQuery({
    query: InstructorBusinessProfileDocument,
    variables: { personKey },
    requestPolicy: 'network-only',
  });
  return {
    profile: result.data?.getInstructorBusinessProfile ?? null,
    fetching: result.fetching,
    error: result.error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
};

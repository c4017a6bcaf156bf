import { useQuery } from 'urql';
import { OfficeInstructorDocument } from '../../../gql/graphql.ts';

/** An instructor's page, asked afresh each time it opens (their capacity and learners change in the portal). */
export const useOfficeInstructor = (id: string) => {
  const [{ data, fetching, error }] = useQuery({
    query: OfficeInstructorDocument,
    variables: { id },
    requestPolicy: 'cache-and-network',
  });
  return { instructor: data?.officeInstructor ?? null, fetching, error };
};

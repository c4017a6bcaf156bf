import { useQuery } from 'urql';
import { OfficePostDocument } from '../../../gql/graphql.ts';

/** One post to edit; `notFound` for another brand's or a made-up id. */
export const useOfficePost = (id: string) => {
  const [result] = useQuery({ query: OfficePostDocument, variables: { id }, requestPolicy: 'network-only' });
  return {
    post: result.data?.officePost ?? null,
    fetching: result.fetching,
    notFound: result.error?.graphQLErrors.some((e) => e.extensions?.code === 'NOT_FOUND') ?? false,
    error: result.error,
  };
};

import { useQuery } from 'urql';
import { PostDocument } from '../../../gql/graphql.ts';

/** One live post by id; `notFound` when it is not one the instructor may read (or never existed). */
export const usePost = (id: string) => {
  const [result, reexecute] = useQuery({ query: PostDocument, variables: { id } });
  const notFound = result.error?.graphQLErrors.some((e) => e.extensions?.code === 'NOT_FOUND') ?? false;
  return {
    post: result.data?.post ?? null,
    fetching: result.fetching,
    notFound,
    error: notFound ? undefined : result.error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
};

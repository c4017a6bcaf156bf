import { useQuery } from 'urql';
import { ReviewDocumentDocument } from '../../../gql/graphql.ts';

/** One document under review, read fresh (another member may have decided it meanwhile). */
export const useReviewDocument = (id: string) => {
  const [result] = useQuery({ query: ReviewDocumentDocument, variables: { id }, requestPolicy: 'cache-and-network' });
  return { document: result.data?.reviewDocument ?? null, fetching: result.fetching, error: result.error };
};

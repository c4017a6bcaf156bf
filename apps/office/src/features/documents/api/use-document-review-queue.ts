import { useQuery } from 'urql';
import {
  type BrandCode,
  DocumentReviewQueueDocument,
  type ReviewDocumentFieldsFragment,
} from '../../../gql/graphql.ts';

export type ReviewDocument = ReviewDocumentFieldsFragment;
export const QUEUE_PAGE_SIZE = 25;

/** A page of the documents waiting for approval, oldest first (fresh each time the queue is shown). */
export const useDocumentReviewQueue = (page: number, brand: BrandCode | null) => {
  const [result, reexecute] = useQuery({
    query: DocumentReviewQueueDocument,
    variables: { brand, limit: QUEUE_PAGE_SIZE, offset: page * QUEUE_PAGE_SIZE },
    requestPolicy: 'cache-and-network',
  });
  return {
    items: result.data?.documentReviewQueue.items ?? null,
    total: result.data?.documentReviewQueue.total ?? 0,
    fetching: result.fetching,
    error: result.error,
    refresh: () => reexecute({ requestPolicy: 'network-only' }),
  };
};

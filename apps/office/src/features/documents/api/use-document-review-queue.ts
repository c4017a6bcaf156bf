import { useQuery } from 'urql';
import {
  type BrandCode,
  DocumentReviewQueueDocument,
  type ReviewDocumentFieldsFragment,
} from '../../../gql/graphql.ts';

export type ReviewDocument = ReviewDocumentFieldsFragment;
export const QUEUE_PAGE_SIZE = 25;

/**
 * A page of the documents waiting for approval, oldest first, from where the page before ended (`after`, its
 * `nextPage`; fresh each time the queue is shown).
 */
export const useDocumentReviewQueue = (after: string | null, brand: BrandCode | null) => {
  const [result, reexecute] = useQuery({
    query: DocumentReviewQueueDocument,
    variables: { brand, limit: QUEUE_PAGE_SIZE, after },
    requestPolicy: 'cache-and-network',
  });
  return {
    items: result.data?.documentReviewQueue.items ?? null,
    nextPage: result.data?.documentReviewQueue.nextPage ?? null,
    fetching: result.fetching,
    error: result.error,
    refresh: () => reexecute({ requestPolicy: 'network-only' }),
  };
};

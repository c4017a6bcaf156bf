import { useCallback, useState } from 'react';
import { useQuery } from 'urql';
import { type BrandCode, ExpiringDocumentsDocument } from '../../../gql/graphql.ts';
import type { ReviewDocument } from './use-document-review-queue.ts';

export const EXPIRING_PAGE_SIZE = 25;

/**
 * Approved documents that expire within 30 days, soonest first, a page at a time: `showMore` keeps what is shown
 * and asks for the next page from where it ended (the server counts no total). A new brand starts again.
 */
export const useExpiringDocuments = (brand: BrandCode | null) => {
  // The pages already shown (kept as they were) and where the page being read starts, for this brand.
  const [shown, setShown] = useState<{ brand: BrandCode | null; items: ReviewDocument[]; after: string | null }>({
    brand,
    items: [],
    after: null,
  });
  const current = shown.brand === brand ? shown : { brand, items: [], after: null };
  const [result] = useQuery({
    query: ExpiringDocumentsDocument,
    variables: { brand, limit: EXPIRING_PAGE_SIZE, after: current.after },
    requestPolicy: 'cache-and-network',
  });
  const page = result.data?.expiringDocuments;
  const nextPage = page?.nextPage ?? null;
  const showMore = useCallback(() => {
    if (!page?.nextPage) return;
    setShown({ brand, items: [...current.items, ...page.items], after: page.nextPage });
  }, [brand, current.items, page]);
  return {
    documents: page ? [...current.items, ...page.items] : current.items.length > 0 ? current.items : null,
    nextPage,
    showMore,
    fetching: result.fetching,
    error: result.error,
  };
};

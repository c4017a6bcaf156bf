import { useQuery } from 'urql';
import { type BrandCode, ExpiringDocumentsDocument } from '../../../gql/graphql.ts';

/** Approved documents that expire within 30 days, soonest first. */
export const useExpiringDocuments = (brand: BrandCode | null) => {
  const [result] = useQuery({
    query: ExpiringDocumentsDocument,
    variables: { brand },
    requestPolicy: 'cache-and-network',
  });
  return { documents: result.data?.expiringDocuments ?? null, fetching: result.fetching, error: result.error };
};

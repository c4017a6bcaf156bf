import { useQuery } from 'urql';
import {
  CustomerAndFranchiseDocumentsDocument,
  type CustomerAndFranchiseDocumentsQuery,
} from '../../../gql/graphql.ts';

export type CustomerDocument =
  CustomerAndFranchiseDocumentsQuery['customerAndFranchiseDocumentsByPerson']['customerDocuments'][number];

/** The instructor's own documents (GetCustomerAndFranchiseDocumentsByPerson), fresh each time. */
export const useCustomerDocuments = (personKey: string) => {
  const [result, reexecute] = useQuery({
    query: CustomerAndFranchiseDocumentsDocument,
    variables: { personKey },
    requestPolicy: 'network-only',
  });
  return {
    documents: result.data?.customerAndFranchiseDocumentsByPerson.customerDocuments ?? null,
    error: result.error,
    refetch: () => reexecute({ requestPolicy: 'network-only' }),
  };
};

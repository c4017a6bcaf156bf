import { useQuery } from 'urql';
import { AgreementsDocumentsDocument, type AgreementsDocumentsQuery } from '../../../gql/graphql.ts';

export type AgreementDocuments = AgreementsDocumentsQuery['agreementsDocumentsByPerson'][number];

/** The franchise agreements with their documents (GetAgreementsDocumentsByPerson). */
export const useAgreementsDocuments = (personKey: string) => {
  const [result] = useQuery({
    query: AgreementsDocumentsDocument,
    variables: { personKey },
    requestPolicy: 'network-only',
  });
  return { agreements: result.data?.agreementsDocumentsByPerson ?? null, error: result.error };
};

import { useCallback } from 'react';
import { ApproveDocumentDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** Approve a waiting document, with its expiry date (yyyy-MM-dd) where its type has one. */
export const useApproveDocument = (documentId: string) => {
  const { run, fetching } = useOutcomeMutation(ApproveDocumentDocument);
  const approve = useCallback(
    (expiry: string | null) => run({ input: { documentId, expiry } }, (data) => data.approveDocument),
    [run, documentId],
  );
  return { approve, fetching };
};

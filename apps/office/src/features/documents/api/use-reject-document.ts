import { useCallback } from 'react';
import { RejectDocumentDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** Reject a waiting document with the reason the instructor sees beside it. */
export const useRejectDocument = (documentId: string) => {
  const { run, fetching } = useOutcomeMutation(RejectDocumentDocument);
  const reject = useCallback(
    (reason: string) => run({ input: { documentId, reason } }, (data) => data.rejectDocument),
    [run, documentId],
  );
  return { reject, fetching };
};

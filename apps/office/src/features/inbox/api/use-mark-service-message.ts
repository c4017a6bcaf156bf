import { useCallback } from 'react';
import { MarkServiceMessageDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** Marks one of the office's messages a service message (the portal's home reminder), or not. */
export const useMarkServiceMessage = () => {
  const { run } = useOutcomeMutation(MarkServiceMessageDocument);
  return useCallback(
    (messageId: string, serviceMessage: boolean) =>
      run({ messageId, serviceMessage }, (data) => data.markServiceMessage),
    [run],
  );
};

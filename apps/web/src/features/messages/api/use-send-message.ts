import { useCallback } from 'react';
import { SendMessageDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** sendMessage: the same client key on every retry, so the server stores the message once. */
export const useSendMessage = (instructorId: string) => {
  const { run } = useOutcomeMutation(SendMessageDocument);
  return useCallback(
    (body: string, clientKey: string) => run({ input: { instructorId, body, clientKey } }, (data) => data.sendMessage),
    [run, instructorId],
  );
};

import { useCallback } from 'react';
import { useClient } from 'urql';
import { SendMessageDocument } from '../../../gql/graphql.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';
import type { ChatMessage } from './use-messages-page.ts';

/** sendMessage: the same client key on every retry, so the server stores the message once. */
export const useSendMessage = (instructorId: string) => {
  const client = useClient();
  return useCallback(
    async (body: string, clientKey: string): Promise<Outcome<ChatMessage>> => {
      const input = { instructorId, body, clientKey };
      const result = await client.mutation(SendMessageDocument, { input }).toPromise();
      return outcomeOf(result, (data) => data.sendMessage);
    },
    [client, instructorId],
  );
};

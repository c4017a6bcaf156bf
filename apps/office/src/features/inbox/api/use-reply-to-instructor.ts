import { useCallback } from 'react';
import { ReplyToInstructorDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

const context = { additionalTypenames: ['ChatConversation'] };

/** Sends the agent's reply; the same client key again (a retry) is stored once. */
export const useReplyToInstructor = (instructorId: string) => {
  const { run, fetching } = useOutcomeMutation(ReplyToInstructorDocument, context);
  const reply = useCallback(
    (input: { body: string; clientKey: string; serviceMessage: boolean }) =>
      run({ input: { instructorId, ...input } }, (data) => data.replyToInstructor),
    [run, instructorId],
  );
  return { reply, fetching };
};

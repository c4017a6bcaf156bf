import { useCallback } from 'react';
import { AssignConversationDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

const context = { additionalTypenames: ['ChatConversation'] };

/** Assigns the conversation to a Support member, or to nobody (null). */
export const useAssignConversation = (instructorId: string) => {
  const { run, fetching } = useOutcomeMutation(AssignConversationDocument, context);
  const assign = useCallback(
    (staffId: string | null) => run({ instructorId, staffId }, (data) => data.assignConversation),
    [run, instructorId],
  );
  return { assign, fetching };
};

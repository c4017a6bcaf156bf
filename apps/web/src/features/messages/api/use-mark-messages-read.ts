import { useCallback } from 'react';
import { MarkMessagesReadDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** The instructor has seen the conversation: the office's messages become read. */
export const useMarkMessagesRead = (instructorId: string) => {
  const { run } = useOutcomeMutation(MarkMessagesReadDocument);
  return useCallback(() => run({ instructorId }, (data) => data.markMessagesRead), [run, instructorId]);
};

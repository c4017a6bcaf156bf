import { TYPING_REPEAT_MS } from '@portal/domain/messages';
import { useCallback, useRef } from 'react';
import { ChatTypingDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** Tells the other agents "I am replying" while the member types: at most once every TYPING_REPEAT_MS. */
export const useChatTyping = (instructorId: string) => {
  const { run } = useOutcomeMutation(ChatTypingDocument);
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < TYPING_REPEAT_MS) return;
    last.current = now;
    void run({ instructorId }, (data) => data.chatTyping);
  }, [run, instructorId]);
};

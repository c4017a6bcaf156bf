import type { LessonType } from '@portal/domain/learners';
import { useQuery } from 'urql';
import { SlotOfferCandidatesDocument } from '../../../gql/graphql.ts';

/** The instructor's learners for a slot: suggested first with reasons, then the rest (network first). */
export const useSlotOfferCandidates = (slot: { start: Date; end: Date; lessonType: LessonType }) => {
  const [result, reexecute] = useQuery({
    query: SlotOfferCandidatesDocument,
    variables: {
      input: {
        startDateTime: slot.start.toISOString(),
        endDateTime: slot.end.toISOString(),
        lessonType: slot.lessonType,
      },
    },
    requestPolicy: 'network-only',
  });
  return {
    candidates: result.data?.slotOfferCandidates ?? null,
    fetching: result.fetching,
    error: result.error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
};

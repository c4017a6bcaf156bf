import type { LessonType } from '@portal/domain/learners';
import { useCallback } from 'react';
import { CreateSlotOfferDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

export type SlotOfferDraft = {
  start: Date;
  end: Date;
  lessonType: LessonType;
  standsUntil: Date;
  learnerIds: string[];
  textInstructor: boolean;
  fromLessonId?: string | null;
};

const context = { additionalTypenames: ['SlotOffer'] };

/** Offers the slot: each chosen learner is texted a link to it on their page. */
export const useCreateSlotOffer = () => {
  const { run } = useOutcomeMutation(CreateSlotOfferDocument, context);
  return useCallback(
    (draft: SlotOfferDraft) =>
      run(
        {
          input: {
            startDateTime: draft.start.toISOString(),
            endDateTime: draft.end.toISOString(),
            lessonType: draft.lessonType,
            standsUntil: draft.standsUntil.toISOString(),
            learnerIds: draft.learnerIds,
            textInstructor: draft.textInstructor,
            fromLessonId: draft.fromLessonId ?? undefined,
          },
        },
        (data) => data.createSlotOffer,
      ),
    [run],
  );
};

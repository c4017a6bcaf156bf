import { useCallback } from 'react';
import { CancelLessonDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

type LessonCancel = { reason: string; refundLearner: boolean; range: { start: Date; end: Date } };

/** Cancels a lesson, with an optional reason and refund; the calendar range on screen goes along (spec 2 §7). */
export const useCancelLesson = (id: string) => {
  const { run } = useOutcomeMutation(CancelLessonDocument);
  return useCallback(
    ({ reason, refundLearner, range }: LessonCancel) => {
      const input = {
        id,
        reason: reason.trim() || undefined,
        refundLearner,
        startDate: range.start.toISOString(),
        endDate: range.end.toISOString(),
      };
      return run({ input }, (data) => data.cancelLesson);
    },
    [run, id],
  );
};

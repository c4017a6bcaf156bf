import { useCallback } from 'react';
import { useClient } from 'urql';
import { CancelLessonDocument } from '../../../gql/graphql.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';
import type { LessonDetails } from './use-calendar-lesson.ts';

type LessonCancel = { reason: string; refundLearner: boolean; range: { start: Date; end: Date } };

/** Cancels a lesson, with an optional reason and refund; the calendar range on screen goes along (spec 2 §7). */
export const useCancelLesson = (id: string) => {
  const client = useClient();
  return useCallback(
    async ({ reason, refundLearner, range }: LessonCancel): Promise<Outcome<LessonDetails>> => {
      const input = {
        id,
        reason: reason.trim() || undefined,
        refundLearner,
        startDate: range.start.toISOString(),
        endDate: range.end.toISOString(),
      };
      const result = await client.mutation(CancelLessonDocument, { input }).toPromise();
      return outcomeOf(result, (data) => data.cancelLesson);
    },
    [client, id],
  );
};

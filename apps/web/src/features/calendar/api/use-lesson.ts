import { useCallback } from 'react';
import { useClient, useQuery } from 'urql';
import {
  CalendarLessonDocument,
  CancelLessonDocument,
  ChangeLessonDocument,
  type LessonDetailsFragment,
} from '../../../gql/graphql.ts';
import { messageOrOffline } from './server-message.ts';
import type { Outcome } from './use-booking.ts';

export type LessonDetails = LessonDetailsFragment;

export type LessonChange = { start: Date; end: Date; travelTime: number; test: boolean };
export type LessonCancel = { reason: string; refundLearner: boolean; range: { start: Date; end: Date } };

/** One lesson for the lesson modal, with its edit and cancel calls (spec 2 §7). */
export const useLesson = (id: string) => {
  const [result, reexecute] = useQuery({
    query: CalendarLessonDocument,
    variables: { id },
    requestPolicy: 'cache-and-network',
  });
  const client = useClient();

  const change = useCallback(
    async (values: LessonChange): Promise<Outcome<LessonDetails>> => {
      const response = await client
        .mutation(ChangeLessonDocument, {
          input: {
            id,
            startDateTime: values.start.toISOString(),
            endDateTime: values.end.toISOString(),
            travelTime: values.travelTime,
            test: values.test,
          },
        })
        .toPromise();
      if (response.error || !response.data) return { ok: false, message: messageOrOffline(response.error) };
      return { ok: true, value: response.data.changeLesson };
    },
    [client, id],
  );

  const cancel = useCallback(
    async ({ reason, refundLearner, range }: LessonCancel): Promise<Outcome<LessonDetails>> => {
      const response = await client
        .mutation(CancelLessonDocument, {
          input: {
            id,
            reason: reason.trim() || undefined,
            refundLearner,
            startDate: range.start.toISOString(),
            endDate: range.end.toISOString(),
          },
        })
        .toPromise();
      if (response.error || !response.data) return { ok: false, message: messageOrOffline(response.error) };
      return { ok: true, value: response.data.cancelLesson };
    },
    [client, id],
  );

  return {
    lesson: result.data?.lesson ?? null,
    fetching: result.fetching,
    error: result.error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
    change,
    cancel,
  };
};

import type { AddEventValues } from '@portal/domain/calendar';
import { useCallback } from 'react';
import { useClient } from 'urql';
import { CreateLessonDocument } from '../../../gql/graphql.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';
import type { BookingLearner } from './use-calendar-learners.ts';

/** Books one lesson from the add-event form. The calendar's query refetches: the answer is a Lesson. */
export const useCreateLesson = (instructorId: string) => {
  const client = useClient();
  return useCallback(
    async (values: AddEventValues, learner: BookingLearner | undefined): Promise<Outcome> => {
      const input = {
        instructorId,
        learnerId: values.learnerId ?? '',
        startDateTime: values.start!.toISOString(),
        endDateTime: values.end!.toISOString(),
        test: values.test ?? false,
        travelTime: values.travelTime,
        status: 'Active' as const,
        ditLessonType: learner?.customerType === 'DIT' ? ('DitCar' as const) : undefined,
        notes: values.notes.trim() || undefined,
      };
      const result = await client.mutation(CreateLessonDocument, { input }).toPromise();
      return outcomeOf(result, () => null);
    },
    [client, instructorId],
  );
};

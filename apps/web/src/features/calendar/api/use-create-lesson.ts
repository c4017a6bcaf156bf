import type { AddEventValues } from '@portal/domain/calendar';
import { useCallback } from 'react';
import { CreateLessonDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';
import type { BookingLearner } from './use-calendar-learners.ts';

/** Books one lesson from the add-event form. The calendar's query refetches: the answer is a Lesson. */
export const useCreateLesson = (instructorId: string) => {
  const { run } = useOutcomeMutation(CreateLessonDocument);
  return useCallback(
    (values: AddEventValues, learner: BookingLearner | undefined) => {
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
      return run({ input });
    },
    [run, instructorId],
  );
};

import { useCallback } from 'react';
import { useClient } from 'urql';
import { ChangeLessonDocument } from '../../../gql/graphql.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';
import type { LessonDetails } from './use-calendar-lesson.ts';

export type LessonChange = { start: Date; end: Date; travelTime: number; test: boolean };

/** Saves a lesson's new times, travel and test flag (the lesson modal's edit mode). */
export const useChangeLesson = (id: string) => {
  const client = useClient();
  return useCallback(
    async (values: LessonChange): Promise<Outcome<LessonDetails>> => {
      const input = {
        id,
        startDateTime: values.start.toISOString(),
        endDateTime: values.end.toISOString(),
        travelTime: values.travelTime,
        test: values.test,
      };
      const result = await client.mutation(ChangeLessonDocument, { input }).toPromise();
      return outcomeOf(result, (data) => data.changeLesson);
    },
    [client, id],
  );
};

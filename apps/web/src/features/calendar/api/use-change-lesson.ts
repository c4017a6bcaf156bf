import { useCallback } from 'react';
import { ChangeLessonDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

export type LessonChange = { start: Date; end: Date; travelTime: number; test: boolean };

/** Saves a lesson's new times, travel and test flag (the lesson modal's edit mode). */
export const useChangeLesson = (id: string) => {
  const { run } = useOutcomeMutation(ChangeLessonDocument);
  return useCallback(
    (values: LessonChange) => {
      const input = {
        id,
        startDateTime: values.start.toISOString(),
        endDateTime: values.end.toISOString(),
        travelTime: values.travelTime,
        test: values.test,
      };
      return run({ input }, (data) => data.changeLesson);
    },
    [run, id],
  );
};

import { useCallback } from 'react';
import { ChangeLessonDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';
import type { LessonChange } from './use-change-lesson.ts';

/**
 * Moves or resizes any lesson (a drag on the grid, issue 26 §2) through the edit's own mutation: the server
 * checks a move exactly as it checks an edit (availability, overlap, length, same day, paid lessons).
 */
export const useMoveLesson = () => {
  const { run } = useOutcomeMutation(ChangeLessonDocument);
  return useCallback(
    (id: string, values: LessonChange) =>
      run(
        {
          input: {
            id,
            startDateTime: values.start.toISOString(),
            endDateTime: values.end.toISOString(),
            travelTime: values.travelTime,
            test: values.test,
          },
        },
        (data) => data.changeLesson,
      ),
    [run],
  );
};

import { useQuery } from 'urql';
import { CalendarLessonDocument, type LessonDetailsFragment } from '../../../gql/graphql.ts';

export type LessonDetails = LessonDetailsFragment;

/** One lesson for the lesson modal (cache-and-network, spec 2 §7). */
export const useCalendarLesson = (id: string) => {
  const [result, reexecute] = useQuery({
    query: CalendarLessonDocument,
    variables: { id },
    requestPolicy: 'cache-and-network',
  });
  return {
    lesson: result.data?.lesson ?? null,
    fetching: result.fetching,
    error: result.error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
};

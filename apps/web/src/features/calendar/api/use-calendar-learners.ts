import { useQuery } from 'urql';
import { CalendarLearnersDocument, type CalendarLearnersQuery } from '../../../gql/graphql.ts';

export type BookingLearner = CalendarLearnersQuery['instructor']['learners'][number];

/** The instructor's learners for the add-event modal (cache-first, spec 2 §7). */
export const useCalendarLearners = (instructorId: string) => {
  const [result] = useQuery({
    query: CalendarLearnersDocument,
    variables: { instructorId },
    requestPolicy: 'cache-first',
  });
  const learners = [...(result.data?.instructor.learners ?? [])].sort((a, b) =>
    a.name.fullName.localeCompare(b.name.fullName, 'en-GB'),
  );
  return { learners, fetching: result.fetching, error: result.error };
};

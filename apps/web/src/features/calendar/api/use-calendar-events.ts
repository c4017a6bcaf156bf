import { useMemo, useRef } from 'react';
import { useQuery } from 'urql';
import { CalendarEventsDocument, type CalendarEventsQuery } from '../../../gql/graphql.ts';

const context = { additionalTypenames: ['Lesson', 'TimeOff'] };

type Instructor = NonNullable<CalendarEventsQuery['instructor']>;

/** Lessons, time off and working hours in [start, end); keeps the last range on screen while the next loads. */
export const useCalendarEvents = (instructorId: string | null, range: { start: Date; end: Date }) => {
  const startDate = range.start.toISOString();
  const endDate = range.end.toISOString();
  const variables = useMemo(
    () => ({ instructorId: instructorId ?? '', startDate, endDate }),
    [instructorId, startDate, endDate],
  );
  const [result, reexecute] = useQuery({
    query: CalendarEventsDocument,
    variables,
    context: useMemo(() => context, []),
    pause: !instructorId,
  });
  const last = useRef<Instructor | null>(null);
  if (result.data?.instructor) last.current = result.data.instructor;
  const instructor = result.data?.instructor ?? last.current;
  return {
    events: instructor?.calendarEvents ?? [],
    workingHours: instructor?.workingHours ?? [],
    fetching: result.fetching || result.stale,
    error: result.error,
    hasData: instructor !== null,
    refetch: () => reexecute({ requestPolicy: 'network-only' }),
  };
};

import { useMemo, useRef } from 'react';
import { useQuery } from 'urql';
import { CalendarScheduleDocument, type CalendarScheduleQuery } from '../../../gql/graphql.ts';

const context = { additionalTypenames: ['Lesson', 'TimeOff'] };

export type ScheduleEvent = NonNullable<CalendarScheduleQuery['instructor']>['calendarEvents'][number];

/** The schedule's lessons (with the pickup postcode) and time off in [start, end); the last answer stays while the next loads. */
export const useCalendarSchedule = (instructorId: string, range: { start: Date; end: Date }) => {
  const startDate = range.start.toISOString();
  const endDate = range.end.toISOString();
  const variables = useMemo(() => ({ instructorId, startDate, endDate }), [instructorId, startDate, endDate]);
  const [result, reexecute] = useQuery({
    query: CalendarScheduleDocument,
    variables,
    context: useMemo(() => context, []),
  });
  const last = useRef<readonly ScheduleEvent[] | null>(null);
  if (result.data?.instructor) last.current = result.data.instructor.calendarEvents;
  return {
    events: result.data?.instructor?.calendarEvents ?? last.current ?? [],
    fetching: result.fetching || result.stale,
    error: result.error,
    refetch: () => reexecute({ requestPolicy: 'network-only' }),
  };
};

import { useMemo } from 'react';
import { useQuery } from 'urql';
import { OfflineLessonsDocument } from '../../../gql/graphql.ts';

const context = { additionalTypenames: ['Lesson'] };

/**
 * Today's and tomorrow's lessons to save (cache and network: a booking or cancellation anywhere in the app
 * refetches it, so what is saved follows the diary).
 */
export const useOfflineLessons = (instructorId: string, window: { startDate: Date; endDate: Date }, pause: boolean) => {
  const startDate = window.startDate.toISOString();
  const endDate = window.endDate.toISOString();
  const variables = useMemo(() => ({ instructorId, startDate, endDate }), [instructorId, startDate, endDate]);
  return useQuery({
    query: OfflineLessonsDocument,
    variables,
    requestPolicy: 'cache-and-network',
    context: useMemo(() => context, []),
    pause,
  });
};

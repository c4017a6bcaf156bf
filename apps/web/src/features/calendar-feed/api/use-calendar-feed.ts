import type { CalendarFeedPrivacy } from '@portal/domain/calendar-feed';
import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import {
  CalendarFeedDocument,
  type CalendarFeedQuery,
  DisableCalendarFeedDocument,
  EnableCalendarFeedDocument,
  ResetCalendarFeedDocument,
  SetCalendarFeedPrivacyDocument,
} from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

export type CalendarFeed = NonNullable<NonNullable<CalendarFeedQuery['me']>['calendarFeed']>;

/** The signed-in instructor's calendar feed (null while off), always from the network. */
export const useCalendarFeed = () => {
  const [result, reexecute] = useQuery({ query: CalendarFeedDocument, requestPolicy: 'network-only' });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return {
    feed: result.data?.me?.calendarFeed ?? null,
    loaded: result.data !== undefined,
    error: result.error,
    refresh,
  };
};

/** Turn on, make a new address, turn off, and choose how lessons are named. Each gives an Outcome. */
export const useCalendarFeedActions = () => {
  // The query is refetched by __typename (CalendarFeed), and `me` after turning off.
  const context = useMemo(() => ({ additionalTypenames: ['CalendarFeed', 'Instructor'] }), []);
  const enable = useOutcomeMutation(EnableCalendarFeedDocument, context);
  const reset = useOutcomeMutation(ResetCalendarFeedDocument, context);
  const disable = useOutcomeMutation(DisableCalendarFeedDocument, context);
  const privacy = useOutcomeMutation(SetCalendarFeedPrivacyDocument, context);
  return {
    enable: useCallback(() => enable.run({}, (d) => d.enableCalendarFeed), [enable.run]),
    reset: useCallback(() => reset.run({}, (d) => d.resetCalendarFeed), [reset.run]),
    disable: useCallback(() => disable.run({}), [disable.run]),
    setPrivacy: useCallback(
      (value: CalendarFeedPrivacy) => privacy.run({ privacy: value }, (d) => d.setCalendarFeedPrivacy),
      [privacy.run],
    ),
    busy: enable.fetching || reset.fetching || disable.fetching || privacy.fetching,
  };
};

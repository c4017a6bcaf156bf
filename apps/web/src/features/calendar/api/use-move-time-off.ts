import { useCallback } from 'react';
import { UpdateTimeOffDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

export type TimeOffMove = { start: Date; end: Date; series: boolean };

/**
 * Moves or resizes unavailable time (a drag, a resize or the dialog's move, issue 26 §2) through updateTimeOff's
 * times: the server judges them as a new slot's; `series` shifts every later slot of its series alike, or none.
 */
export const useMoveTimeOff = () => {
  const { run } = useOutcomeMutation(UpdateTimeOffDocument);
  return useCallback(
    (id: string, { start, end, series }: TimeOffMove) =>
      run(
        {
          input: { id, startDateTime: start.toISOString(), endDateTime: end.toISOString(), moveSeries: series },
        },
        (data) => data.updateTimeOff,
      ),
    [run],
  );
};

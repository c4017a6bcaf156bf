import { type AddEventValues, repeatScheduleFor } from '@portal/domain/calendar';
import { useCallback } from 'react';
import { useClient } from 'urql';
import { CreateTimeOffDocument } from '../../../gql/graphql.ts';
import { type Outcome, outcomeOf } from '../../../lib/outcome.ts';

/** Adds an unavailable slot, once or repeating, from the add-event form. */
export const useCreateTimeOff = (instructorId: string) => {
  const client = useClient();
  return useCallback(
    async (values: AddEventValues): Promise<Outcome> => {
      const repeating = values.repeat !== 'NO_REPEAT' && values.repeatCount;
      const input = {
        instructorId,
        startDateTime: values.start!.toISOString(),
        endDateTime: values.end!.toISOString(),
        notes: values.notes.trim(),
        allDay: values.allDay,
        repeatSchedule:
          repeating && values.repeat !== 'NO_REPEAT'
            ? repeatScheduleFor(values.start!, values.repeat, values.repeatCount!)
            : undefined,
      };
      const result = await client.mutation(CreateTimeOffDocument, { input }).toPromise();
      return outcomeOf(result, () => null);
    },
    [client, instructorId],
  );
};

import { type AddEventValues, repeatScheduleFor } from '@portal/domain/calendar';
import { useCallback } from 'react';
import { CreateTimeOffDocument } from '../../../gql/graphql.ts';
import { useOutcomeMutation } from '../../../lib/use-outcome-mutation.ts';

/** Adds an unavailable slot, once or repeating, from the add-event form. */
export const useCreateTimeOff = (instructorId: string) => {
  const { run } = useOutcomeMutation(CreateTimeOffDocument);
  return useCallback(
    (values: AddEventValues) => {
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
      return run({ input });
    },
    [run, instructorId],
  );
};

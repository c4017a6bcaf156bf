import { lessonEditMessages } from '@portal/domain/calendar';
import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { TimeSlotsAvailabilityDocument } from '../../../gql/graphql.ts';

export type SlotCheck = { state: 'idle' | 'checking' | 'available' } | { state: 'conflict' | 'error'; message: string };

type Request = {
  instructorId: string;
  learnerId: string;
  lessonId: string;
  start: Date;
  end: Date;
  travelTime: number;
} | null;

const DEBOUNCE_MS = 350;

/**
 * Spec 2 §4: while a lesson is edited, every change of time or travel checks the slot, ignoring the lesson
 * itself. A conflict or a failed check blocks Save with the spec's message.
 */
export const useSlotCheck = (request: Request): SlotCheck => {
  const client = useClient();
  const [check, setCheck] = useState<SlotCheck>({ state: 'idle' });
  const key = request
    ? `${request.start.getTime()}|${request.end.getTime()}|${request.travelTime}|${request.lessonId}`
    : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the request
  useEffect(() => {
    if (!request) return setCheck({ state: 'idle' });
    let live = true;
    setCheck({ state: 'checking' });
    const timer = setTimeout(async () => {
      const result = await client
        .query(
          TimeSlotsAvailabilityDocument,
          {
            input: {
              instructorKey: request.instructorId,
              learnerKey: request.learnerId,
              timeSlots: [
                {
                  startDateTime: request.start.toISOString(),
                  endDateTime: request.end.toISOString(),
                  travelTime: request.travelTime,
                },
              ],
              ignoreCalendarItemIds: [request.lessonId],
              ignoreWorkHours: true,
            },
          },
          { requestPolicy: 'network-only' },
        )
        .toPromise();
      if (!live) return;
      const slots = result.data?.timeSlotsAvailability;
      if (result.error || !slots) setCheck({ state: 'error', message: lessonEditMessages.availabilityError });
      else if (slots.some((s) => s.availability !== 'Available')) {
        setCheck({ state: 'conflict', message: lessonEditMessages.availabilityConflict });
      } else setCheck({ state: 'available' });
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, client]);

  return check;
};

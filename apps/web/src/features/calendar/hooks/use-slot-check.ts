import { lessonEditMessages } from '@portal/domain/calendar';
import { useEffect, useState } from 'react';
import { useTimeSlotsAvailability } from '../api/use-time-slots-availability.ts';

export type SlotCheck = { state: 'idle' | 'checking' | 'available' } | { state: 'conflict' | 'error'; message: string };

type Request = {
  instructorId: string;
  /** The lesson's learner; null for unavailable time (checked against the calendar alone). */
  learnerId: string | null;
  lessonId: string;
  start: Date;
  end: Date;
  travelTime: number;
} | null;

const DEBOUNCE_MS = 350;

const inputOf = (request: NonNullable<Request>) => ({
  instructorKey: request.instructorId,
  ...(request.learnerId ? { learnerKey: request.learnerId } : {}),
  timeSlots: [
    {
      startDateTime: request.start.toISOString(),
      endDateTime: request.end.toISOString(),
      travelTime: request.travelTime,
    },
  ],
  ignoreCalendarItemIds: [request.lessonId],
  ignoreWorkHours: true,
});

/**
 * Spec 2 §4: while a lesson is edited, every change of time or travel checks the slot, ignoring the lesson
 * itself. A conflict or a failed check blocks Save with the spec's message.
 */
export const useSlotCheck = (request: Request): SlotCheck => {
  const checkSlots = useTimeSlotsAvailability();
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
      const outcome = await checkSlots(inputOf(request));
      if (!live) return;
      if (!outcome.ok) setCheck({ state: 'error', message: lessonEditMessages.availabilityError });
      else if (outcome.value.some((s) => s.availability !== 'Available')) {
        setCheck({ state: 'conflict', message: lessonEditMessages.availabilityConflict });
      } else setCheck({ state: 'available' });
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, checkSlots]);

  return check;
};

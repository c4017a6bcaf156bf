import { type AddEventValues, bookableHoldIds, heldIds, repeatOccurrences } from '@portal/domain/calendar';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Outcome } from '../../../../lib/outcome.ts';
import { useCancelPendingLessons } from '../../api/use-cancel-pending-lessons.ts';
import { useConvertPendingLessons } from '../../api/use-convert-pending-lessons.ts';
import { type PreviewSlot, useTimeSlotsAvailability } from '../../api/use-time-slots-availability.ts';

const seriesInput = (instructorId: string, values: AddEventValues) => ({
  instructorKey: instructorId,
  learnerKey: values.learnerId,
  timeSlots: repeatOccurrences(values.start!, values.end!, values.repeat, values.repeatCount ?? 1).map((s) => ({
    startDateTime: s.start.toISOString(),
    endDateTime: s.end.toISOString(),
    travelTime: values.travelTime,
  })),
  // The instructor chose these times: only real clashes stop a booking (as for a single lesson).
  ignoreWorkHours: true,
  prebook: true,
});

/**
 * A repeating lesson (spec 2 §4): the preview holds the free occurrences, then books them or lets them go.
 * Holds still held when the modal goes away are released (they also lapse on their own).
 */
export const useSeriesBooking = (instructorId: string) => {
  const checkSlots = useTimeSlotsAvailability();
  const convertPending = useConvertPendingLessons();
  const release = useCancelPendingLessons();
  const [slots, setSlots] = useState<PreviewSlot[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const holds = useRef<string[]>([]);
  const releaseHolds = useCallback(() => void release(holds.current.splice(0)), [release]);
  useEffect(() => releaseHolds, [releaseHolds]);
  // A page left (closed, reloaded, navigated away) lets its holds go at once (issue 23 defect 3).
  useEffect(() => {
    window.addEventListener('pagehide', releaseHolds);
    return () => window.removeEventListener('pagehide', releaseHolds);
  }, [releaseHolds]);

  const preview = async (values: AddEventValues): Promise<Outcome> => {
    const outcome = await checkSlots(seriesInput(instructorId, values));
    if (!outcome.ok) return outcome;
    holds.current = heldIds(outcome.value);
    setError(null);
    setSlots(outcome.value);
    return { ok: true, value: null };
  };

  const back = () => {
    releaseHolds();
    setSlots(null);
  };

  /** Books the held free occurrences: how many were booked, or null (the error is shown in the preview). */
  const book = async (): Promise<number | null> => {
    if (!slots) return null;
    const ids = bookableHoldIds(slots);
    const outcome = await convertPending(ids);
    if (!outcome.ok) {
      setError(outcome.message);
      return null;
    }
    holds.current = holds.current.filter((id) => !ids.includes(id));
    releaseHolds();
    return outcome.value;
  };

  return { slots, error, preview, back, book };
};

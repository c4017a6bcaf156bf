import { type AddEventValues, bookingMessages, repeatOccurrences, repeatScheduleFor } from '@portal/domain/calendar';
import { useCallback } from 'react';
import { useClient } from 'urql';
import {
  CancelPendingLessonsDocument,
  ConvertPendingLessonsDocument,
  CreateLessonDocument,
  CreateTimeOffDocument,
  TimeSlotsAvailabilityDocument,
  type TimeSlotsAvailabilityQuery,
} from '../../../gql/graphql.ts';
import { messageOrOffline } from './server-message.ts';
import type { BookingLearner } from './use-calendar-learners.ts';

export type PreviewSlot = TimeSlotsAvailabilityQuery['timeSlotsAvailability'][number];
export type Outcome<T = null> = { ok: true; value: T } | { ok: false; message: string };

const fail = (message: string): Outcome<never> => ({ ok: false, message });

/** Spec 2 §8: the overlap error has its own toast text; other server messages are shown as given. */
export const bookingErrorMessage = (message: string): string =>
  message === bookingMessages.overlap ? bookingMessages.overlapToast : message;

/** The add-event modal's calls: book a lesson, add time off, preview a series with holds, convert or release. */
export const useBooking = (instructorId: string) => {
  const client = useClient();

  const createLesson = useCallback(
    async (values: AddEventValues, learner: BookingLearner | undefined): Promise<Outcome> => {
      const result = await client
        .mutation(CreateLessonDocument, {
          input: {
            instructorId,
            learnerId: values.learnerId ?? '',
            startDateTime: values.start!.toISOString(),
            endDateTime: values.end!.toISOString(),
            test: values.test ?? false,
            travelTime: values.travelTime,
            status: 'Active',
            ditLessonType: learner?.customerType === 'DIT' ? 'DitCar' : undefined,
            notes: values.notes.trim() || undefined,
          },
        })
        .toPromise();
      return result.error ? fail(bookingErrorMessage(messageOrOffline(result.error))) : { ok: true, value: null };
    },
    [client, instructorId],
  );

  const createTimeOff = useCallback(
    async (values: AddEventValues): Promise<Outcome> => {
      const repeating = values.repeat !== 'NO_REPEAT' && values.repeatCount;
      const result = await client
        .mutation(CreateTimeOffDocument, {
          input: {
            instructorId,
            startDateTime: values.start!.toISOString(),
            endDateTime: values.end!.toISOString(),
            notes: values.notes.trim(),
            allDay: values.allDay,
            repeatSchedule:
              repeating && values.repeat !== 'NO_REPEAT'
                ? repeatScheduleFor(values.start!, values.repeat, values.repeatCount!)
                : undefined,
          },
        })
        .toPromise();
      return result.error ? fail(messageOrOffline(result.error)) : { ok: true, value: null };
    },
    [client, instructorId],
  );

  const previewSeries = useCallback(
    async (values: AddEventValues): Promise<Outcome<PreviewSlot[]>> => {
      const slots = repeatOccurrences(values.start!, values.end!, values.repeat, values.repeatCount ?? 1);
      const result = await client
        .query(
          TimeSlotsAvailabilityDocument,
          {
            input: {
              instructorKey: instructorId,
              learnerKey: values.learnerId,
              timeSlots: slots.map((s) => ({
                startDateTime: s.start.toISOString(),
                endDateTime: s.end.toISOString(),
                travelTime: values.travelTime,
              })),
              // The instructor chose these times: only real clashes stop a booking (as for a single lesson).
              ignoreWorkHours: true,
              prebook: true,
            },
          },
          { requestPolicy: 'network-only' },
        )
        .toPromise();
      if (result.error || !result.data) return fail(messageOrOffline(result.error));
      return { ok: true, value: result.data.timeSlotsAvailability };
    },
    [client, instructorId],
  );

  const convertPending = useCallback(
    async (ids: string[]): Promise<Outcome<number>> => {
      const result = await client.mutation(ConvertPendingLessonsDocument, { input: { ids } }).toPromise();
      if (result.error || !result.data) return fail(bookingErrorMessage(messageOrOffline(result.error)));
      return { ok: true, value: result.data.convertPendingLessons.length };
    },
    [client],
  );

  const releasePending = useCallback(
    async (ids: string[]): Promise<void> => {
      if (ids.length === 0) return;
      await client.mutation(CancelPendingLessonsDocument, { input: { ids } }).toPromise();
    },
    [client],
  );

  return { createLesson, createTimeOff, previewSeries, convertPending, releasePending };
};

import { TZDate } from '@date-fns/tz';
import {
  bookingMessages,
  cancelTimeOffSchema,
  createTimeOffSchema,
  type RepeatFrequency,
  type Slot,
  updateNotesSchema,
} from '@portal/domain/calendar';
import { parseCommand } from '@portal/domain/errors';
import { localDateOf } from '@portal/domain/time';
import { format } from 'date-fns';
import type { AppDeps } from '../../app-deps.ts';
import { isUuid, notFound, requireOwnInstructor, type Viewer } from './calendar.common.ts';
import {
  cancelSeriesFrom,
  findItem,
  inCalendarTransaction,
  insertItems,
  insertSeries,
  updateItem,
} from './calendar.repository.ts';
import { type TimeOffView, toTimeOffView } from './calendar.views.ts';
import { getTimeOff } from './calendar-reads.service.ts';
import { guardOverlap, timeOffOverlapError } from './overlap-error.ts';

export type CreateTimeOffInput = {
  instructorId: string;
  startDateTime: Date;
  endDateTime: Date;
  notes: string;
  allDay?: boolean | null;
  repeatSchedule?: { frequency: RepeatFrequency; startDate: string; endDate: string } | null;
};
export type CancelTimeOffInput = { id: string; reason?: string | null; cancelSeries?: boolean | null };

const localTime = (at: Date) => format(new TZDate(at.getTime(), 'Europe/London'), 'HH:mm:ss');

/**
 * Creates an unavailable slot, or every occurrence of a repeating one at the same local times, in one
 * transaction: if any occurrence overlaps an existing event, nothing is saved (CONFLICT).
 */
export const createTimeOff = async (deps: AppDeps, viewer: Viewer, input: CreateTimeOffInput): Promise<TimeOffView> => {
  requireOwnInstructor(viewer, input.instructorId);
  const now = deps.clock.now();
  const { slot, occurrences: slots } = parseCommand(createTimeOffSchema(now), input);
  const firstId = await inCalendarTransaction(viewer.instructorId, now, async () => {
    const seriesId = input.repeatSchedule ? await insertSeriesOf(viewer, input, slot) : null;
    const rows = await guardOverlap(
      () =>
        insertItems(
          slots.map((s) => ({
            instructorId: viewer.instructorId,
            kind: 'time_off',
            startAt: s.start,
            endAt: s.end,
            status: 'Active',
            notes: input.notes.trim(),
            allDay: input.allDay ?? false,
            seriesId,
          })),
        ),
      timeOffOverlapError,
    );
    return rows[0]!.id;
  });
  return getTimeOff(viewer, firstId);
};

const insertSeriesOf = (viewer: Viewer, input: CreateTimeOffInput, slot: Slot) =>
  insertSeries({
    instructorId: viewer.instructorId,
    frequency: input.repeatSchedule!.frequency,
    startDate: localDateOf(slot.start),
    endDate: input.repeatSchedule!.endDate,
    startLocal: localTime(slot.start),
    endLocal: localTime(slot.end),
  });

const findOwnTimeOff = async (viewer: Viewer, id: string) => {
  const row = isUuid(id) ? await findItem(viewer.instructorId, id, 'time_off') : null;
  if (!row || row.status === 'Deleted') throw notFound(bookingMessages.timeOffNotFound);
  return row;
};

/** Only the notes of an unavailable slot can change (spec 2 §4). */
export const updateTimeOff = async (deps: AppDeps, viewer: Viewer, id: string, notes: string) => {
  const row = await findOwnTimeOff(viewer, id);
  const command = parseCommand(updateNotesSchema, { id, notes });
  await inCalendarTransaction(viewer.instructorId, deps.clock.now(), () =>
    updateItem(viewer.instructorId, row.id, { notes: command.notes.trim() }),
  );
  return getTimeOff(viewer, row.id);
};

/** Deletes one slot, or with cancelSeries this occurrence and every later one of its series. */
export const cancelTimeOff = async (deps: AppDeps, viewer: Viewer, input: CancelTimeOffInput) => {
  const { reason, cancelSeries } = parseCommand(cancelTimeOffSchema, input);
  const row = await findOwnTimeOff(viewer, input.id);
  const now = deps.clock.now();
  if (cancelSeries && row.seriesId) {
    await cancelSeriesFrom(viewer.instructorId, row.seriesId, row.startAt, reason, now);
  } else {
    const set = { status: 'Deleted' as const, cancelledAt: now, cancellationReason: reason };
    await updateItem(viewer.instructorId, row.id, set);
  }
  const deleted = await findItem(viewer.instructorId, row.id, 'time_off');
  return toTimeOffView(deleted!);
};

import { TZDate } from '@date-fns/tz';
import {
  addEventIssues,
  allDayRange,
  bookingMessages,
  endOfLocalDay,
  isNotesTooLong,
  localDateOf,
  type RepeatFrequency,
  seriesOccurrences,
  TIME_OFF_SERIES_MAX_OCCURRENCES,
  timeOffMessages,
} from '@portal/domain/calendar';
import { format } from 'date-fns';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import {
  badInput,
  inCalendarTransaction,
  isUuid,
  notFound,
  requireOwnInstructor,
  throwFirstIssue,
  type Viewer,
} from './calendar.common.ts';
import { getTimeOff } from './calendar.queries.ts';
import { cancelSeriesFrom, findItem, insertItems, insertSeries, updateItem } from './calendar.repository.ts';
import { type TimeOffView, toTimeOffView } from './calendar.views.ts';
import { guardOverlap } from './overlap-error.ts';

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

/** All day covers the whole first day to the end of the last day (UK wall clock). */
const slotOf = (input: CreateTimeOffInput) =>
  input.allDay
    ? { start: allDayRange(input.startDateTime).start, end: endOfLocalDay(input.endDateTime) }
    : { start: input.startDateTime, end: input.endDateTime };

const occurrencesOf = (input: CreateTimeOffInput, slot: { start: Date; end: Date }) => {
  const schedule = input.repeatSchedule;
  if (!schedule) return [slot];
  if (schedule.endDate < localDateOf(slot.start)) throw badInput(timeOffMessages.seriesEndBeforeStart);
  const limit = TIME_OFF_SERIES_MAX_OCCURRENCES;
  const slots = seriesOccurrences(slot.start, slot.end, schedule.frequency, schedule.endDate, limit);
  if (slots.length > limit) throw badInput(timeOffMessages.seriesTooLong);
  return slots;
};

const validate = (input: CreateTimeOffInput, slot: { start: Date; end: Date }, now: Date) => {
  if (isNotesTooLong(input.notes)) throw badInput(timeOffMessages.notesTooLong, { field: 'notes' });
  const values = { type: 'UNAVAILABLE' as const, learnerId: null, test: null, travelTime: 0, notes: input.notes };
  const allDay = input.allDay ?? false;
  throwFirstIssue(addEventIssues({ ...values, ...slot, allDay, repeat: 'NO_REPEAT', repeatCount: null }, now));
};

/**
 * Creates an unavailable slot, or every occurrence of a repeating one at the same local times, in one
 * transaction: if any occurrence overlaps an existing event, nothing is saved (CONFLICT).
 */
export const createTimeOff = async (deps: AppDeps, viewer: Viewer, input: CreateTimeOffInput): Promise<TimeOffView> => {
  requireOwnInstructor(viewer, input.instructorId);
  const now = deps.clock.now();
  const slot = slotOf(input);
  validate(input, slot, now);
  const slots = occurrencesOf(input, slot);
  const firstId = await inCalendarTransaction(deps.db, viewer.instructorId, now, async (tx) => {
    const seriesId = input.repeatSchedule ? await insertSeriesOf(tx, viewer, input, slot) : null;
    const rows = await guardOverlap(() =>
      insertItems(
        tx,
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
    );
    return rows[0]!.id;
  });
  return getTimeOff(deps, viewer, firstId);
};

const insertSeriesOf = (db: Database, viewer: Viewer, input: CreateTimeOffInput, slot: { start: Date; end: Date }) =>
  insertSeries(db, {
    instructorId: viewer.instructorId,
    frequency: input.repeatSchedule!.frequency,
    startDate: localDateOf(slot.start),
    endDate: input.repeatSchedule!.endDate,
    startLocal: localTime(slot.start),
    endLocal: localTime(slot.end),
  });

const findOwnTimeOff = async (db: Database, viewer: Viewer, id: string) => {
  const row = isUuid(id) ? await findItem(db, viewer.instructorId, id, 'time_off') : null;
  if (!row || row.status === 'Deleted') throw notFound(bookingMessages.timeOffNotFound);
  return row;
};

/** Only the notes of an unavailable slot can change (spec 2 §4). */
export const updateTimeOff = async (deps: AppDeps, viewer: Viewer, id: string, notes: string) => {
  const row = await findOwnTimeOff(deps.db, viewer, id);
  if (isNotesTooLong(notes)) throw badInput(timeOffMessages.notesTooLong, { field: 'notes' });
  await inCalendarTransaction(deps.db, viewer.instructorId, deps.clock.now(), (tx) =>
    updateItem(tx, viewer.instructorId, row.id, { notes: notes.trim() }),
  );
  return getTimeOff(deps, viewer, row.id);
};

/** Deletes one slot, or with cancelSeries this occurrence and every later one of its series. */
export const cancelTimeOff = async (deps: AppDeps, viewer: Viewer, input: CancelTimeOffInput) => {
  const row = await findOwnTimeOff(deps.db, viewer, input.id);
  const reason = input.reason?.trim() || null;
  const now = deps.clock.now();
  if (input.cancelSeries && row.seriesId) {
    await cancelSeriesFrom(deps.db, viewer.instructorId, row.seriesId, row.startAt, reason, now);
  } else {
    const set = { status: 'Deleted' as const, cancelledAt: now, cancellationReason: reason };
    await updateItem(deps.db, viewer.instructorId, row.id, set);
  }
  const deleted = await findItem(deps.db, viewer.instructorId, row.id, 'time_off');
  return toTimeOffView(deleted!);
};

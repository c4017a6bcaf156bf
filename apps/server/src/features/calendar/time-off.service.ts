import { TZDate } from '@date-fns/tz';
import {
  bookingMessages,
  cancelTimeOffSchema,
  clashDatesText,
  createTimeOffSchema,
  displayMessage,
  type RepeatFrequency,
  type Slot,
  shiftSlots,
  timeOffMessages,
  timeOffMoveIssues,
  timeOffSlotOf,
  updateTimeOffSchema,
  wallDaysBetween,
} from '@portal/domain/calendar';
import { DomainError, parseCommand } from '@portal/domain/errors';
import { localDateOf } from '@portal/domain/time';
import { addDays, format, parseISO } from 'date-fns';
import type { AppDeps } from '../../app-deps.ts';
import { isUuid, notFound, requireOwnInstructor, type Viewer } from './calendar.common.ts';
import {
  cancelSeriesFrom,
  findItem,
  findItemsInRange,
  findSeriesItems,
  type ItemRow,
  inCalendarTransaction,
  insertItems,
  insertSeries,
  moveItems,
  updateItem,
  updateSeries,
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
export type UpdateTimeOffInput = {
  id: string;
  notes?: string | null;
  startDateTime?: Date | null;
  endDateTime?: Date | null;
  moveSeries?: boolean | null;
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

/**
 * Changes an unavailable slot's notes (spec 2 §4), and moves or resizes it (issue 26 §2): the new times are judged
 * as a new slot's; with moveSeries this slot and every later one of its series shift alike on the wall clock,
 * each one checked, all or nothing.
 */
export const updateTimeOff = async (deps: AppDeps, viewer: Viewer, input: UpdateTimeOffInput) => {
  const row = await findOwnTimeOff(viewer, input.id);
  const command = parseCommand(updateTimeOffSchema, input);
  const now = deps.clock.now();
  await inCalendarTransaction(viewer.instructorId, now, async () => {
    if (command.notes != null) await updateItem(viewer.instructorId, row.id, { notes: command.notes.trim() });
    if (command.startDateTime && command.endDateTime) {
      const to = timeOffSlotOf({ start: command.startDateTime, end: command.endDateTime }, row.allDay);
      await moveTimeOff(viewer, row, to, Boolean(command.moveSeries), now);
    }
  });
  return getTimeOff(viewer, row.id);
};

const slotOf = (row: ItemRow): Slot => ({ start: row.startAt, end: row.endAt });
const overlaps = (a: { start: Date; end: Date }, b: ItemRow) => b.busyFrom < a.end && b.endAt > a.start;

/** The slot moved to `to`; with `series` the later Active slots of its series too, the series' record following. */
const moveTimeOff = async (viewer: Viewer, row: ItemRow, to: Slot, series: boolean, now: Date) => {
  const seriesItems = series && row.seriesId ? await findSeriesItems(viewer.instructorId, row.seriesId) : [];
  const moving = seriesItems.length
    ? seriesItems.filter((item) => item.status === 'Active' && item.startAt >= row.startAt)
    : [row];
  const targets = shiftSlots({ from: slotOf(row), to }, moving.map(slotOf));
  const refused = targets
    .map((slot) => ({ slot, issue: timeOffMoveIssues({ ...slot, allDay: row.allDay }, now)[0] }))
    .filter((t) => t.issue);
  const first = refused[0];
  if (first?.issue && (moving.length === 1 || first.slot === targets[0])) {
    throw new DomainError('INVALID_INPUT', displayMessage(first.issue.message), { field: first.issue.path });
  }
  if (first?.issue) {
    const dates = clashDatesText(refused.map((t) => t.slot.start));
    throw new DomainError(
      'INVALID_INPUT',
      timeOffMessages.seriesMoveRefused(dates, displayMessage(first.issue.message)),
    );
  }
  await refuseClashes(viewer, moving, targets, now);
  const moves = moving.map((item, i) => ({ id: item.id, startAt: targets[i]!.start, endAt: targets[i]!.end }));
  const newSeries = seriesItems.length ? await followSeries(viewer, row, seriesItems, to) : undefined;
  await guardOverlap(() => moveItems(viewer.instructorId, moves, newSeries), clashError(moving.length, []));
};

const clashError = (count: number, dates: Date[]) => () =>
  new DomainError(
    'TIME_OFF_OVERLAP',
    count > 1 && dates.length > 0
      ? timeOffMessages.seriesMoveClash(clashDatesText(dates))
      : timeOffMessages.moveOverlap,
  );

/** Nothing moves when any new slot would overlap a lesson (with its travel) or other time off: the dates say which. */
const refuseClashes = async (viewer: Viewer, moving: ItemRow[], targets: Slot[], now: Date) => {
  const from = targets[0]!.start;
  const to = new Date(Math.max(...targets.map((t) => t.end.getTime())));
  const ids = new Set(moving.map((item) => item.id));
  const others = (await findItemsInRange(viewer.instructorId, from, to, now)).filter(
    (item) => !ids.has(item.id) && (item.status === 'Active' || item.status === 'Pending'),
  );
  const clashing = targets.filter((slot) => others.some((other) => overlaps(slot, other)));
  if (clashing.length > 0)
    throw clashError(
      moving.length,
      clashing.map((s) => s.start),
    )();
};

/**
 * The series' record (its dates and wall-clock times) follows a move of "this and all following": moved from its
 * first slot, the record itself changes; from a later one, the record ends before it and the moved slots start a
 * new series. Returns the new series' id, if any.
 */
const followSeries = async (viewer: Viewer, row: ItemRow, items: ItemRow[], to: Slot) => {
  const seriesId = row.seriesId!;
  const days = wallDaysBetween(row.startAt, to.start);
  const endDate = format(addDays(parseISO(row.seriesEndDate!), days), 'yyyy-MM-dd');
  const moved = {
    startDate: localDateOf(to.start),
    endDate,
    startLocal: localTime(to.start),
    endLocal: localTime(to.end),
  };
  const earlier = items.filter((item) => item.startAt < row.startAt);
  if (earlier.length === 0) {
    await updateSeries(viewer.instructorId, seriesId, moved);
    return undefined;
  }
  await updateSeries(viewer.instructorId, seriesId, { endDate: localDateOf(earlier.at(-1)!.startAt) });
  return insertSeries({ instructorId: viewer.instructorId, frequency: row.seriesFrequency!, ...moved });
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

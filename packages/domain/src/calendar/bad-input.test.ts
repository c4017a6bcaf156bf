import { describe, expect, it } from 'vitest';
import { refusalOf } from '../../test/refusal-of.ts';
import { parseCommand } from '../errors/index.ts';
import { validationMessages } from '../validation/index.ts';
import { calendarRangeSchema, timeSlotsAvailabilitySchema } from './availability-commands.ts';
import { cancelLessonSchema, changeLessonSchema, createLessonSchema, updateNotesSchema } from './lesson-commands.ts';
import { cancelTimeOffSchema, createTimeOffSchema } from './time-off-commands.ts';

/* Issue 7 §4: text and dates no database would take are refused by the command schemas, with their field. */

const at = (iso: string) => new Date(iso);
const now = at('2030-01-07T08:00:00Z');
const FAR_FUTURE = '+275760-09-13T00:00:00Z';
const outOfRange = (field: string) => ({ reason: 'INVALID_INPUT', message: validationMessages.dateOutOfRange, field });
const badText = (field: string) => ({ reason: 'INVALID_INPUT', message: validationMessages.controlCharacters, field });

describe('dates outside the portal years', () => {
  const slot = { startDateTime: at('2030-01-08T09:00:00Z'), endDateTime: at('2030-01-08T10:00:00Z') };
  const slots = (over: Record<string, Date>) =>
    refusalOf(() =>
      parseCommand(timeSlotsAvailabilitySchema, { instructorKey: 'i', timeSlots: [{ ...slot, ...over }] }),
    );

  it('refuses an availability slot that ends before it starts, or at its start', () => {
    const backwards = {
      reason: 'INVALID_INPUT',
      message: 'Start time must be before the end time',
      field: 'endDateTime',
    };
    expect(slots({ endDateTime: at('2030-01-08T08:00:00Z') })).toEqual(backwards);
    expect(slots({ endDateTime: slot.startDateTime })).toEqual(backwards);
    expect(slots({})).toBeNull();
  });

  it('refuses availability slots, lessons, time off and calendar ranges out of range', () => {
    expect(slots({ startDateTime: at(FAR_FUTURE) })).toEqual(outOfRange('startDateTime'));
    expect(slots({ startDateTime: at('1969-12-31T23:00:00Z') })).toEqual(outOfRange('startDateTime'));
    expect(slots({ endDateTime: at('2101-01-01T00:00:00Z') })).toEqual(outOfRange('endDateTime'));
    const lesson = { id: 'x', startDateTime: at('2030-01-08T09:00:00Z'), endDateTime: at(FAR_FUTURE), test: false };
    expect(refusalOf(() => parseCommand(changeLessonSchema(now), lesson))).toEqual(outOfRange('endDateTime'));
    const booking = { ...lesson, learnerId: 'l', instructorId: 'i', status: 'Active', startDateTime: at(FAR_FUTURE) };
    expect(refusalOf(() => parseCommand(createLessonSchema(now), booking))).toEqual(outOfRange('startDateTime'));
    const range = { startDate: at('1999-12-01T00:00:00Z'), endDate: at('2000-01-02T00:00:00Z') };
    expect(refusalOf(() => parseCommand(calendarRangeSchema, range))).toEqual(outOfRange('startDate'));
  });

  it('refuses time off out of range, and a repeat end date that does not exist or is out of range', () => {
    const slotOff = { instructorId: 'i', startDateTime: at('2030-01-08T09:00:00Z'), notes: 'Dentist' };
    const timeOff = (over: Record<string, unknown>) =>
      refusalOf(() => parseCommand(createTimeOffSchema(now), { ...slotOff, endDateTime: at(FAR_FUTURE), ...over }));
    expect(timeOff({})).toEqual(outOfRange('endDateTime'));
    const schedule = (endDate: string) => ({
      endDateTime: at('2030-01-08T10:00:00Z'),
      repeatSchedule: { frequency: 'WEEKLY', startDate: '2030-01-08', endDate },
    });
    expect(timeOff(schedule('9999-12-31'))).toEqual(outOfRange('endDate'));
    expect(timeOff(schedule('2030-02-30'))).toEqual({
      reason: 'INVALID_INPUT',
      message: validationMessages.invalidDate,
      field: 'endDate',
    });
    expect(timeOff(schedule('2030-02-28'))).toBeNull();
  });
});

describe('control characters in notes and reasons', () => {
  it('refuses NUL in lesson and time-off notes, and in cancellation reasons', () => {
    const lesson = {
      learnerId: 'l',
      instructorId: 'i',
      startDateTime: at('2030-01-08T09:00:00Z'),
      endDateTime: at('2030-01-08T10:00:00Z'),
      test: false,
      status: 'Active',
    };
    expect(refusalOf(() => parseCommand(createLessonSchema(now), { ...lesson, notes: 'a\u0000b' }))).toEqual(
      badText('notes'),
    );
    const timeOff = { instructorId: 'i', startDateTime: lesson.startDateTime, endDateTime: lesson.endDateTime };
    expect(refusalOf(() => parseCommand(createTimeOffSchema(now), { ...timeOff, notes: '\u0000' }))).toEqual(
      badText('notes'),
    );
    expect(refusalOf(() => parseCommand(updateNotesSchema, { id: 'x', notes: 'x\u001b[2J' }))).toEqual(
      badText('notes'),
    );
    expect(refusalOf(() => parseCommand(cancelLessonSchema, { id: 'x', reason: 'ill\u0000' }))).toEqual(
      badText('reason'),
    );
    expect(refusalOf(() => parseCommand(cancelTimeOffSchema, { id: 'x', reason: '\u007f' }))).toEqual(
      badText('reason'),
    );
  });

  it('keeps the line breaks and tabs of a multi-line note or reason', () => {
    expect(parseCommand(updateNotesSchema, { id: 'x', notes: 'Meet at:\n\tthe station' }).notes).toBe(
      'Meet at:\n\tthe station',
    );
    expect(parseCommand(cancelLessonSchema, { id: 'x', reason: 'car broke down\r\non the way' }).reason).toBe(
      'car broke down\r\non the way',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { type AddEventValues, addEventIssues, createAddEventSchema } from './add-event.ts';
import { displayMessage, addEventMessages as m, timeOffMessages } from './messages.ts';

const now = new Date('2026-06-01T08:00:00Z');
const at = (iso: string) => new Date(iso);
const lesson = (over: Partial<AddEventValues> = {}): AddEventValues => ({
  type: 'LESSON',
  learnerId: 'l1',
  start: at('2026-06-02T09:00:00Z'),
  end: at('2026-06-02T11:00:00Z'),
  allDay: false,
  test: false,
  travelTime: 0,
  repeat: 'NO_REPEAT',
  repeatCount: null,
  notes: '',
  ...over,
});
const unavailable = (over: Partial<AddEventValues> = {}) =>
  lesson({ type: 'UNAVAILABLE', learnerId: null, test: null, ...over });
const messagesOf = (values: AddEventValues) => addEventIssues(values, now).map((i) => `${i.path}: ${i.message}`);

describe('add-event validation (spec 2 §5)', () => {
  it('accepts a valid lesson and a valid unavailable slot', () => {
    expect(messagesOf(lesson())).toEqual([]);
    expect(messagesOf(unavailable({ end: at('2026-06-02T09:15:00Z') }))).toEqual([]);
  });

  it('requires the type, and the learner and test for lessons', () => {
    expect(messagesOf(lesson({ type: null }))).toEqual([`type: ${m.required}`]);
    expect(messagesOf(lesson({ learnerId: null, test: null }))).toEqual([
      `learnerId: ${m.required}`,
      `test: ${m.required}`,
    ]);
    expect(messagesOf(unavailable())).toEqual([]);
  });

  it('requires start and end, and refuses invalid dates', () => {
    expect(messagesOf(lesson({ start: null, end: null }))).toEqual([`start: ${m.required}`, `end: ${m.required}`]);
    expect(messagesOf(lesson({ start: new Date(Number.NaN), end: new Date(Number.NaN) }))).toEqual([
      `start: ${m.enterStartDateTime}`,
      `end: ${m.enterEndDateTime}`,
    ]);
  });

  it('refuses times in the past', () => {
    expect(messagesOf(lesson({ start: at('2026-06-01T06:00:00Z'), end: at('2026-06-01T07:00:00Z') }))).toEqual([
      `start: ${m.cannotBeInPast}`,
      `end: ${m.cannotBeInPast}`,
    ]);
  });

  it('lets an all-day slot start at midnight today', () => {
    const today = unavailable({ allDay: true, start: at('2026-05-31T23:00:00Z'), end: at('2026-06-01T22:59:59.999Z') });
    expect(messagesOf(today)).toEqual([]);
    expect(messagesOf({ ...today, allDay: false })).toEqual([`start: ${m.cannotBeInPast}`, `end: ${m.increments}`]);
  });

  it('needs 15-minute increments unless all day', () => {
    expect(messagesOf(lesson({ start: at('2026-06-02T09:10:00Z'), end: at('2026-06-02T11:05:00Z') }))).toEqual([
      `start: ${m.increments}`,
      `end: ${m.increments}`,
    ]);
    const allDay = unavailable({
      allDay: true,
      start: at('2026-06-01T23:00:00Z'),
      end: at('2026-06-02T22:59:59.999Z'),
    });
    expect(messagesOf(allDay)).toEqual([]);
  });

  it('refuses an end date before the start date, and an end not after the start', () => {
    expect(messagesOf(lesson({ end: at('2026-06-01T12:00:00Z'), start: at('2026-06-02T09:00:00Z') }))).toEqual([
      `end: ${m.endDateBeforeStartDate}`,
    ]);
    expect(messagesOf(lesson({ end: at('2026-06-02T09:00:00Z') }))).toEqual([`end: ${m.startBeforeEnd}`]);
  });

  it('says the end date is before the start date even when that end is also in the past', () => {
    const start = at('2026-06-05T09:00:00Z');
    expect(messagesOf(lesson({ start, end: at('2026-05-20T11:00:00Z') }))).toEqual([
      `end: ${m.endDateBeforeStartDate}`,
    ]);
  });

  it('refuses a lesson that ends on another day, or longer than a working day', () => {
    const twoDays = lesson({ start: at('2027-02-10T10:00:00Z'), end: at('2027-02-11T12:00:00Z') });
    expect(messagesOf(twoDays)).toEqual([`end: ${m.lessonSameDay}`]);
    const long = lesson({ start: at('2026-06-02T07:00:00Z'), end: at('2026-06-02T15:15:00Z') });
    expect(messagesOf(long)).toEqual([`end: ${m.lessonMaximum}`]);
    expect(messagesOf(lesson({ start: at('2026-06-02T07:00:00Z'), end: at('2026-06-02T15:00:00Z') }))).toEqual([]);
    // Time off may still span days.
    expect(messagesOf(unavailable({ end: at('2026-06-03T12:00:00Z') }))).toEqual([]);
  });

  it('needs an hour for a lesson and 15 minutes for an unavailable slot', () => {
    expect(messagesOf(lesson({ end: at('2026-06-02T09:45:00Z') }))).toEqual([`end: ${m.lessonMinimum}`]);
    expect(messagesOf(lesson({ end: at('2026-06-02T10:00:00Z') }))).toEqual([]);
    expect(messagesOf(unavailable({ end: at('2026-06-02T09:00:00Z') }))).toEqual([`end: ${m.startBeforeEnd}`]);
    expect(messagesOf(unavailable({ allDay: true, end: at('2026-06-02T09:10:00Z') }))).toEqual([
      `end: ${m.unavailableMinimum}`,
    ]);
  });

  it('counts repeats from 2 to 10 and refuses a repeating test', () => {
    expect(messagesOf(lesson({ repeat: 'WEEKLY', repeatCount: 2 }))).toEqual([]);
    expect(messagesOf(lesson({ repeat: 'WEEKLY', repeatCount: 10 }))).toEqual([]);
    expect(messagesOf(lesson({ repeat: 'WEEKLY', repeatCount: 1 }))).toEqual([`repeatCount: ${m.repeatCountRange}`]);
    expect(messagesOf(lesson({ repeat: 'DAILY', repeatCount: 11 }))).toEqual([`repeatCount: ${m.repeatCountRange}`]);
    expect(messagesOf(lesson({ repeat: 'MONTHLY', repeatCount: null }))).toEqual([
      `repeatCount: ${m.repeatCountRange}`,
    ]);
    expect(messagesOf(lesson({ test: true, repeat: 'WEEKLY', repeatCount: 3 }))).toEqual([
      `repeat: ${m.testCannotRepeat}`,
    ]);
  });

  it('limits notes to 280 characters', () => {
    expect(messagesOf(unavailable({ notes: 'x'.repeat(280) }))).toEqual([]);
    expect(messagesOf(unavailable({ notes: 'x'.repeat(281) }))).toEqual([`notes: ${timeOffMessages.notesTooLong}`]);
  });

  it('works as a zod schema with the spec messages, shown without the ^', () => {
    const schema = createAddEventSchema(() => now);
    expect(schema.safeParse(lesson()).success).toBe(true);
    const result = schema.safeParse(lesson({ learnerId: null }));
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.path).toEqual(['learnerId']);
    expect(displayMessage(issue?.message ?? '')).toBe('This field is required');
    expect(displayMessage(m.unableToBookInPast)).toBe('Unable to book lessons in the past');
  });
});

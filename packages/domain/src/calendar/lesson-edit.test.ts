import { describe, expect, it } from 'vitest';
import { canEditLesson } from './edit-window.ts';
import {
  endForNewStart,
  type LessonEditValues,
  lessonEditIssues,
  lessonEditSchema,
  moveEndToStartDay,
} from './lesson-edit.ts';
import { lessonEditMessages as m } from './messages.ts';

const at = (iso: string) => new Date(iso);
const values = (over: Partial<LessonEditValues> = {}): LessonEditValues => ({
  start: at('2026-06-02T09:00:00Z'),
  end: at('2026-06-02T10:00:00Z'),
  travelTime: 15,
  test: false,
  ...over,
});
const messagesOf = (v: LessonEditValues) => lessonEditIssues(v).map((i) => `${i.path}: ${i.message}`);

describe('lesson edit validation (spec 2 §5)', () => {
  it('accepts a valid hour', () => {
    expect(messagesOf(values())).toEqual([]);
    expect(lessonEditSchema.safeParse(values()).success).toBe(true);
  });

  it('requires start and end', () => {
    expect(messagesOf(values({ start: null, end: null }))).toEqual([
      `start: ${m.startRequired}`,
      `end: ${m.endRequired}`,
    ]);
    expect(messagesOf(values({ start: new Date(Number.NaN) }))).toEqual([`start: ${m.startInvalid}`]);
  });

  it('needs quarter hours', () => {
    expect(messagesOf(values({ start: at('2026-06-02T08:50:00Z'), end: at('2026-06-02T10:05:00Z') }))).toEqual([
      `start: ${m.startQuarter}`,
      `end: ${m.endQuarter}`,
    ]);
  });

  it('needs the start before the end', () => {
    expect(messagesOf(values({ end: at('2026-06-02T08:00:00Z') }))).toEqual([
      `start: ${m.startBeforeEnd}`,
      `end: ${m.endNotBeforeStart}`,
    ]);
  });

  it('keeps a lesson on one day and within a working day', () => {
    expect(messagesOf(values({ end: at('2026-06-03T10:00:00Z') }))).toEqual([`end: ${m.lessonSameDay}`]);
    expect(messagesOf(values({ end: at('2026-06-02T17:15:00Z') }))).toEqual([`end: ${m.lessonMaximum}`]);
  });

  it('needs 60 minutes', () => {
    expect(messagesOf(values({ end: at('2026-06-02T09:45:00Z') }))).toEqual([`end: ${m.minimumLength}`]);
    const parsed = lessonEditSchema.safeParse(values({ end: at('2026-06-02T09:45:00Z') }));
    expect(parsed.error?.issues[0]?.message).toBe('The minimum lesson length is 60 minutes');
  });

  it('allows editing until the end of the day the lesson ended (UK)', () => {
    const lessonEnd = at('2026-06-02T10:00:00Z');
    expect(canEditLesson(lessonEnd, at('2026-06-02T22:59:00Z'))).toBe(true);
    expect(canEditLesson(lessonEnd, at('2026-06-02T23:00:00Z'))).toBe(false);
  });

  it('moves the end to the start day, keeping its wall-clock time, across a clock change', () => {
    // Start moved from Sat 28 Mar (GMT) to Mon 30 Mar 2026 (BST); the end stays 11:00 local.
    const end = moveEndToStartDay(at('2026-03-30T08:00:00Z'), at('2026-03-28T11:00:00Z'));
    expect(end.toISOString()).toBe('2026-03-30T10:00:00.000Z');
  });

  it('moves the end with the start: same day keeps the length, a new or half-typed day keeps the end time', () => {
    const end = at('2030-11-23T11:00:00Z');
    expect(endForNewStart(at('2030-11-23T09:00:00Z'), at('2030-11-23T10:00:00Z'), end).toISOString()).toBe(
      '2030-11-23T12:00:00.000Z',
    );
    // The issue: 05/11 then 05/01 then 05/12 while typing "05/12"; before that the start was half typed.
    expect(endForNewStart(new Date(Number.NaN), at('2030-11-05T09:00:00Z'), end).toISOString()).toBe(
      '2030-11-05T11:00:00.000Z',
    );
    expect(endForNewStart(at('2030-11-05T09:00:00Z'), at('2030-12-05T09:00:00Z'), end).toISOString()).toBe(
      '2030-12-05T11:00:00.000Z',
    );
    expect(endForNewStart(null, at('2031-01-06T09:00:00Z'), end).toISOString()).toBe('2031-01-06T11:00:00.000Z');
    // Time off over two days keeps its length.
    const twoDays = endForNewStart(
      at('2030-11-23T09:00:00Z'),
      at('2030-11-25T09:00:00Z'),
      at('2030-11-24T09:00:00Z'),
      true,
    );
    expect(twoDays.toISOString()).toBe('2030-11-26T09:00:00.000Z');
  });
});

import { describe, expect, it } from 'vitest';
import type { OfflineLessonsQuery } from '../../gql/graphql.ts';
import { instructor as sessionInstructor } from '../../test/fixtures.ts';
import { type SavedLessons, savedAtLabel, savedDaysToShow, savedLessonsOf, savedWindow } from './saved-lessons.ts';

type Event = OfflineLessonsQuery['instructor']['calendarEvents'][number];
type Lesson = Extract<Event, { __typename: 'Lesson' }>;

const lesson = (id: string, start: string, end: string, extra: Partial<Lesson> = {}): Lesson => ({
  __typename: 'Lesson',
  id,
  startDateTime: start,
  endDateTime: end,
  status: 'Active',
  test: false,
  learner: {
    __typename: 'Learner',
    id: `learner-${id}`,
    name: { __typename: 'PersonName', fullName: `Learner ${id}` },
    mobileNumber: '07700 900201',
    landlineNumber: null,
    pickupAddress: { __typename: 'Address', line1: '12 Otley Road', line2: null, town: 'Leeds', postcode: 'LS6 3AA' },
  },
  ...extra,
});

const answer = (events: Event[]): OfflineLessonsQuery => ({
  __typename: 'Query',
  instructor: { __typename: 'Instructor', id: 'i-1', calendarEvents: events },
});

describe('the saved window', () => {
  it('is today and tomorrow in UK time, from midnight to midnight', () => {
    // 23:30 UTC on 25 June is 00:30 BST on the 26th: "today" is the 26th.
    const window = savedWindow(new Date('2026-06-25T23:30:00Z'));
    expect(window.days).toEqual(['2026-06-26', '2026-06-27']);
    expect(window.startDate.toISOString()).toBe('2026-06-25T23:00:00.000Z');
    expect(window.endDate.toISOString()).toBe('2026-06-27T23:00:00.000Z');
  });

  it('spans the clock change: the Saturday before the last Sunday of March ends at 00:00 BST on Monday', () => {
    const window = savedWindow(new Date('2026-03-28T10:00:00Z'));
    expect(window.days).toEqual(['2026-03-28', '2026-03-29']);
    expect(window.startDate.toISOString()).toBe('2026-03-28T00:00:00.000Z');
    expect(window.endDate.toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });
});

describe('what is saved', () => {
  it('keeps booked lessons in time order with name, phone and pickup address, and leaves out the rest', () => {
    const saved = savedLessonsOf(
      answer([
        lesson('b', '2026-11-26T13:00:00Z', '2026-11-26T15:00:00Z'),
        lesson('a', '2026-11-26T09:00:00Z', '2026-11-26T11:00:00Z', { test: true }),
        lesson('c', '2026-11-26T16:00:00Z', '2026-11-26T17:00:00Z', { status: 'Cancelled' }),
        lesson('d', '2026-11-27T09:00:00Z', '2026-11-27T10:00:00Z', { status: 'Pending' }),
        { __typename: 'TimeOff' },
      ]),
      sessionInstructor({ id: 'i-1' }),
      new Date('2026-11-26T08:05:00Z'),
      ['2026-11-26', '2026-11-27'],
    );
    expect(saved).toMatchObject({ version: 1, instructorId: 'i-1', savedAt: '2026-11-26T08:05:00.000Z' });
    expect(saved.lessons.map((l) => l.id)).toEqual(['a', 'b']);
    expect(saved.lessons[0]).toEqual({
      id: 'a',
      start: '2026-11-26T09:00:00Z',
      end: '2026-11-26T11:00:00Z',
      test: true,
      learnerName: 'Learner a',
      phone: '07700 900201',
      pickupAddress: '12 Otley Road, Leeds, LS6 3AA',
    });
  });

  it('falls back to the landline, and to nothing when the learner has no number or pickup address', () => {
    const base = lesson('a', '2026-11-26T09:00:00Z', '2026-11-26T11:00:00Z');
    const learner = { ...base.learner, mobileNumber: null, landlineNumber: '0113 496 0000', pickupAddress: null };
    const bare = { ...base.learner, mobileNumber: null, pickupAddress: null };
    const now = new Date('2026-11-26T08:00:00Z');
    const days = ['2026-11-26'];
    const [withLandline] = savedLessonsOf(
      answer([{ ...base, learner }]),
      sessionInstructor({ id: 'i-1' }),
      now,
      days,
    ).lessons;
    expect(withLandline).toMatchObject({ phone: '0113 496 0000', pickupAddress: null });
    const [without] = savedLessonsOf(
      answer([{ ...base, learner: bare }]),
      sessionInstructor({ id: 'i-1' }),
      now,
      days,
    ).lessons;
    expect(without).toMatchObject({ phone: null, pickupAddress: null });
  });
});

describe('what is shown offline', () => {
  const saved: SavedLessons = savedLessonsOf(
    answer([
      lesson('today', '2026-11-26T09:00:00Z', '2026-11-26T11:00:00Z'),
      lesson('tomorrow', '2026-11-27T09:00:00Z', '2026-11-27T11:00:00Z'),
    ]),
    sessionInstructor({ id: 'i-1' }),
    new Date('2026-11-26T07:45:00Z'),
    ['2026-11-26', '2026-11-27'],
  );

  it('shows today and tomorrow under their own headings', () => {
    const days = savedDaysToShow(saved, new Date('2026-11-26T12:00:00Z'));
    expect(days.map((d) => [d.heading, d.lessons.map((l) => l.id)])).toEqual([
      ['Today, 26/11/2026', ['today']],
      ['Tomorrow, 27/11/2026', ['tomorrow']],
    ]);
  });

  it("shows yesterday's snapshot's second day as today, and nothing for a day it does not cover", () => {
    const days = savedDaysToShow(saved, new Date('2026-11-27T07:00:00Z'));
    expect(days.map((d) => [d.heading, d.lessons.map((l) => l.id)])).toEqual([['Today, 27/11/2026', ['tomorrow']]]);
    expect(savedDaysToShow(saved, new Date('2026-11-28T07:00:00Z'))).toEqual([]);
  });
});

describe('the "saved at" label', () => {
  it('gives the UK time, in GMT and in BST', () => {
    expect(savedAtLabel('2026-11-26T07:45:00Z', new Date('2026-11-26T12:00:00Z'))).toBe('Saved at 07:45');
    expect(savedAtLabel('2026-07-01T13:05:00Z', new Date('2026-07-01T18:00:00Z'))).toBe('Saved at 14:05');
  });

  it('names the day when it was saved on an earlier UK day', () => {
    expect(savedAtLabel('2026-11-25T18:30:00Z', new Date('2026-11-26T08:00:00Z'))).toBe('Saved at 18:30 on Wed 25 Nov');
    // 23:30 UTC on 30 June is already 1 July in the UK.
    expect(savedAtLabel('2026-06-30T23:30:00Z', new Date('2026-07-01T08:00:00Z'))).toBe('Saved at 00:30');
  });
});

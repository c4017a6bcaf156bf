import { describe, expect, it } from 'vitest';
import type { CalendarTimeOffEventFragment } from '../../../gql/graphql.ts';
import { weekLesson } from '../test/fixtures.ts';
import { toCalendarItems } from './calendar-items.ts';
import { stepDate, visibleRange } from './calendar-views.ts';
import { describeDay, summariseDays } from './month-summary.ts';
import { rangeLabel } from './range-label.ts';
import { scrollTimeFor, toBusinessHours } from './time-grid-options.ts';

const lesson = weekLesson;
const timeOff = (over: Partial<CalendarTimeOffEventFragment> = {}): CalendarTimeOffEventFragment => ({
  __typename: 'TimeOff',
  id: 't',
  startDateTime: new Date(2030, 5, 4, 16).toISOString(),
  endDateTime: new Date(2030, 5, 4, 17).toISOString(),
  notes: 'School pick-up',
  status: 'Active',
  allDay: false,
  repeatFrequency: 'WEEKLY',
  seriesId: 's1',
  ...over,
});

describe('calendar items (spec 2 §2)', () => {
  it('draws a travel block before a lesson, and neither travel nor cancelled items are clickable', () => {
    const items = toCalendarItems([
      lesson(),
      lesson({ id: 'b', status: 'Cancelled', kind: 'UNPAID_LESSON' }),
      timeOff(),
    ]);
    expect(items.map((i) => [i.type, i.style, i.clickable])).toEqual([
      ['travel', 'TRAVEL', false],
      ['lesson', 'PAID_LESSON', true],
      ['lesson', 'CANCELLED', false],
      ['timeOff', 'UNAVAILABLE', true],
    ]);
    expect(items[0]!.start).toEqual(new Date(2030, 5, 4, 9, 30));
    expect(items[3]).toMatchObject({ title: 'School pick-up', repeating: true });
  });

  it('keeps a pending hold on screen but not clickable', () => {
    const [, held] = toCalendarItems([lesson({ status: 'Pending' })]);
    expect(held).toMatchObject({ pending: true, clickable: false });
  });
});

describe('views (spec 2 §2)', () => {
  const wednesday = new Date(2030, 5, 5);
  it('start weeks on Monday and step by the view', () => {
    expect(visibleRange('week', wednesday)).toEqual({ start: new Date(2030, 5, 3), end: new Date(2030, 5, 10) });
    expect(visibleRange('threeDay', wednesday).end).toEqual(new Date(2030, 5, 8));
    expect(visibleRange('month', wednesday)).toEqual({ start: new Date(2030, 4, 27), end: new Date(2030, 6, 1) });
    expect(stepDate('threeDay', wednesday, 1)).toEqual(new Date(2030, 5, 8));
    expect(stepDate('month', wednesday, -1)).toEqual(new Date(2030, 4, 1));
  });
  it('name the range', () => {
    expect(rangeLabel('day', wednesday)).toBe('Wednesday 5 June 2030');
    expect(rangeLabel('week', wednesday)).toBe('3 – 9 June 2030');
    expect(rangeLabel('week', new Date(2030, 6, 1))).toBe('1 – 7 July 2030');
    expect(rangeLabel('week', new Date(2030, 5, 30))).toBe('24 – 30 June 2030');
    expect(rangeLabel('threeDay', new Date(2030, 5, 29))).toBe('29 Jun – 1 Jul 2030');
    expect(rangeLabel('month', wednesday)).toBe('June 2030');
  });
  describe('open the time grid', () => {
    const tuesday = new Date(2030, 5, 4);
    const now = new Date(2030, 5, 4, 14, 20);
    const hours = toBusinessHours([{ day: 2, start: 510, end: 1020 }]);
    const at = (view: 'day' | 'week', date: Date, items = toCalendarItems([lesson()])) =>
      scrollTimeFor({ view, range: visibleRange(view, date), items, businessHours: hours, now });

    it("at the current hour today, even when the day's lessons are earlier", () => {
      expect(at('day', tuesday)).toBe('14:00:00');
    });
    it("at another day's first event (its travel), not the current hour", () => {
      const lessons = toCalendarItems([
        lesson({
          startDateTime: new Date(2030, 5, 11, 13).toISOString(),
          endDateTime: new Date(2030, 5, 11, 14).toISOString(),
        }),
      ]);
      expect(at('day', new Date(2030, 5, 11), lessons)).toBe('12:00:00');
      expect(at('week', new Date(2030, 5, 12), lessons)).toBe('12:00:00');
    });
    it('at the working-hours start of a day with nothing booked, or 07:00 without working hours', () => {
      expect(at('day', new Date(2030, 5, 5), [])).toBe('08:30:00');
      expect(at('day', new Date(2030, 5, 6), [])).toBe('07:00:00');
    });
    it('at the first event of a week', () => {
      expect(at('week', tuesday)).toBe('09:00:00');
    });
    it("at a lesson just booked (issue 23), not the day's earlier lessons or the working-hours start", () => {
      const range = visibleRange('day', tuesday);
      const items = toCalendarItems([lesson()]);
      expect(scrollTimeFor({ view: 'day', range, items, businessHours: hours, now, focus: '19:15' })).toBe('19:00:00');
      expect(
        scrollTimeFor({
          view: 'week',
          range: visibleRange('week', tuesday),
          items: [],
          businessHours: hours,
          now,
          focus: '19:15',
        }),
      ).toBe('19:00:00');
    });
  });
  it('turn working hours (Monday 0) into business hours (Sunday 0)', () => {
    const hours = [
      { day: 0, start: 540, end: 1020 },
      { day: 6, start: null, end: null },
      { day: 0, start: 480, end: 960 },
    ];
    expect(toBusinessHours(hours)).toEqual([{ daysOfWeek: [1], startTime: '08:00', endTime: '17:00' }]);
    expect(toBusinessHours([])).toBe(false);
  });
});

describe('month summary', () => {
  it('counts each kind per day, without travel, spreading all-day slots over their days', () => {
    const days = [new Date(2030, 5, 4), new Date(2030, 5, 5)];
    const allDay = timeOff({
      id: 'w',
      allDay: true,
      startDateTime: new Date(2030, 5, 4).toISOString(),
      endDateTime: new Date(2030, 5, 6).toISOString(),
    });
    const [tue, wed] = summariseDays(
      days,
      toCalendarItems([lesson(), lesson({ id: 'n', kind: 'NEW_LESSON' }), allDay]),
    );
    expect(tue!.counts).toEqual({ PAID_LESSON: 1, NEW_LESSON: 1, UNAVAILABLE: 1 });
    expect(wed!.counts).toEqual({ UNAVAILABLE: 1 });
    expect(describeDay(tue!, new Date(2030, 0, 1))).toBe(
      'Tuesday 4 June, 2 lessons (1 paid, 1 with a new learner), 1 unavailable slot',
    );
  });
});

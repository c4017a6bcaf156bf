import { describe, expect, it } from 'vitest';
import { sectorOf } from '../postcode/index.ts';
import {
  type AvailabilityInput,
  type BusyItem,
  evaluateSlots,
  isBookable,
  isWithinWorkingHours,
} from './availability.ts';
import { repeatOccurrences } from './repeat.ts';

const at = (iso: string) => new Date(iso);
/** Mon-Sat 08:00-18:00, Sunday off. */
const week = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: day === 6 ? null : 480, end: day === 6 ? null : 1080 }));
// Monday 1 June 2026 (BST): 10:00 local = 09:00Z.
const slot = (start: string, end: string, travelMinutes = 0) => ({ start: at(start), end: at(end), travelMinutes });
const mondayTen = slot('2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z');
const learner = {
  sourcedBy: 'Business' as const,
  pickupPostcode: 'LS6 3AA',
  balanceHours: 10,
  hasPreviousLessons: true,
};
const input = (over: Partial<AvailabilityInput> = {}): AvailabilityInput => ({
  slots: [mondayTen],
  busy: [],
  workingHours: week,
  ...over,
});
const results = (over: Partial<AvailabilityInput>) => evaluateSlots(input(over)).map((r) => r.availability);
const lessonAt = (id: string, start: string, end: string, travelMinutes = 0): BusyItem => ({
  id,
  kind: 'lesson',
  start: at(start),
  end: at(end),
  travelMinutes,
});

describe('evaluateSlots: working hours', () => {
  it('accepts a slot inside the hours and refuses one outside, or on a day off', () => {
    expect(results({})).toEqual(['Available']);
    expect(results({ slots: [slot('2026-06-01T06:00:00Z', '2026-06-01T07:30:00Z')] })).toEqual([
      'DateTimeNotAvailable',
    ]);
    expect(results({ slots: [slot('2026-06-01T16:30:00Z', '2026-06-01T17:30:00Z')] })).toEqual([
      'DateTimeNotAvailable',
    ]);
    expect(results({ slots: [slot('2026-06-07T09:00:00Z', '2026-06-07T10:00:00Z')] })).toEqual([
      'DateTimeNotAvailable',
    ]);
  });
  it('uses the UK wall clock: 08:00 GMT in winter, 08:00 BST in summer', () => {
    expect(isWithinWorkingHours(slot('2026-01-05T08:00:00Z', '2026-01-05T09:00:00Z'), week)).toBe(true);
    expect(isWithinWorkingHours(slot('2026-06-01T07:00:00Z', '2026-06-01T08:00:00Z'), week)).toBe(true);
    expect(isWithinWorkingHours(slot('2026-06-01T06:45:00Z', '2026-06-01T08:00:00Z'), week)).toBe(false);
    expect(isWithinWorkingHours(slot('2026-06-01T16:00:00Z', '2026-06-01T17:00:00Z'), week)).toBe(true);
  });
  it('is skipped with ignoreWorkHours, and when no hours are set', () => {
    const sunday = [slot('2026-06-07T09:00:00Z', '2026-06-07T10:00:00Z')];
    expect(results({ slots: sunday, ignoreWorkHours: true })).toEqual(['Available']);
    expect(results({ slots: sunday, workingHours: null })).toEqual(['Available']);
  });
});

describe('evaluateSlots: calendar items', () => {
  it('refuses an overlap with a lesson, and allows back-to-back', () => {
    const busy = [lessonAt('a', '2026-06-01T09:30:00Z', '2026-06-01T10:30:00Z')];
    expect(results({ busy })).toEqual(['DateTimeNotAvailable']);
    const before = [lessonAt('b', '2026-06-01T08:00:00Z', '2026-06-01T09:00:00Z')];
    expect(results({ busy: before })).toEqual(['Available']);
  });
  it("counts the other lesson's travel time and the slot's own travel time", () => {
    const next = [lessonAt('a', '2026-06-01T10:15:00Z', '2026-06-01T11:15:00Z', 30)];
    expect(results({ busy: next })).toEqual(['DateTimeNotAvailable']);
    expect(results({ busy: [lessonAt('a', '2026-06-01T10:30:00Z', '2026-06-01T11:30:00Z', 30)] })).toEqual([
      'Available',
    ]);
    const previous = [lessonAt('p', '2026-06-01T07:30:00Z', '2026-06-01T08:45:00Z')];
    expect(results({ busy: previous, slots: [{ ...mondayTen, travelMinutes: 30 }] })).toEqual(['DateTimeNotAvailable']);
    expect(results({ busy: previous, slots: [{ ...mondayTen, travelMinutes: 15 }] })).toEqual(['Available']);
  });
  it('ignores the given ids (the lesson being edited)', () => {
    const busy = [lessonAt('me', '2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z')];
    expect(results({ busy, ignoreIds: ['me'] })).toEqual(['Available']);
  });
  it('refuses time off unless ignoreTimeOff', () => {
    const busy: BusyItem[] = [{ ...lessonAt('t', '2026-06-01T08:00:00Z', '2026-06-01T12:00:00Z'), kind: 'time_off' }];
    expect(results({ busy })).toEqual(['DateTimeNotAvailable']);
    expect(results({ busy, ignoreTimeOff: true })).toEqual(['Available']);
  });
  it('does not let a series collide with itself', () => {
    const slots = [
      mondayTen,
      slot('2026-06-01T09:30:00Z', '2026-06-01T10:30:00Z'),
      slot('2026-06-01T10:00:00Z', '2026-06-01T11:00:00Z'),
    ];
    expect(results({ slots })).toEqual(['Available', 'DateTimeNotAvailable', 'Available']);
  });
});

describe('evaluateSlots: learner rules', () => {
  it('refuses a pickup outside the covered areas: district opted in, sector not opted out', () => {
    const coverage = (districts: string[], sectorOptOuts: string[] = []) => ({ districts, sectorOptOuts });
    expect(results({ learner, coverage: coverage(['LS1', 'LS6']) })).toEqual(['Available']);
    expect(results({ learner, coverage: coverage(['LS1', 'LS2']) })).toEqual(['PostcodeNotCovered']);
    expect(results({ learner, coverage: coverage(['LS6'], [sectorOf(learner.pickupPostcode) ?? '']) })).toEqual([
      'PostcodeNotCovered',
    ]);
    expect(results({ learner: { ...learner, pickupPostcode: null }, coverage: coverage(['LS1']) })).toEqual([
      'PostcodeNotCovered',
    ]);
    expect(results({ learner, coverage: coverage([]) })).toEqual(['PostcodeNotCovered']);
  });
  it('refuses a new learner when capacity is full or locked', () => {
    const newLearner = { ...learner, hasPreviousLessons: false };
    expect(results({ learner: newLearner, capacity: { maximum: 5, locked: false, activeLearners: 5 } })).toEqual([
      'NoCapacity',
    ]);
    expect(results({ learner: newLearner, capacity: { maximum: 5, locked: true, activeLearners: 0 } })).toEqual([
      'NoCapacity',
    ]);
    expect(results({ learner: newLearner, capacity: { maximum: 5, locked: false, activeLearners: 4 } })).toEqual([
      'Available',
    ]);
    expect(results({ learner, capacity: { maximum: 5, locked: true, activeLearners: 9 } })).toEqual(['Available']);
  });
  it('consumes the balance across the series in order', () => {
    const slots = repeatOccurrences(mondayTen.start, at('2026-06-01T11:00:00Z'), 'WEEKLY', 3).map((s) => ({
      ...s,
      travelMinutes: 0,
    }));
    const business = evaluateSlots(input({ slots, learner: { ...learner, balanceHours: 5 } }));
    expect(business.map((r) => [r.prepaid, r.insufficientBalanceForBooking])).toEqual([
      [true, false],
      [true, false],
      [false, true],
    ]);
    expect(business.map(isBookable)).toEqual([true, true, false]);
    const self = evaluateSlots(input({ slots, learner: { ...learner, sourcedBy: 'Instructor', balanceHours: 3 } }));
    expect(self.map((r) => [r.prepaid, r.insufficientBalanceForBooking])).toEqual([
      [true, false],
      [false, false],
      [false, false],
    ]);
  });
  it('does not spend hours on unavailable slots', () => {
    const busy = [lessonAt('a', '2026-06-01T09:00:00Z', '2026-06-01T10:00:00Z')];
    const slots = [mondayTen, slot('2026-06-02T09:00:00Z', '2026-06-02T10:00:00Z')];
    const out = evaluateSlots(input({ slots, busy, learner: { ...learner, balanceHours: 1 } }));
    expect(out.map((r) => [r.availability, r.prepaid])).toEqual([
      ['DateTimeNotAvailable', false],
      ['Available', true],
    ]);
  });
});

describe('evaluateSlots: a weekly series across both UK clock changes', () => {
  it('finds the 10:00 lesson free each week, clashing only with the 10:00 BST time off', () => {
    for (const [first, clockChange] of [
      ['2026-03-23T10:00:00Z', '2026-03-29T23:00:00Z'],
      ['2026-10-19T09:00:00Z', '2026-10-25T23:00:00Z'],
    ] as const) {
      const start = at(first);
      const slots = repeatOccurrences(start, new Date(start.getTime() + 3_600_000), 'WEEKLY', 3).map((s) => ({
        ...s,
        travelMinutes: 0,
      }));
      const afterChange = slots[1]!;
      expect(afterChange.start.getTime()).toBeGreaterThan(at(clockChange).getTime());
      expect(results({ slots })).toEqual(['Available', 'Available', 'Available']);
      const busy: BusyItem[] = [
        { id: 't', kind: 'time_off', start: afterChange.start, end: afterChange.end, travelMinutes: 0 },
      ];
      expect(results({ slots, busy })).toEqual(['Available', 'DateTimeNotAvailable', 'Available']);
    }
  });
});

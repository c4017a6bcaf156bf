import { describe, expect, it } from 'vitest';
import { franchiseTabs } from '../franchise/index.ts';
import { PREFERENCE_TRAVEL_OPTIONS } from './constants.ts';
import { updateInstructorPreferencesSchema } from './preferences-commands.ts';
import { emptyWeek, isCapacityClosed, isTestCentreCovered, nextCapacityInput, toggleDay } from './rules.ts';
import { clampSliderMinute, isSliderMinute, minutesToTime, timeToMinutes } from './times.ts';

const valid = () => ({
  propositionAllocationId: 'f1',
  instructorId: 'i1',
  travelTime: 15,
  learnerCapacity: 20,
  lessonTypes: [{ lessonType: 'PassPlus' as const, enabled: true }],
  workingHours: emptyWeek().map((d) => (d.dayNumber < 5 ? toggleDay(d, true) : d)),
  userType: 'Instructor' as const,
  testCentres: ['c1', 'c1'],
});
const firstIssue = (input: unknown) => updateInstructorPreferencesSchema.safeParse(input).error?.issues[0]?.message;

describe('preferences rules', () => {
  it('shows minutes as 24-hour times and reads them back', () => {
    expect(minutesToTime(60)).toBe('01:00');
    expect(minutesToTime(540)).toBe('09:00');
    expect(minutesToTime(1380)).toBe('23:00');
    expect(minutesToTime(1035)).toBe('17:15');
    expect(timeToMinutes('17:15')).toBe(1035);
    expect(timeToMinutes('24:00')).toBeNull();
    expect(timeToMinutes('9:00')).toBeNull();
  });

  it('keeps the slider within 60-1380 on 15-minute steps', () => {
    expect(clampSliderMinute(0)).toBe(60);
    expect(clampSliderMinute(1440)).toBe(1380);
    expect(clampSliderMinute(547)).toBe(540);
    expect(isSliderMinute(45)).toBe(false);
    expect(isSliderMinute(1395)).toBe(false);
    expect(isSliderMinute(550)).toBe(false);
    expect(isSliderMinute(555)).toBe(true);
  });

  it('switches a day on at 09:00-17:00 and off to no hours, Monday first', () => {
    const [monday] = emptyWeek();
    expect(monday).toEqual({ dayNumber: 0, startTime: null, endTime: null });
    expect(toggleDay(monday!, true)).toEqual({ dayNumber: 0, startTime: 540, endTime: 1020 });
    expect(toggleDay({ dayNumber: 3, startTime: 600, endTime: 700 }, false)).toEqual({
      dayNumber: 3,
      startTime: null,
      endTime: null,
    });
  });

  it('takes capacity 0-99 and ignores anything else, leaving empty as empty', () => {
    expect(nextCapacityInput('12', 5)).toBe(12);
    expect(nextCapacityInput('0', 5)).toBe(0);
    expect(nextCapacityInput('99', 5)).toBe(99);
    expect(nextCapacityInput('100', 99)).toBe(99);
    expect(nextCapacityInput('-1', 7)).toBe(7);
    expect(nextCapacityInput('1.5', 7)).toBe(7);
    expect(nextCapacityInput('', 7)).toBeNull();
  });

  it('offers travel 15-60 in 15s on the page', () => {
    expect(PREFERENCE_TRAVEL_OPTIONS).toEqual([15, 30, 45, 60]);
  });

  it('calls a franchise closed to new learners when its capacity is full or 0 and the office has not locked it', () => {
    expect(isCapacityClosed({ maximum: 10, current: 3, locked: false })).toBe(false);
    expect(isCapacityClosed({ maximum: 10, current: 10, locked: false })).toBe(true);
    expect(isCapacityClosed({ maximum: 10, current: 0, locked: true })).toBe(false);
    expect(isCapacityClosed({ maximum: 0, current: 0, locked: true })).toBe(false);
    expect(isCapacityClosed({ maximum: 0, current: 0, locked: false })).toBe(true);
  });

  it('needs a chosen test centre for a test lesson only', () => {
    expect(isTestCentreCovered(false, 0)).toBe(true);
    expect(isTestCentreCovered(true, 0)).toBe(false);
    expect(isTestCentreCovered(true, 2)).toBe(true);
  });

  it('tabs leave out third-party franchises and prefix brands when two are held (100002)', () => {
    const tabs = franchiseTabs([
      { id: 'b', proposition: { name: 'BSM Full', type: 'Full', brand: 'BSM' } },
      { id: 'a', proposition: { name: 'AA Full', type: 'Full', brand: 'AADS' } },
      { id: 't', proposition: { name: 'Third party', type: 'ThirdParty', brand: 'AADS' } },
    ]);
    expect(tabs.map((t) => t.label)).toEqual(['AA Learners', 'BSM Learners']);
  });
});

describe('updateInstructorPreferencesSchema', () => {
  it('accepts a valid week and drops repeated test centres', () => {
    const parsed = updateInstructorPreferencesSchema.parse(valid());
    expect(parsed.testCentres).toEqual(['c1']);
  });

  it('refuses capacity missing or over 99 with the spec message', () => {
    expect(firstIssue({ ...valid(), learnerCapacity: null })).toBe('Please set capacity');
    expect(firstIssue({ ...valid(), learnerCapacity: 100 })).toBe('Capacity must be between 0 and 99');
  });

  it('refuses hours off the slider, off the step, or a start after the end', () => {
    const week = (start: number, end: number) =>
      valid().workingHours.map((d) => (d.dayNumber === 2 ? { dayNumber: 2, startTime: start, endTime: end } : d));
    expect(firstIssue({ ...valid(), workingHours: week(30, 600) })).toBe(
      'Working hours must be between 01:00 and 23:00',
    );
    expect(firstIssue({ ...valid(), workingHours: week(545, 600) })).toBe('Working hours must be in 15 minute steps');
    expect(firstIssue({ ...valid(), workingHours: week(900, 600) })).toBe(
      'The start of the day must be before its end',
    );
    expect(firstIssue({ ...valid(), workingHours: valid().workingHours.slice(1) })).toBe(
      'Working hours need every day from Monday to Sunday once',
    );
  });

  it('refuses a travel time that is not an option', () => {
    expect(firstIssue({ ...valid(), travelTime: 20 })).toBe('Travel time must be 0, 15, 30, 45 or 60 minutes');
  });
});

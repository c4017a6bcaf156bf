import { describe, expect, it } from 'vitest';
import type { PreferencesData } from '../api/use-preferences.ts';
import { inputOf, preferencesResolver, valuesOf } from './preferences-values.ts';

const F = 'franchise-1';
const data = {
  __typename: 'Instructor',
  id: 'me',
  workingHours: [
    { __typename: 'WorkingHours', id: 'w0', day: 0, start: 480, end: 1080, lineItemKey: F },
    { __typename: 'WorkingHours', id: 'w6', day: 6, start: null, end: null, lineItemKey: F },
    { __typename: 'WorkingHours', id: 'x0', day: 0, start: 600, end: 700, lineItemKey: 'other' },
  ],
  travelTime: [{ __typename: 'TravelTime', id: F, lineItemKey: F, time: 0 }],
  learnerCapacity: [{ __typename: 'LearnerCapacity', id: F, lineItemKey: F, current: 3, maximum: 8, locked: false }],
  lessonTypes: [
    {
      __typename: 'InstructorLessonType',
      propositionAllocationId: F,
      lessonType: 'PassPlus',
      enabled: true,
      toggleable: true,
    },
  ],
  testCentres: [
    {
      __typename: 'InstructorTestCentre',
      id: 'c1',
      lineItemKey: F,
      name: 'Leeds (Harehills)',
      line1: 'Harehills Lane',
      line2: null,
      town: 'Leeds',
      county: 'West Yorkshire',
      postcode: 'LS9 6JB',
    },
  ],
} satisfies PreferencesData;

const ids = { instructorId: 'me', franchiseId: F };

describe('preferences form values', () => {
  it("reads one franchise's saved values, Monday first, other days off", () => {
    const values = valuesOf(data, F);
    expect(values.workingHours[0]).toEqual({ dayNumber: 0, startTime: 480, endTime: 1080 });
    expect(values.workingHours[3]).toEqual({ dayNumber: 3, startTime: null, endTime: null });
    expect(values).toMatchObject({ travelTime: 0, learnerCapacity: 8, passPlus: true, shortNoticeTest: false });
    expect(values.testCentres.map((c) => c.name)).toEqual(['Leeds (Harehills)']);
  });

  it('starts a franchise with nothing saved at travel 15 and capacity 20', () => {
    expect(valuesOf(data, 'new')).toMatchObject({ travelTime: 15, learnerCapacity: 20, testCentres: [] });
  });

  it('sends userType Instructor and the centres by id', () => {
    const input = inputOf(valuesOf(data, F), ids);
    expect(input).toMatchObject({ userType: 'Instructor', testCentres: ['c1'], propositionAllocationId: F });
    expect(input.lessonTypes).toEqual([
      { lessonType: 'PassPlus', enabled: true },
      { lessonType: 'ShortNoticeTest', enabled: false },
    ]);
  });

  it("gives the form the domain's messages, a day's under its index", async () => {
    const values = { ...valuesOf(data, F), travelTime: 15, learnerCapacity: null };
    values.workingHours = values.workingHours.map((d, i) => (i === 2 ? { ...d, startTime: 900, endTime: 600 } : d));
    const resolve = preferencesResolver(ids);
    const result = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors.learnerCapacity?.message).toBe('Please set capacity');
    const day = await resolve({ ...values, learnerCapacity: 8 }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(day.errors.workingHours?.[2]?.message).toBe('The start of the day must be before its end');
    const saved = await resolve({ ...valuesOf(data, F), travelTime: 15 }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(saved.errors).toEqual({});
  });
});

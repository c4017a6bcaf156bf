import { z } from 'zod';
import { type CommandIssue, isTravelTimeOption, reportIssues } from '../calendar/command-issues.ts';
import { CAPACITY_MAX, CAPACITY_MIN, preferenceLessonTypes, preferenceUserTypes } from './constants.ts';
import { preferenceMessages as m } from './messages.ts';
import { isSliderMinute } from './times.ts';

/** A franchise may choose at most this many test centres (decision: more than any instructor drives to). */
export const MAX_TEST_CENTRES = 20;

const dayFields = z.object({
  dayNumber: z.number().int(),
  startTime: z.number().nullable(),
  endTime: z.number().nullable(),
});

const preferencesFields = z.object({
  propositionAllocationId: z.string(),
  instructorId: z.string(),
  travelTime: z.number({ error: m.travelTimeOption }),
  learnerCapacity: z.number({ error: m.capacityRequired }).nullable(),
  lessonTypes: z.array(z.object({ lessonType: z.enum(preferenceLessonTypes), enabled: z.boolean() })),
  workingHours: z.array(dayFields),
  userType: z.enum(preferenceUserTypes),
  testCentres: z.array(z.string()).transform((ids) => [...new Set(ids)]),
});
type PreferencesFields = z.output<typeof preferencesFields>;

const dayIssues = (day: PreferencesFields['workingHours'][number], index: number): CommandIssue[] => {
  const path = ['workingHours', index];
  const { startTime: start, endTime: end } = day;
  if (start === null && end === null) return [];
  if (start === null || end === null) return [{ path, message: m.hoursOrder }];
  if (![start, end].every((t) => t >= 60 && t <= 1380)) return [{ path, message: m.hoursRange }];
  if (![start, end].every(isSliderMinute)) return [{ path, message: m.hoursStep }];
  return start < end ? [] : [{ path, message: m.hoursOrder }];
};

const weekIssues = (week: PreferencesFields['workingHours']): CommandIssue[] => {
  const days = week.map((d) => d.dayNumber).sort();
  if (days.join() !== '0,1,2,3,4,5,6') return [{ path: 'workingHours', message: m.dayMissing }];
  return week.flatMap(dayIssues);
};

const preferencesIssues = (input: PreferencesFields): CommandIssue[] => {
  const capacity = input.learnerCapacity;
  if (capacity === null) return [{ path: 'learnerCapacity', message: m.capacityRequired }];
  if (!Number.isInteger(capacity) || capacity < CAPACITY_MIN || capacity > CAPACITY_MAX) {
    return [{ path: 'learnerCapacity', message: m.capacityRange }];
  }
  if (!isTravelTimeOption(input.travelTime)) return [{ path: 'travelTime', message: m.travelTimeOption }];
  if (input.testCentres.length > MAX_TEST_CENTRES) return [{ path: 'testCentres', message: m.unknownTestCentre }];
  return weekIssues(input.workingHours);
};

/**
 * updateInstructorPreferences' input (spec 4 §3): capacity 0-99, a travel time option, the seven days with
 * hours on the slider (60-1380 in 15s, start before end) or off, lesson types, and test centre ids.
 */
export const updateInstructorPreferencesSchema = preferencesFields.superRefine((input, ctx) =>
  reportIssues(ctx, preferencesIssues(input)),
);
export type UpdateInstructorPreferencesCommand = z.output<typeof updateInstructorPreferencesSchema>;
export type UpdateInstructorPreferencesInput = z.input<typeof updateInstructorPreferencesSchema>;

import { DEFAULT_PREFERENCE_TRAVEL_MINUTES } from '@portal/domain/calendar';
import {
  DEFAULT_CAPACITY,
  emptyWeek,
  type PreferenceDay,
  type UpdateInstructorPreferencesInput,
  updateInstructorPreferencesSchema,
} from '@portal/domain/preferences';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { PreferencesData } from '../api/use-preferences.ts';
import type { TestCentre } from '../api/use-test-centres.ts';

/** One franchise's preferences as the form holds them. */
export type PreferencesValues = {
  travelTime: number;
  learnerCapacity: number | null;
  passPlus: boolean;
  shortNoticeTest: boolean;
  workingHours: PreferenceDay[];
  testCentres: TestCentre[];
};

/** The saved values of one franchise; a franchise with nothing saved starts with the spec's defaults. */
export const valuesOf = (data: PreferencesData, franchiseId: string): PreferencesValues => {
  const week = emptyWeek().map((day) => {
    const saved = data.workingHours.find((h) => h.lineItemKey === franchiseId && h.day === day.dayNumber);
    return saved ? { ...day, startTime: saved.start, endTime: saved.end } : day;
  });
  const enabled = (type: string) =>
    data.lessonTypes.some((t) => t.propositionAllocationId === franchiseId && t.lessonType === type && t.enabled);
  return {
    travelTime: data.travelTime.find((t) => t.lineItemKey === franchiseId)?.time ?? DEFAULT_PREFERENCE_TRAVEL_MINUTES,
    learnerCapacity: data.learnerCapacity.find((c) => c.lineItemKey === franchiseId)?.maximum ?? DEFAULT_CAPACITY,
    passPlus: enabled('PassPlus'),
    shortNoticeTest: enabled('ShortNoticeTest'),
    workingHours: week,
    testCentres: data.testCentres
      .filter((c) => c.lineItemKey === franchiseId)
      .map(({ lineItemKey: _key, __typename: _type, ...centre }) => ({ __typename: 'TestCentre' as const, ...centre })),
  };
};

/** The save's input (spec 4 §3): userType Instructor, the centres by id. */
export const inputOf = (
  values: PreferencesValues,
  ids: { instructorId: string; franchiseId: string },
): UpdateInstructorPreferencesInput => ({
  propositionAllocationId: ids.franchiseId,
  instructorId: ids.instructorId,
  travelTime: values.travelTime,
  learnerCapacity: values.learnerCapacity,
  lessonTypes: [
    { lessonType: 'PassPlus', enabled: values.passPlus },
    { lessonType: 'ShortNoticeTest', enabled: values.shortNoticeTest },
  ],
  workingHours: values.workingHours,
  userType: 'Instructor',
  testCentres: values.testCentres.map((c) => c.id),
});

/** The domain's save rules as the form's resolver: the first broken rule of each field, with the spec's words. */
export const preferencesResolver =
  (ids: { instructorId: string; franchiseId: string }): Resolver<PreferencesValues> =>
  async (values) => {
    const result = updateInstructorPreferencesSchema.safeParse(inputOf(values, ids));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    const days: Array<{ type: string; message: string }> = [];
    for (const issue of result.error.issues) {
      const [field, index] = issue.path;
      const error = { type: 'domain', message: issue.message };
      if (field === 'workingHours' && typeof index === 'number') days[index] ??= error;
      else errors[String(field ?? 'root')] ??= error;
    }
    if (days.length > 0) errors.workingHours = days;
    return { values: {}, errors: errors as FieldErrors<PreferencesValues> };
  };

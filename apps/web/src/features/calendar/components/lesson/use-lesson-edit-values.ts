import { endForNewStart, type LessonEditValues } from '@portal/domain/calendar';
import { isValid } from 'date-fns';
import { useState } from 'react';
import type { LessonDetails } from '../../api/use-calendar-lesson.ts';

type Values = LessonEditValues & { test: boolean };

const valid = (d: Date | null): d is Date => d !== null && isValid(d);
const same = (a: Date | null, b: Date) => valid(a) && a.getTime() === b.getTime();

/**
 * The lesson edit values and their linked changes: a new start date moves the end to the same day
 * (spec 2 §4); a new start time keeps the lesson's length.
 */
export const useLessonEditValues = (lesson: LessonDetails) => {
  const originalStart = new Date(lesson.startDateTime);
  const originalEnd = new Date(lesson.endDateTime);
  const [values, setValues] = useState<Values>({
    start: originalStart,
    end: originalEnd,
    travelTime: lesson.travelTimeInMinutes,
    test: lesson.test,
  });

  const setStart = (start: Date | null) =>
    setValues((v) => {
      if (!valid(start) || !valid(v.end)) return { ...v, start };
      return { ...v, start, end: endForNewStart(valid(v.start) ? v.start : null, start, v.end) };
    });

  const timesChanged =
    !same(values.start, originalStart) ||
    !same(values.end, originalEnd) ||
    values.travelTime !== lesson.travelTimeInMinutes;

  return {
    values,
    timesChanged,
    dirty: timesChanged || values.test !== lesson.test,
    setStart,
    setEnd: (end: Date | null) => setValues((v) => ({ ...v, end })),
    setTravelTime: (travelTime: number) => setValues((v) => ({ ...v, travelTime })),
    setTest: (test: boolean) => setValues((v) => ({ ...v, test })),
  };
};

import { zodResolver } from '@hookform/resolvers/zod';
import { endForNewStart, type LessonEditValues, lessonEditSchema } from '@portal/domain/calendar';
import { isValid } from 'date-fns';
import { useForm, useWatch } from 'react-hook-form';
import type { LessonDetails } from '../../api/use-calendar-lesson.ts';

const valid = (d: Date | null | undefined): d is Date => d != null && isValid(d);
const same = (a: Date | null | undefined, b: Date) => valid(a) && a.getTime() === b.getTime();
const asChanged = { shouldDirty: true } as const;

/**
 * The lesson edit form, checked by the domain's lessonEditSchema, with its linked changes: a new start date moves
 * the end to the same day (spec 2 §4), a new start time keeps the lesson's length. The start and the end are
 * judged together as either changes, so every message shows as the times are changed (issue 8).
 */
export const useLessonEditForm = (lesson: LessonDetails) => {
  const originalStart = new Date(lesson.startDateTime);
  const originalEnd = new Date(lesson.endDateTime);
  const form = useForm<LessonEditValues>({
    resolver: zodResolver(lessonEditSchema),
    mode: 'onChange',
    defaultValues: {
      start: originalStart,
      end: originalEnd,
      travelTime: lesson.travelTimeInMinutes,
      test: lesson.test,
    },
  });
  const { control, getValues, setValue, trigger } = form;
  const [start, end, travelTime] = useWatch({ control, name: ['start', 'end', 'travelTime'] });
  const checkTimes = () => void trigger(['start', 'end']);

  const handleStartChange = (next: Date | null) => {
    const { start: before, end: currentEnd } = getValues();
    setValue('start', next, asChanged);
    if (valid(next) && valid(currentEnd)) {
      setValue('end', endForNewStart(valid(before) ? before : null, next, currentEnd), asChanged);
    }
    checkTimes();
  };
  const handleEndChange = (next: Date | null) => {
    setValue('end', next, asChanged);
    checkTimes();
  };

  const timesChanged =
    !same(start, originalStart) || !same(end, originalEnd) || travelTime !== lesson.travelTimeInMinutes;
  return { form, values: { start, end, travelTime }, timesChanged, handleStartChange, handleEndChange };
};

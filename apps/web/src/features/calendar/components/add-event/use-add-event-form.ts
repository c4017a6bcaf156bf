import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AddEventValues,
  allDayRange,
  applyRepeatChoice,
  applyTestToggle,
  createAddEventSchema,
  defaultEventEnd,
  type EventType,
  type RepeatChoice,
} from '@portal/domain/calendar';
import {
  addDays,
  addMinutes,
  differenceInCalendarDays,
  differenceInMinutes,
  isValid,
  setHours,
  startOfDay,
} from 'date-fns';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';

const valid = (d: Date | null): d is Date => d !== null && isValid(d);

/**
 * The add-event form with the domain's schema, plus the linked-field rules of spec 2 §4: type sets the
 * default length, all day spans whole days, ticking test resets the repeat, a moved start keeps the length.
 */
export const useAddEventForm = (defaultValues: AddEventValues) => {
  const schema = useMemo(() => createAddEventSchema(), []);
  const form = useForm<AddEventValues>({ resolver: zodResolver(schema), defaultValues, mode: 'onSubmit' });
  const { getValues, setValue, formState } = form;

  const set = <K extends keyof AddEventValues>(key: K, value: AddEventValues[K]) =>
    setValue(key, value as never, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  const setMany = (values: Partial<AddEventValues>) => {
    for (const [key, value] of Object.entries(values)) set(key as keyof AddEventValues, value as never);
  };

  const handleTypeChange = (type: EventType) => {
    const { start, allDay } = getValues();
    if (type === 'LESSON') {
      const from = valid(start) && allDay ? setHours(startOfDay(start), 9) : start;
      setMany({ type, test: getValues('test') ?? false, allDay: false, start: from });
    } else setMany({ type, test: null });
    const current = getValues('start');
    if (valid(current) && !getValues('allDay')) set('end', defaultEventEnd(current, type));
  };

  const handleStartChange = (start: Date | null) => {
    const { start: before, end, allDay } = getValues();
    set('start', start);
    if (!valid(start) || !valid(before) || !valid(end)) return;
    if (allDay) {
      set('start', allDayRange(start).start);
      set('end', allDayRange(addDays(start, Math.max(0, differenceInCalendarDays(end, before)))).end);
      return;
    }
    set('end', addMinutes(start, differenceInMinutes(end, before)));
  };

  const handleEndChange = (end: Date | null) => {
    set('end', valid(end) && getValues('allDay') ? allDayRange(end).end : end);
  };

  const handleAllDayChange = (allDay: boolean) => {
    const start = getValues('start');
    set('allDay', allDay);
    if (!valid(start)) return;
    if (allDay) setMany(allDayRange(start));
    else {
      const from = setHours(startOfDay(start), 9);
      setMany({ start: from, end: defaultEventEnd(from, 'UNAVAILABLE') });
    }
  };

  const handleTestChange = (test: boolean) => {
    const next = applyTestToggle(
      { test: getValues('test') ?? false, repeat: getValues('repeat'), repeatCount: getValues('repeatCount') },
      test,
    );
    setMany(next);
  };

  const handleRepeatChange = (repeat: RepeatChoice) => {
    const next = applyRepeatChoice(
      { test: getValues('test') ?? false, repeat: getValues('repeat'), repeatCount: getValues('repeatCount') },
      repeat,
    );
    setMany({ repeat: next.repeat, repeatCount: next.repeatCount });
  };

  return {
    form,
    handleTypeChange,
    handleStartChange,
    handleEndChange,
    handleAllDayChange,
    handleTestChange,
    handleRepeatChange,
  };
};

export type AddEventFormApi = ReturnType<typeof useAddEventForm>;

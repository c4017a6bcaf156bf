import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AddEventValues,
  allDayRange,
  applyRepeatChoice,
  applyTestToggle,
  createAddEventSchema,
  defaultEventEnd,
  type EventType,
  endForNewStart,
  type RepeatChoice,
} from '@portal/domain/calendar';
import { addDays, differenceInCalendarDays, isValid, setHours, startOfDay } from 'date-fns';
import { useMemo } from 'react';
import { type UseFormGetValues, useForm } from 'react-hook-form';

const valid = (d: Date | null): d is Date => d !== null && isValid(d);

/** Reads and writes of the form's values, for the linked-field rules below. */
type Fields = {
  get: UseFormGetValues<AddEventValues>;
  set: <K extends keyof AddEventValues>(key: K, value: AddEventValues[K]) => void;
  setMany: (values: Partial<AddEventValues>) => void;
};

const changeType = ({ get, set, setMany }: Fields, type: EventType) => {
  const { start, allDay } = get();
  if (type === 'LESSON') {
    const from = valid(start) && allDay ? setHours(startOfDay(start), 9) : start;
    setMany({ type, test: get('test') ?? false, allDay: false, start: from });
  } else setMany({ type, test: null });
  const current = get('start');
  if (valid(current) && !get('allDay')) set('end', defaultEventEnd(current, type));
};

const changeStart = ({ get, set }: Fields, start: Date | null) => {
  const { start: before, end, allDay, type } = get();
  set('start', start);
  if (!valid(start) || !valid(end)) return;
  if (allDay) {
    const days = valid(before) ? Math.max(0, differenceInCalendarDays(end, before)) : 0;
    set('start', allDayRange(start).start);
    set('end', allDayRange(addDays(start, days)).end);
    return;
  }
  // The end follows the start's day however the start is entered, also while half typed (issue 8).
  set('end', endForNewStart(valid(before) ? before : null, start, end, type === 'UNAVAILABLE'));
};

const changeAllDay = ({ get, set, setMany }: Fields, allDay: boolean) => {
  const start = get('start');
  set('allDay', allDay);
  if (!valid(start)) return;
  if (allDay) setMany(allDayRange(start));
  else {
    const from = setHours(startOfDay(start), 9);
    setMany({ start: from, end: defaultEventEnd(from, 'UNAVAILABLE') });
  }
};

const repeatState = ({ get }: Fields) => ({
  test: get('test') ?? false,
  repeat: get('repeat'),
  repeatCount: get('repeatCount'),
});

/**
 * The add-event form with the domain's schema, plus the linked-field rules of spec 2 §4: type sets the
 * default length, all day spans whole days, ticking test resets the repeat, a moved start keeps the length.
 */
export const useAddEventForm = (defaultValues: AddEventValues) => {
  const schema = useMemo(() => createAddEventSchema(), []);
  const form = useForm<AddEventValues>({ resolver: zodResolver(schema), defaultValues, mode: 'onSubmit' });
  const { getValues, setValue, formState } = form;

  const set: Fields['set'] = (key, value) =>
    setValue(key, value as never, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const setMany: Fields['setMany'] = (values) => {
    for (const [key, value] of Object.entries(values)) set(key as keyof AddEventValues, value as never);
  };
  const fields: Fields = { get: getValues, set, setMany };

  return {
    form,
    handleTypeChange: (type: EventType) => changeType(fields, type),
    handleStartChange: (start: Date | null) => changeStart(fields, start),
    handleEndChange: (end: Date | null) => set('end', valid(end) && getValues('allDay') ? allDayRange(end).end : end),
    handleAllDayChange: (allDay: boolean) => changeAllDay(fields, allDay),
    handleTestChange: (test: boolean) => setMany(applyTestToggle(repeatState(fields), test)),
    handleRepeatChange: (repeat: RepeatChoice) => {
      const next = applyRepeatChoice(repeatState(fields), repeat);
      setMany({ repeat: next.repeat, repeatCount: next.repeatCount });
    },
  };
};

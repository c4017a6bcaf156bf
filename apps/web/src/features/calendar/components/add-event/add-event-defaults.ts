import {
  type AddEventValues,
  allDayRange,
  DEFAULT_LESSON_TRAVEL_MINUTES,
  defaultEventDate,
  defaultEventEnd,
} from '@portal/domain/calendar';
import { addHours, isSameDay, setHours, startOfDay, startOfHour } from 'date-fns';

export type AddEventOrigin = { date: Date; allDay: boolean; fromSlot: boolean };

/** Opened from the New Event button: 09:00 on the default day, or the next whole hour when that is today. */
const buttonStart = (calendarDate: Date, now: Date): Date => {
  const day = startOfDay(defaultEventDate(calendarDate));
  if (isSameDay(day, now) && now.getHours() >= 9) return addHours(startOfHour(now), 1);
  return setHours(day, 9);
};

/**
 * The add-event modal's first values (spec 2 §4): a lesson, no test, travel 0, no repeat, 2 hours long.
 * A tapped slot keeps the tapped time; a tap in the all-day row starts an all-day unavailable slot.
 */
export const addEventDefaults = (origin: AddEventOrigin, now: Date = new Date()): AddEventValues => {
  const base: AddEventValues = {
    type: 'LESSON',
    learnerId: null,
    start: null,
    end: null,
    allDay: false,
    test: false,
    travelTime: DEFAULT_LESSON_TRAVEL_MINUTES,
    repeat: 'NO_REPEAT',
    repeatCount: null,
    notes: '',
  };
  if (origin.fromSlot && origin.allDay) {
    const range = allDayRange(origin.date);
    return { ...base, type: 'UNAVAILABLE', test: null, allDay: true, start: range.start, end: range.end };
  }
  const start = origin.fromSlot ? origin.date : buttonStart(origin.date, now);
  return { ...base, start, end: defaultEventEnd(start, 'LESSON') };
};

import {
  type AddEventValues,
  allDayRange,
  DEFAULT_LESSON_TRAVEL_MINUTES,
  defaultEventEnd,
  defaultNewEventStart,
} from '@portal/domain/calendar';

export type AddEventOrigin = { date: Date; allDay: boolean; fromSlot: boolean };

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
  // The New Event button: 09:00 UK time on the default day, or the next whole hour when that is today.
  const start = origin.fromSlot ? origin.date : defaultNewEventStart(origin.date, now);
  return { ...base, start, end: defaultEventEnd(start, 'LESSON') };
};

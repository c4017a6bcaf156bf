import type { PropositionType } from '../access/index.ts';
import {
  CAPACITY_MAX,
  CAPACITY_MIN,
  DEFAULT_DAY_END,
  DEFAULT_DAY_START,
  isToggleableLessonType,
  type PreferenceLessonType,
} from './constants.ts';

/** One day of the working week as the form and the API hold it: null start/end = a day off. */
export type PreferenceDay = { dayNumber: number; startTime: number | null; endTime: number | null };

/** A week with every day off, Monday (0) first. */
export const emptyWeek = (): PreferenceDay[] =>
  [0, 1, 2, 3, 4, 5, 6].map((dayNumber) => ({ dayNumber, startTime: null, endTime: null }));

/** A day switched on starts at 09:00-17:00; switched off it has no hours. */
export const toggleDay = (day: PreferenceDay, on: boolean): PreferenceDay =>
  on ? { ...day, startTime: DEFAULT_DAY_START, endTime: DEFAULT_DAY_END } : { ...day, startTime: null, endTime: null };

export const isDayOn = (day: PreferenceDay): boolean => day.startTime !== null && day.endTime !== null;

/**
 * What the capacity box keeps after a keystroke: '' stays empty (required, "Please set capacity"), a whole
 * number 0-99 is taken, and anything else - over 99, negative, not a number - is ignored (the previous value stays).
 */
export const nextCapacityInput = (raw: string, previous: number | null): number | null => {
  if (raw.trim() === '') return null;
  if (!/^\d+$/.test(raw.trim())) return previous;
  const value = Number(raw.trim());
  return value >= CAPACITY_MIN && value <= CAPACITY_MAX ? value : previous;
};

/** The lesson types a franchise teaches by its type: a DIT franchise teaches DIT, and so on. */
export const fixedLessonTypeOf = (type: PropositionType): PreferenceLessonType =>
  type === 'Dit' ? 'DIT' : type === 'Motability' ? 'Motability' : 'Standard';

/**
 * Standard, DIT and Motability follow the franchise's type: a save may send them only as the franchise has them
 * (sending DIT on for a Full franchise is refused, not ignored). Pass Plus and short notice tests are chosen freely.
 */
export const isLessonTypeChoiceAllowed = (
  type: PropositionType,
  choice: { lessonType: PreferenceLessonType; enabled: boolean },
): boolean =>
  isToggleableLessonType(choice.lessonType) || choice.enabled === (fixedLessonTypeOf(type) === choice.lessonType);

export type CapacityState = { maximum: number; current: number; locked: boolean };

/**
 * An open-cap reminder (notification kind OPEN_CAP, home's "Open your cap"): the franchise takes no new learners
 * (a capacity of 0, or full) and the instructor can open it. A capacity the office locked is not theirs to open,
 * so it is no reminder.
 */
export const isCapacityClosed = (capacity: CapacityState): boolean =>
  !capacity.locked && capacity.current >= capacity.maximum;

/**
 * A test lesson needs a test centre the franchise has chosen (TestCentreNotCovered otherwise). The spec's
 * lesson carries no centre, so the rule is that the franchise has chosen at least one (decision).
 */
export const isTestCentreCovered = (test: boolean, chosenCentres: number): boolean => !test || chosenCentres > 0;

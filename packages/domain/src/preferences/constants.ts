import { TRAVEL_TIME_OPTIONS } from '../calendar/constants.ts';

/** Business constants of the preferences page (spec 2 §4, §5, §9; spec 4 §9). */
export const CAPACITY_MIN = 0;
export const CAPACITY_MAX = 99;
export const CAPACITY_STEP = 1;
/** A franchise without a saved capacity offers this many places (decision: the calendar's default). */
export const DEFAULT_CAPACITY = 20;
export const WORKING_MINUTE_MIN = 60;
export const WORKING_MINUTE_MAX = 1380;
export const WORKING_MINUTE_STEP = 15;
/** A day switched on starts at 09:00-17:00. */
export const DEFAULT_DAY_START = 540;
export const DEFAULT_DAY_END = 1020;
/** The travel times the preferences page offers: 15 to 60 in 15s; a saved 0 shows "Not set". */
export const PREFERENCE_TRAVEL_OPTIONS = TRAVEL_TIME_OPTIONS.filter((m) => m > 0);
export const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** A short notice test is a test already booked within this many days. */
export const SHORT_NOTICE_TEST_DAYS = 14;
/** A search for test centres answers at most this many. */
export const TEST_CENTRE_SEARCH_LIMIT = 20;
/** The user type the preferences save sends (spec 2 §6). */
export const preferenceUserTypes = ['Instructor'] as const;
export type PreferenceUserType = (typeof preferenceUserTypes)[number];

/** Lesson types of spec 4 §4 shown on the page: the first three follow the franchise, the last two are chosen. */
export const preferenceLessonTypes = ['Standard', 'DIT', 'Motability', 'PassPlus', 'ShortNoticeTest'] as const;
export type PreferenceLessonType = (typeof preferenceLessonTypes)[number];
export const toggleableLessonTypes = ['PassPlus', 'ShortNoticeTest'] as const satisfies readonly PreferenceLessonType[];
export type ToggleableLessonType = (typeof toggleableLessonTypes)[number];
export const isToggleableLessonType = (type: PreferenceLessonType): type is ToggleableLessonType =>
  (toggleableLessonTypes as readonly string[]).includes(type);

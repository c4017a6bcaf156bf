import { WORKING_MINUTE_MAX, WORKING_MINUTE_MIN, WORKING_MINUTE_STEP } from './constants.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** 540 -> '09:00' (minutes after midnight as a 24-hour time). */
export const minutesToTime = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** '09:00' -> 540; null for anything that is not HH:MM within a day. */
export const timeToMinutes = (time: string): number | null => {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
};

/** A slider value within 60-1380 on a 15-minute step (the slider never gives anything else). */
export const clampSliderMinute = (minutes: number): number => {
  const stepped = Math.round(minutes / WORKING_MINUTE_STEP) * WORKING_MINUTE_STEP;
  return Math.min(WORKING_MINUTE_MAX, Math.max(WORKING_MINUTE_MIN, stepped));
};

export const isSliderMinute = (minutes: number): boolean =>
  Number.isInteger(minutes) &&
  minutes >= WORKING_MINUTE_MIN &&
  minutes <= WORKING_MINUTE_MAX &&
  minutes % WORKING_MINUTE_STEP === 0;

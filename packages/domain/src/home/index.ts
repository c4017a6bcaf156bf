import { minuteOfDayOf } from '../time/index.ts';

export type GreetingPart = 'morning' | 'afternoon' | 'evening';

/** Spec 2 §2: morning before 12:00, afternoon before 18:00, otherwise evening (UK wall clock). */
export const greetingPart = (at: Date): GreetingPart => {
  const hour = Math.floor(minuteOfDayOf(at) / 60);
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
};

export const greeting = (firstName: string, at: Date): string => `Good ${greetingPart(at)} ${firstName}`;

export const homeSubtitle = "Here's what's happening with your business today.";

export * from './first-steps.ts';
export * from './reminders.ts';
export * from './todays-lessons.ts';

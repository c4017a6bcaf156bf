import { TIME_STEP_MINUTES } from './constants.ts';

/** On a quarter hour of the wall clock (every UK offset is whole hours, so UTC quarters are the same). */
export const isOnTimeStep = (at: Date): boolean => at.getTime() % (TIME_STEP_MINUTES * 60_000) === 0;

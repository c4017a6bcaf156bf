import { TZDate } from '@date-fns/tz';
import { addDays, startOfDay } from 'date-fns';

/** Milliseconds from `now` to the next midnight in Europe/London (clock changes included). */
export const msUntilNextUkMidnight = (now: Date): number => {
  const ukNow = new TZDate(now, 'Europe/London');
  const next = startOfDay(addDays(ukNow, 1));
  return next.getTime() - now.getTime();
};

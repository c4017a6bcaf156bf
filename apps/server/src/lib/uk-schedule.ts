import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';

/** A time of the week or of every day, on the UK's wall clock (Europe/London, clock changes included). */
export type UkWallTime = {
  hour: number;
  minute: number /** 0 = Sunday ... 6 = Saturday; every day when absent */;
  weekday?: number;
};

/**
 * The latest instant at or before `now` when the UK's wall clock read `at`: the scheduled run a periodic job
 * owes. A job that ticks every minute runs the work for this slot once (a database guarantee per slot, e.g. a
 * unique key on the slot's instant) - so a late tick, a restart or a second instance neither skips nor repeats it.
 */
export const latestUkSlot = (now: Date, at: UkWallTime): Date => {
  const ukNow = new TZDate(now, 'Europe/London');
  for (let back = 0; back <= 7; back++) {
    const day = addDays(ukNow, -back);
    if (at.weekday !== undefined && day.getDay() !== at.weekday) continue;
    const slot = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), at.hour, at.minute, 0, 'Europe/London');
    if (slot.getTime() <= now.getTime()) return new Date(slot.getTime());
  }
  throw new Error('unreachable: a weekly slot falls within eight days');
};

/** The next instant after `now` when the UK's wall clock reads `at`. */
export const nextUkSlot = (now: Date, at: UkWallTime): Date => {
  const ukNow = new TZDate(now, 'Europe/London');
  for (let ahead = 0; ahead <= 7; ahead++) {
    const day = addDays(ukNow, ahead);
    if (at.weekday !== undefined && day.getDay() !== at.weekday) continue;
    const slot = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), at.hour, at.minute, 0, 'Europe/London');
    if (slot.getTime() > now.getTime()) return new Date(slot.getTime());
  }
  throw new Error('unreachable: a weekly slot falls within eight days');
};

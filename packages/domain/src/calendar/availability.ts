import { isPostcodeCovered, type PostcodeCoverage } from '../areas/coverage.ts';
import type { LearnerSource } from '../learners/enums.ts';
import { addMinutesTo, localDateOf, minutesBetween, UK_TIME_ZONE, wallClockOf } from '../time/time.ts';
import type { ItemKind } from './constants.ts';

export const availabilityResults = [
  'Available',
  'NoCapacity',
  'PostcodeNotCovered',
  'TestCentreNotCovered',
  'DateTimeNotAvailable',
] as const;
export type AvailabilityResult = (typeof availabilityResults)[number];

export type RequestedSlot = { start: Date; end: Date; travelMinutes: number };

/** An Active or Pending calendar item of the instructor: busy from start - travel until end. */
export type BusyItem = { id: string; kind: ItemKind; start: Date; end: Date; travelMinutes: number };

/** Day 0 = Monday ... 6 = Sunday; minutes after midnight; null start/end = day off. */
export type WorkingDay = { day: number; start: number | null; end: number | null };

export type BookingLearner = {
  sourcedBy: LearnerSource | null;
  pickupPostcode: string | null;
  /** Pre-paid hours left in the product category the lessons use. */
  balanceHours: number;
  /** Any lesson (not cancelled or deleted) with this instructor before this request. */
  hasPreviousLessons: boolean;
};

export type CapacityFacts = { maximum: number; locked: boolean; activeLearners: number };

export type AvailabilityInput = {
  slots: RequestedSlot[];
  /** The instructor's items overlapping the whole requested range (with travel). */
  busy: BusyItem[];
  /** The franchise's week; null when none is set (no restriction). */
  workingHours: WorkingDay[] | null;
  timeZone?: string;
  ignoreWorkHours?: boolean;
  ignoreTimeOff?: boolean;
  ignoreIds?: readonly string[];
  learner?: BookingLearner | null;
  /** The areas of the learner's franchise (districts less opted-out sectors); left out, coverage is not checked. */
  coverage?: PostcodeCoverage | null;
  capacity?: CapacityFacts | null;
};

export type SlotAvailability = RequestedSlot & {
  availability: AvailabilityResult;
  prepaid: boolean;
  insufficientBalanceForBooking: boolean;
};

type Interval = { from: number; to: number };

const busyInterval = (start: Date, end: Date, travelMinutes: number): Interval => ({
  from: addMinutesTo(start, -travelMinutes).getTime(),
  to: end.getTime(),
});

/** Half-open intervals, as the database's exclusion constraint: back-to-back is not an overlap. */
const overlaps = (a: Interval, b: Interval): boolean => a.from < b.to && b.from < a.to;

export const isWithinWorkingHours = (
  slot: Pick<RequestedSlot, 'start' | 'end'>,
  week: readonly WorkingDay[],
  timeZone: string = UK_TIME_ZONE,
): boolean => {
  const start = wallClockOf(slot.start, timeZone);
  const day = week.find((d) => d.day === start.day);
  if (!day || day.start === null || day.end === null) return false;
  if (start.date !== localDateOf(addMinutesTo(slot.end, -1), timeZone)) return false;
  const from = start.minute;
  const to = from + minutesBetween(slot.start, slot.end);
  return from >= day.start && to <= day.end;
};

/** The result every slot shares, decided by the learner alone. */
const learnerResult = (input: AvailabilityInput): AvailabilityResult | null => {
  const { learner, coverage, capacity } = input;
  if (!learner) return null;
  if (coverage && !isPostcodeCovered(learner.pickupPostcode, coverage)) return 'PostcodeNotCovered';
  if (!learner.hasPreviousLessons && capacity && (capacity.locked || capacity.activeLearners >= capacity.maximum)) {
    return 'NoCapacity';
  }
  return null;
};

const EPSILON = 1e-9;

/**
 * Decides every requested slot in one pass over data loaded once for the whole range: working hours
 * (unless ignored) on the franchise's wall clock, time off (unless ignored), other items with their
 * travel time (except ignored ids), and the free slots earlier in the same request, so a series never
 * collides with itself. Then the learner: pickup postcode against the covered areas, capacity for a new
 * learner, and the pre-paid balance consumed slot by slot in request order.
 */
export const evaluateSlots = (input: AvailabilityInput): SlotAvailability[] => {
  const timeZone = input.timeZone ?? UK_TIME_ZONE;
  const ignored = new Set(input.ignoreIds ?? []);
  const taken: Interval[] = input.busy
    .filter((item) => !ignored.has(item.id) && !(input.ignoreTimeOff && item.kind === 'time_off'))
    .map((item) => busyInterval(item.start, item.end, item.travelMinutes));
  const shared = learnerResult(input);
  let balance = input.learner?.balanceHours ?? 0;

  return input.slots.map((slot) => {
    const interval = busyInterval(slot.start, slot.end, slot.travelMinutes);
    const outsideHours =
      !input.ignoreWorkHours &&
      input.workingHours !== null &&
      !isWithinWorkingHours(slot, input.workingHours, timeZone);
    const free =
      slot.end.getTime() > slot.start.getTime() && !outsideHours && !taken.some((t) => overlaps(t, interval));
    const availability: AvailabilityResult = shared ?? (free ? 'Available' : 'DateTimeNotAvailable');
    let prepaid = false;
    let insufficientBalanceForBooking = false;
    if (availability === 'Available' && input.learner) {
      const hours = minutesBetween(slot.start, slot.end) / 60;
      if (balance + EPSILON >= hours) {
        prepaid = true;
        balance -= hours;
      } else if (input.learner.sourcedBy !== 'Instructor') {
        // Business-sourced (or unsourced) learners book only from hours bought from the business.
        insufficientBalanceForBooking = true;
      }
    }
    if (availability === 'Available' && !insufficientBalanceForBooking) taken.push(interval);
    return { ...slot, availability, prepaid, insufficientBalanceForBooking };
  });
};

/** A slot the booking preview may hold and book. */
export const isBookable = (slot: Pick<SlotAvailability, 'availability' | 'insufficientBalanceForBooking'>): boolean =>
  slot.availability === 'Available' && !slot.insufficientBalanceForBooking;

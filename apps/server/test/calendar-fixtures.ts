import type { ProductCategory } from '@portal/domain/learners';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import {
  calendarItems,
  franchiseSettings,
  franchiseWorkingHours,
  learnerAllocations,
  learners,
  lessonBalances,
  people,
  propositionAllocations,
} from '../src/db/schema/index.ts';
import { coverDistricts } from '../src/features/areas/index.ts';
import type { Services } from '../src/services.ts';
import { addInstructor, type TestInstructor } from './instructor-fixture.ts';
import { withDb } from './with-db.ts';

export type CalendarInstructor = TestInstructor & { franchiseId: string; viewer: { instructorId: string } };

/** A fresh instructor with one franchise working Mon-Sat 08:00-18:00, travel 15, capacity 20, an area LS1-LS8. */
export const addCalendarInstructor = async (
  db: Database,
  options: { franchises?: string[]; districts?: string[] } = {},
): Promise<CalendarInstructor> => {
  const instructor = await addInstructor(db, { franchises: options.franchises ?? ['aa-full-manual'] });
  const [franchise] = await db
    .select({ id: propositionAllocations.id })
    .from(propositionAllocations)
    .where(eq(propositionAllocations.instructorId, instructor.instructorId));
  const franchiseId = franchise!.id;
  await db
    .insert(franchiseSettings)
    .values({ propositionAllocationId: franchiseId, travelMinutes: 15, capacityMaximum: 20 });
  await db.insert(franchiseWorkingHours).values(
    [0, 1, 2, 3, 4, 5, 6].map((day) => ({
      propositionAllocationId: franchiseId,
      day,
      startMinute: day === 6 ? null : 480,
      endMinute: day === 6 ? null : 1080,
    })),
  );
  const districts = options.districts ?? ['LS1', 'LS2', 'LS3', 'LS4', 'LS5', 'LS6', 'LS7', 'LS8'];
  if (districts.length > 0) await withDb(db, () => coverDistricts({ franchiseId, districts }));
  return { ...instructor, franchiseId, viewer: { instructorId: instructor.instructorId } };
};

type LearnerOptions = {
  sourcedBy?: 'Instructor' | 'Business' | null;
  hours?: number;
  postcode?: string;
  status?: 'Approved' | 'Pending' | 'Rejected';
  customerType?: 'Learner' | 'DIT';
  category?: 'PreTest' | 'DitCar';
};

let counter = 0;

/** A learner allocated to the instructor's franchise, with a pre-paid balance. */
export const addLearner = async (db: Database, instructor: CalendarInstructor, options: LearnerOptions = {}) => {
  counter += 1;
  const postcode = options.postcode ?? 'LS6 3AA';
  const [person] = await db
    .insert(people)
    .values({ firstName: 'Learner', lastName: `Number ${counter}`, postcode, addressLine1: `${counter} Test Street` })
    .returning({ id: people.id });
  const [learner] = await db
    .insert(learners)
    .values({
      personId: person!.id,
      sourcedBy: options.sourcedBy === undefined ? 'Business' : options.sourcedBy,
      customerType: options.customerType ?? 'Learner',
      pickupLine1: `${counter} Test Street`,
      pickupPostcode: postcode,
    })
    .returning({ id: learners.id });
  const category = options.category ?? 'PreTest';
  await db.insert(learnerAllocations).values({
    learnerId: learner!.id,
    propositionAllocationId: instructor.franchiseId,
    status: options.status ?? 'Approved',
    purchaseRatePence: 3250,
    productCategory: category,
    fromDate: '2025-01-06',
  });
  if (options.hours) await db.insert(lessonBalances).values({ learnerId: learner!.id, category, hours: options.hours });
  return learner!.id;
};

export const balanceOf = async (
  db: Database,
  learnerId: string,
  category: ProductCategory = 'PreTest',
): Promise<number> => {
  const [row] = await db
    .select({ hours: lessonBalances.hours })
    .from(lessonBalances)
    .where(and(eq(lessonBalances.learnerId, learnerId), eq(lessonBalances.category, category)));
  return row?.hours ?? 0;
};

export const statusOf = async (db: Database, id: string) => {
  const [row] = await db.select({ status: calendarItems.status }).from(calendarItems).where(eq(calendarItems.id, id));
  return row?.status;
};

export const setCapacity = (db: Database, franchiseId: string, capacity: { maximum: number; locked: boolean }) =>
  db
    .update(franchiseSettings)
    .set({ capacityMaximum: capacity.maximum, capacityLocked: capacity.locked })
    .where(eq(franchiseSettings.propositionAllocationId, franchiseId));

/** Books an Active lesson for the fixture's instructor: `hours` long from `start`, after `travelTime` minutes. */
/** What booking a lesson takes of a suite's fixture (test/fixture.ts): its services and its instructor. */
type Booker = {
  services: Pick<Services, 'calendar'>;
  viewer: { instructorId: string };
  instructor: { instructorId: string };
};

export const bookLesson = (t: Booker, learnerId: string, start: string, hours = 1, travelTime = 0, extra = {}) =>
  t.services.calendar.createLesson(t.viewer, {
    learnerId,
    instructorId: t.instructor.instructorId,
    startDateTime: new Date(start),
    endDateTime: new Date(new Date(start).getTime() + hours * 3_600_000),
    test: false,
    travelTime,
    status: 'Active',
    ...extra,
  });

export const at = (iso: string) => new Date(iso);
/** A one-hour (or longer) slot as timeSlotsAvailability takes it. */
export const slot = (start: string, hours = 1, travelTime = 0) => ({
  startDateTime: at(start),
  endDateTime: new Date(at(start).getTime() + hours * 3_600_000),
  travelTime,
});

/** Runs a promise expected to fail with a DomainError; returns its code, reason and message. */
export const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    const { code, reason } = error as { code?: string; reason?: string };
    return { code, reason, message: (error as Error).message };
  }
  throw new Error('expected a failure');
};

/** Unavailable time for the instructor, as the calendar service creates it ("School pick-up" unless told). */
export const addTimeOff = (
  calendar: Pick<Services['calendar'], 'createTimeOff'>,
  me: CalendarInstructor,
  start: string,
  end: string,
  extra = {},
) =>
  calendar.createTimeOff(me.viewer, {
    instructorId: me.instructorId,
    startDateTime: new Date(start),
    endDateTime: new Date(end),
    notes: 'School pick-up',
    ...extra,
  });

/** An instant as a London wall clock, "Fri 09:00" (with the day of the month when asked: "Fri 8, 09:00"). */
export const londonLabel = (d: Date | string, withDay = false) =>
  new Date(d).toLocaleString('en-GB', {
    timeZone: 'Europe/London',
    weekday: 'short',
    ...(withDay ? { day: 'numeric' as const } : {}),
    hour: '2-digit',
    minute: '2-digit',
  });

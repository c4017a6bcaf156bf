import type {
  CalendarLearnersQuery,
  CalendarLessonEventFragment,
  LessonDetailsFragment,
  TimeOffDetailsFragment,
  TimeSlotsAvailabilityQuery,
} from '../../../gql/graphql.ts';

type PreviewSlot = TimeSlotsAvailabilityQuery['timeSlotsAvailability'][number];
type Learner = CalendarLearnersQuery['instructor']['learners'][number];

const name = (firstName: string, lastName: string) =>
  ({ __typename: 'PersonName', firstName, lastName, fullName: `${firstName} ${lastName}` }) as const;

/** A lesson as the calendar's week reads it: 10:00-12:00 on 4 June 2030 (local), Olivia Bennett's, paid, travel 30. */
export const weekLesson = (over: Partial<CalendarLessonEventFragment> = {}): CalendarLessonEventFragment => ({
  __typename: 'Lesson',
  id: 'a',
  startDateTime: new Date(2030, 5, 4, 10).toISOString(),
  endDateTime: new Date(2030, 5, 4, 12).toISOString(),
  travelTimeInMinutes: 30,
  test: false,
  paid: true,
  newLearner: false,
  status: 'Active',
  kind: 'PAID_LESSON',
  learner: { __typename: 'Learner', id: 'l1', name: name('Olivia', 'Bennett') },
  ...over,
});

/** A lesson as the lesson modal reads it: two hours from `start`, Olivia Bennett's, prepaid. */
export const lessonDetails = (start: Date, over: Partial<LessonDetailsFragment> = {}): LessonDetailsFragment => ({
  ...({
    __typename: 'Lesson',
    id: 'lesson-1',
    startDateTime: start.toISOString(),
    endDateTime: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    travelTimeInMinutes: 15,
    test: false,
    paid: true,
    newLearner: false,
    status: 'Active',
    kind: 'PAID_LESSON',
    notes: 'Roundabouts',
    canRefund: true,
    refunded: false,
    cancellationReason: null,
    reminder: null,
    learner: {
      __typename: 'Learner',
      id: 'l1',
      name: name('Olivia', 'Bennett'),
      mobileNumber: '+447700900201',
      landlineNumber: null,
      sourcedBy: 'Business',
      pickupAddress: { __typename: 'Address', line1: '1 Otley Road', line2: null, town: 'Leeds', postcode: 'LS6 3AA' },
      address: null,
    },
  } satisfies LessonDetailsFragment),
  ...over,
});

/** A weekly unavailable slot as its modal reads it. */
export const timeOffDetails = (over: Partial<TimeOffDetailsFragment> = {}): TimeOffDetailsFragment => ({
  ...({
    __typename: 'TimeOff',
    id: 't1',
    created: '2030-05-01T10:00:00.000Z',
    startDateTime: '2030-06-06T15:30:00.000Z',
    endDateTime: '2030-06-06T17:00:00.000Z',
    notes: 'School pick-up',
    status: 'Active',
    allDay: false,
    repeatFrequency: 'WEEKLY',
    repeatSchedule: {
      __typename: 'RepeatSchedule',
      frequency: 'WEEKLY',
      startDate: '2030-06-06',
      endDate: '2030-07-25',
    },
    seriesId: 's1',
  } satisfies TimeOffDetailsFragment),
  ...over,
});

/** One answer of timeSlotsAvailability: free and prepaid unless overridden. */
export const previewSlot = (start: Date, over: Partial<PreviewSlot> = {}): PreviewSlot => ({
  ...({
    __typename: 'TimeSlotAvailability',
    startDateTime: start.toISOString(),
    endDateTime: start.toISOString(),
    travelTime: 0,
    availability: 'Available',
    prepaid: true,
    insufficientBalanceForBooking: false,
    bookedPendingLessonId: null,
  } satisfies PreviewSlot),
  ...over,
});

/** A learner of the add-event modal's list. */
export const bookingLearner = (id: string, first: string, last: string, over: Partial<Learner> = {}): Learner => ({
  ...({
    __typename: 'Learner',
    id,
    customerType: 'Learner',
    approved: true,
    sourcedBy: 'Business',
    name: name(first, last),
    allocations: [
      {
        __typename: 'LearnerAllocation',
        id: `${id}-a`,
        allocationStatus: 'Approved',
        active: true,
        productCategory: 'PreTest',
      },
    ],
    lessonBalances: [{ __typename: 'LessonBalance', id: `${id}-b`, category: 'PreTest', hours: 20 }],
  } satisfies Learner),
  ...over,
});

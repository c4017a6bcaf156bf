import type { Transmission } from '@portal/domain/access';
import {
  type AvailabilityResult,
  type CalendarEventKind,
  canRefund,
  type DitLessonType,
  eventKind,
  type ItemStatus,
  type RepeatFrequency,
  type SlotAvailability,
} from '@portal/domain/calendar';
import type { ItemRow } from './calendar.repository.ts';

/** A lesson's learner as the calendar's own query reads them: enough for `Lesson.learner` (a Learner). */
type LearnerSummary = {
  id: string;
  name: { title: string | null; firstName: string; lastName: string; fullName: string };
};

/** What `Lesson` resolves from (codegen mapper). */
export type LessonView = {
  itemKind: 'lesson';
  id: string;
  startDateTime: Date;
  endDateTime: Date;
  travelTimeInMinutes: number;
  test: boolean;
  paid: boolean;
  newLearner: boolean;
  status: ItemStatus;
  notes: string | null;
  ditLessonType: DitLessonType | null;
  franTransmission: Transmission | null;
  kind: CalendarEventKind;
  cancellationReason: string | null;
  refunded: boolean;
  canRefund: boolean;
  pendingExpiresAt: Date | null;
  /** `Lesson.learner` resolves from it. */
  learnerId: string;
  /** The learner's id and name from the calendar's own query; null sends `learner` to the learners loader. */
  learnerSummary: LearnerSummary | null;
};

/** What `TimeOff` resolves from (codegen mapper). */
export type TimeOffView = {
  itemKind: 'time_off';
  id: string;
  created: Date;
  startDateTime: Date;
  endDateTime: Date;
  notes: string;
  status: ItemStatus;
  allDay: boolean;
  repeatFrequency: RepeatFrequency | null;
  repeatSchedule: { frequency: RepeatFrequency; startDate: string; endDate: string } | null;
  seriesId: string | null;
};

export type CalendarEventView = LessonView | TimeOffView;

export const toLessonView = (row: ItemRow, learnerId: string, now: Date): LessonView => ({
  itemKind: 'lesson',
  id: row.id,
  startDateTime: row.startAt,
  endDateTime: row.endAt,
  travelTimeInMinutes: row.travelMinutes,
  test: row.test,
  paid: row.paid,
  newLearner: row.newLearner,
  status: row.status,
  notes: row.notes,
  ditLessonType: row.ditLessonType,
  franTransmission: row.transmission,
  kind: eventKind({ kind: 'lesson', newLearner: row.newLearner, paid: row.paid }),
  cancellationReason: row.cancellationReason,
  refunded: row.refunded,
  canRefund: row.status === 'Active' && canRefund({ paid: row.paid, start: row.startAt, now }),
  pendingExpiresAt: row.pendingExpiresAt,
  learnerId,
  learnerSummary: learnerSummaryOf(row, learnerId),
});

const learnerSummaryOf = (row: ItemRow, id: string): LearnerSummary | null =>
  row.learnerFirstName === null || row.learnerLastName === null
    ? null
    : {
        id,
        name: {
          title: row.learnerTitle,
          firstName: row.learnerFirstName,
          lastName: row.learnerLastName,
          fullName: `${row.learnerFirstName} ${row.learnerLastName}`,
        },
      };

export const toTimeOffView = (row: ItemRow): TimeOffView => {
  const frequency = row.seriesFrequency;
  return {
    itemKind: 'time_off',
    id: row.id,
    created: row.createdAt,
    startDateTime: row.startAt,
    endDateTime: row.endAt,
    notes: row.notes ?? '',
    status: row.status,
    allDay: row.allDay,
    repeatFrequency: frequency,
    repeatSchedule:
      frequency && row.seriesStartDate && row.seriesEndDate
        ? { frequency, startDate: row.seriesStartDate, endDate: row.seriesEndDate }
        : null,
    seriesId: row.seriesId,
  };
};

export type TimeSlotView = {
  startDateTime: Date;
  endDateTime: Date;
  travelTime: number;
  availability: AvailabilityResult;
  prepaid: boolean;
  insufficientBalanceForBooking: boolean;
  bookedPendingLessonId: string | null;
};

export const toSlotView = (slot: SlotAvailability, bookedPendingLessonId: string | null = null): TimeSlotView => ({
  startDateTime: slot.start,
  endDateTime: slot.end,
  travelTime: slot.travelMinutes,
  availability: slot.availability,
  prepaid: slot.prepaid,
  insufficientBalanceForBooking: slot.insufficientBalanceForBooking,
  bookedPendingLessonId,
});

/** What `WorkingHours` resolves from (codegen mapper): its proposition is read from the viewer's facts. */
export type WorkingHoursView = {
  id: string;
  lineItemKey: string;
  day: number;
  start: number | null;
  end: number | null;
};

/** What `TravelTime` resolves from (codegen mapper): its proposition is read from the viewer's facts. */
export type TravelTimeView = { id: string; lineItemKey: string; time: number };

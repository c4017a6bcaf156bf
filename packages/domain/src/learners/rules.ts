import { isActiveLearner } from './activity.ts';
import type {
  AllocationStatus,
  CustomerType,
  DrivingTestStatus,
  LearnerSource,
  LessonDisplayStatus,
  LessonType,
  ProductCategory,
} from './enums.ts';

const DAY = 86_400_000;
export const SHORT_NOTICE_TEST_DAYS = 14;
export const LEARNERS_PAGE_SIZE = 10;

/** Spec 3 §4: waiting for the instructor's approval - Pending, and sold by the business (or by nobody). */
export const isPendingApproval = (learner: { status: AllocationStatus; sourcedBy: LearnerSource | null }): boolean =>
  learner.status === 'Pending' && learner.sourcedBy !== 'Instructor';

/** Spec 3 §4: the table lists learners allocated Approved or Pending, or self-sourced. */
export const isListedLearner = (learner: { status: AllocationStatus; sourcedBy: LearnerSource | null }): boolean =>
  learner.status !== 'Rejected' || learner.sourcedBy === 'Instructor';

export type LearnerListFacts = {
  approved: boolean;
  /** yyyy-MM-dd of the first allocation, or null. */
  allocationFromDate: string | null;
  lessonType: LessonType | null;
  nextLesson: Date | null;
  lastLesson: Date | null;
};

const dateOf = (iso: string | null): Date | null => (iso ? new Date(`${iso}T00:00:00Z`) : null);

/** Spec 3 §4 Active versus Inactive, by the one rule the capacity also counts with. */
export const isActiveOnList = (facts: LearnerListFacts, now: Date): boolean =>
  isActiveLearner(
    {
      approved: facts.approved,
      allocationFromDate: dateOf(facts.allocationFromDate),
      motability: facts.lessonType === 'Motability',
      hasFutureActiveLesson: facts.nextLesson !== null && facts.nextLesson.getTime() > now.getTime(),
      lastLesson: facts.lastLesson,
    },
    now,
  );

/** Spec 3 §4: a new learner without a last lesson sorts as if taught yesterday. */
export const lastLessonForSort = (facts: { approved: boolean; lastLesson: Date | null }, now: Date): Date | null =>
  facts.lastLesson ?? (facts.approved ? null : new Date(now.getTime() - DAY));

/** Spec 3 §9: a test already booked within the next 14 days. */
export const isShortNoticeTest = (tests: readonly { date: string; status: DrivingTestStatus }[], today: string) => {
  const limit = new Date(new Date(`${today}T00:00:00Z`).getTime() + SHORT_NOTICE_TEST_DAYS * DAY)
    .toISOString()
    .slice(0, 10);
  return tests.some((test) => test.status === 'Upcoming' && test.date >= today && test.date <= limit);
};

/** Only tests still to happen can move: a result is history. */
export const isTestEditable = (status: DrivingTestStatus): boolean => status === 'Upcoming' || status === 'Pending';

/** Spec 3 §6: the hourly rate of Motability and DIT allocations is not the instructor's to change. */
export const canEditHourlyRate = (allocation: {
  lessonType: LessonType;
  productCategory: ProductCategory;
  customerType: CustomerType;
}): boolean =>
  allocation.customerType !== 'DIT' &&
  allocation.lessonType !== 'Motability' &&
  allocation.lessonType !== 'DIT' &&
  allocation.productCategory !== 'Motability' &&
  allocation.productCategory !== 'DitCar' &&
  allocation.productCategory !== 'DitClassroom';

/** Spec 3 §2.3: DIT learners have no progress tab. */
export const hasProgress = (customerType: CustomerType): boolean => customerType !== 'DIT';

/** Spec 3 §4: an Active or Pending lesson that has not started is Upcoming; one that has is Completed. */
export const lessonDisplayStatus = (
  lesson: { status: 'Active' | 'Pending' | 'Cancelled' | 'Deleted'; start: Date },
  now: Date,
): LessonDisplayStatus => {
  if (lesson.status === 'Cancelled' || lesson.status === 'Deleted') return lesson.status;
  return lesson.start.getTime() > now.getTime() ? 'Upcoming' : 'Completed';
};

/** Only upcoming lessons can be cancelled; only the others can have notes. */
export const canCancelFromHistory = (status: LessonDisplayStatus): boolean => status === 'Upcoming';
export const canWriteNotes = (status: LessonDisplayStatus): boolean => status !== 'Upcoming';

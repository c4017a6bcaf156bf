/** Who a learner is: a learner driver, or a trainee instructor on a DIT course. */
export const customerTypes = ['Learner', 'DIT'] as const;
export type CustomerType = (typeof customerTypes)[number];

/** Who found the learner: the instructor ("Self sourced") or the business. */
export const learnerSources = ['Instructor', 'Business'] as const;
export type LearnerSource = (typeof learnerSources)[number];

/** A learner's allocation to an instructor's franchise. */
export const allocationStatuses = ['Approved', 'Pending', 'Rejected'] as const;
export type AllocationStatus = (typeof allocationStatuses)[number];

export const lessonTypes = ['Standard', 'PassPlus', 'Motorway', 'Qualified', 'DIT', 'Motability'] as const;
export type LessonType = (typeof lessonTypes)[number];

/** The lesson types a self-sourced learner may be added with (spec 3 §2.2). */
export const newLearnerLessonTypes = ['Standard', 'Qualified', 'PassPlus', 'Motorway'] as const;
export type NewLearnerLessonType = (typeof newLearnerLessonTypes)[number];

/** What pre-paid hours are for: a lesson takes hours from the balance of its allocation's category. */
export const productCategories = ['PreTest', 'PostTest', 'DitCar', 'DitClassroom', 'Motability'] as const;
export type ProductCategory = (typeof productCategories)[number];

/** Driving tests (spec 4 §5). */
export const drivingTestTypes = ['Theory', 'Practical', 'DIT1', 'DIT2', 'DIT3'] as const;
export type DrivingTestType = (typeof drivingTestTypes)[number];

export const drivingTestStatuses = ['Passed', 'Failed', 'Cancelled', 'Upcoming', 'Pending'] as const;
export type DrivingTestStatus = (typeof drivingTestStatuses)[number];

/** How the lesson history shows a lesson (spec 4 §5: UPCOMING, COMPLETED, CANCELLED; and Deleted). */
export const lessonDisplayStatuses = ['Upcoming', 'Completed', 'Cancelled', 'Deleted'] as const;
export type LessonDisplayStatus = (typeof lessonDisplayStatuses)[number];

/** Texts sent to a learner about a lesson (issue 27): the day-before reminder. */
export const reminderKinds = ['DayBefore'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/** A reminder text: handed to the SMS provider, then its delivery report. */
export const reminderStatuses = ['Sent', 'Delivered', 'Failed'] as const;
export type ReminderStatus = (typeof reminderStatuses)[number];

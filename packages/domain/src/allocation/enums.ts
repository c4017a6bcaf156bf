/** Where a learner of the allocation queue is: waiting, offered to an instructor (Pending there), or allocated. */
export const queueStates = ['Waiting', 'Offered', 'Allocated'] as const;
export type QueueState = (typeof queueStates)[number];

/** How an offer to an instructor ended: still Pending, Accepted or Rejected (with the instructor's reason). */
export const attemptOutcomes = ['Pending', 'Accepted', 'Rejected'] as const;
export type AttemptOutcome = (typeof attemptOutcomes)[number];

/** The lessons the booking line sells to a waiting learner. */
export const queueLessonTypes = ['Standard', 'PassPlus', 'Motability'] as const;
export type QueueLessonType = (typeof queueLessonTypes)[number];

/** The parts of the day a learner can take lessons in, as the booking line asks. */
export const dayParts = ['Morning', 'Afternoon', 'Evening'] as const;
export type DayPart = (typeof dayParts)[number];

/** Minutes after midnight each part of the day covers (start inclusive, end exclusive). */
export const dayPartMinutes: Record<DayPart, readonly [number, number]> = {
  Morning: [8 * 60, 12 * 60],
  Afternoon: [12 * 60, 17 * 60],
  Evening: [17 * 60, 21 * 60],
};

/** The office's live stream of the queue (server-sent events, the staff session's cookie). */
export const ALLOCATION_EVENTS_PATH = '/office/api/allocation/events';

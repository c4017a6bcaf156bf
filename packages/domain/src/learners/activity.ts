/** Days a learner stays active after an allocation or a lesson (spec 4 §4 derived rules). */
export const ACTIVE_LEARNER_WINDOW_DAYS = 14;

const DAY = 86_400_000;

export type LearnerActivityFacts = {
  approved: boolean;
  allocationFromDate: Date | null;
  motability: boolean;
  hasFutureActiveLesson: boolean;
  lastLesson: Date | null;
};

/**
 * Spec 4 §4 derived rules: active when not approved; or allocated to Motability; or with a future active
 * lesson; or allocated, or last taught, under 14 days ago. Counts towards the learner capacity.
 */
export const isActiveLearner = (facts: LearnerActivityFacts, now: Date): boolean => {
  const windowStart = now.getTime() - ACTIVE_LEARNER_WINDOW_DAYS * DAY;
  if (!facts.approved) return true;
  if (facts.allocationFromDate && facts.motability) return true;
  if (facts.hasFutureActiveLesson) return true;
  if (facts.allocationFromDate && facts.allocationFromDate.getTime() > windowStart) return true;
  return facts.lastLesson !== null && facts.lastLesson.getTime() > windowStart;
};

/** Capacity is full when it is locked or the active learners reach the maximum. */
export const isCapacityFull = (capacity: { maximum: number; locked: boolean }, activeLearners: number): boolean =>
  capacity.locked || activeLearners >= capacity.maximum;

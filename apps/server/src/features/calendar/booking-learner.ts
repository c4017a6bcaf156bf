import type { Database } from '../../db/client.ts';
import type { BookingLearnerView } from '../learners/index.ts';
import { findBookingFacts } from './booking-facts.repository.ts';
import type { CalendarDeps, Viewer } from './calendar.common.ts';

export type BookingLearner = BookingLearnerView & {
  /** Has an Active lesson with the instructor already (so is not a new learner to them). */
  known: boolean;
  capacity: { maximum: number; locked: boolean } | null;
  coveredDistricts: string[];
};

/**
 * One of the instructor's learners as booking needs them, or null when not theirs: the learner, the
 * allocation lessons are booked under (the oldest current one) and its balance from the learners
 * service, then the calendar's own facts about them. `db` is the caller's transaction, when in one.
 */
export const findBookingLearner = async (
  deps: CalendarDeps,
  viewer: Viewer,
  learnerId: string,
  db: Database = deps.db,
): Promise<BookingLearner | null> => {
  const learner = await deps.learners.getBookingLearner(viewer, learnerId, db);
  if (!learner) return null;
  const franchiseId = learner.allocation.propositionAllocationId;
  const facts = await findBookingFacts(db, viewer.instructorId, learnerId, franchiseId);
  return {
    ...learner,
    known: Boolean(facts?.known),
    capacity:
      facts?.capacityMaximum == null || facts.capacityLocked == null
        ? null
        : { maximum: facts.capacityMaximum, locked: facts.capacityLocked },
    coveredDistricts: facts?.districts ? facts.districts.split(',') : [],
  };
};

import type { PostcodeCoverage } from '@portal/domain/areas';
import { DEFAULT_PREFERENCE_TRAVEL_MINUTES } from '@portal/domain/calendar';
import type { BookingLearnerView } from '../learners/index.ts';
import { type FranchiseFacts, findBookingFacts } from './booking-facts.repository.ts';
import type { CalendarDeps, Viewer } from './calendar.common.ts';

export type BookingLearner = BookingLearnerView & {
  /** Has an Active lesson with the instructor already (so is not a new learner to them). */
  known: boolean;
  capacity: { maximum: number; locked: boolean } | null;
  /** The areas of the franchise the lessons go under (none: it covers nobody). */
  coverage: PostcodeCoverage;
  /** The franchise's saved travel time: a lesson's travel when none is given. */
  travelMinutes: number;
  /** How many test centres the franchise has chosen (a test lesson needs one). */
  testCentres: number;
  /** The franchise's car (null when the franchise was not found). */
  transmission: 'Manual' | 'Automatic' | null;
};

/** The learners feature's answer with the calendar's facts of the learner's franchise (null: none found). */
export const toBookingLearner = (
  learner: BookingLearnerView,
  known: boolean,
  facts: FranchiseFacts | null,
): BookingLearner => ({
  ...learner,
  known,
  capacity:
    facts?.capacityMaximum == null || facts.capacityLocked == null
      ? null
      : { maximum: facts.capacityMaximum, locked: facts.capacityLocked },
  coverage: {
    districts: facts?.districts ? facts.districts.split(',') : [],
    sectorOptOuts: facts?.sectorOptOuts ? facts.sectorOptOuts.split(',') : [],
  },
  travelMinutes: facts?.travelMinutes ?? DEFAULT_PREFERENCE_TRAVEL_MINUTES,
  testCentres: Number(facts?.testCentres ?? 0),
  transmission: facts?.transmission ?? null,
});

/**
 * One of the instructor's learners as booking needs them, or null when not theirs: the learner, the
 * allocation lessons are booked under (the oldest current one) and its balance from the learners
 * service, then the calendar's own facts about them. `db` is the caller's transaction, when in one.
 */
export const findBookingLearner = async (
  deps: CalendarDeps,
  viewer: Viewer,
  learnerId: string,
): Promise<BookingLearner | null> => {
  const learner = await deps.learners.getBookingLearner(viewer, learnerId);
  if (!learner) return null;
  const franchiseId = learner.allocation.propositionAllocationId;
  const facts = await findBookingFacts(viewer.instructorId, learnerId, franchiseId);
  return toBookingLearner(learner, Boolean(facts?.known), facts);
};

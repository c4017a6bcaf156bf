import type { AllocationStatus, ProductCategory } from '@portal/domain/learners';
import type { Database } from '../../db/client.ts';
import { type LearnerView, toLearnerView } from '../learners/learner.views.ts';
import { findBookingRow } from './booking-facts.repository.ts';

export type BookingLearner = {
  view: LearnerView;
  /** The allocation lessons are booked under: the oldest current one with this instructor. */
  allocation: {
    id: string;
    status: AllocationStatus;
    productCategory: ProductCategory;
    propositionAllocationId: string;
  };
  balanceHours: number;
  /** Has an Active lesson with the instructor already (so is not a new learner to them). */
  known: boolean;
  capacity: { maximum: number; locked: boolean } | null;
  coveredDistricts: string[];
};

/** One of the instructor's learners as booking needs them (one query), or null when not theirs. */
export const findBookingLearner = async (
  db: Database,
  instructorId: string,
  learnerId: string,
  today: string,
): Promise<BookingLearner | null> => {
  const row = await findBookingRow(db, instructorId, learnerId, today);
  if (!row) return null;
  return {
    view: toLearnerView(row, row.firstStatus === 'Approved'),
    allocation: row.allocation,
    balanceHours: Number(row.balanceHours ?? 0),
    known: Boolean(row.known),
    capacity:
      row.capacityMaximum === null || row.capacityLocked === null
        ? null
        : { maximum: row.capacityMaximum, locked: row.capacityLocked },
    coveredDistricts: row.districts ? row.districts.split(',') : [],
  };
};

import { allocationMessages as m, type Suggestion } from '@portal/domain/allocation';
import { DomainError } from '@portal/domain/errors';
import type { StaffViewer } from '@portal/domain/office';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { AuditService } from '../audit/index.ts';
import { allocateBusinessLearner, reallocateBusinessLearner } from '../learners/index.ts';
import {
  claimWaitingEntry,
  findEntry,
  insertAttempt,
  type QueueRow,
  setEntryLearner,
} from './allocation.repository.ts';

/** What the queue's use cases need of other features. */
export type AllocationNeeds = { audit: Pick<AuditService, 'record'> };

type Offer = {
  staff: StaffViewer;
  entry: QueueRow;
  suggestion: Suggestion & { instructorName: string };
  today: string;
};

/** The learners feature's Pending allocation: a new learner the first time, another allocation after a refusal. */
const pendingLearnerFor = async ({ entry, suggestion, today }: Offer): Promise<string> => {
  const common = { franchiseId: suggestion.franchiseId, lessonType: entry.lessonType, ratePence: entry.ratePence };
  if (entry.learnerId) {
    await reallocateBusinessLearner({ ...common, learnerId: entry.learnerId, fromDate: today });
    return entry.learnerId;
  }
  const learnerId = await allocateBusinessLearner({
    ...common,
    fromDate: today,
    title: entry.title,
    firstName: entry.firstName,
    lastName: entry.lastName,
    dateOfBirth: entry.dateOfBirth,
    emailAddress: entry.emailAddress,
    mobileNumber: entry.mobileNumber,
    address: {
      line1: entry.line1,
      line2: entry.line2,
      town: entry.town,
      county: entry.county,
      postcode: entry.postcode,
    },
  });
  await setEntryLearner(entry.id, learnerId);
  return learnerId;
};

/**
 * In one transaction: claim the waiting entry (the conditional update only one racer wins), make the learner
 * Pending for the franchise, record the offer and audit it.
 */
export const offerLearner = (deps: AppDeps, services: AllocationNeeds, offer: Offer): Promise<QueueRow> =>
  inTransaction(async () => {
    const { staff, entry, suggestion } = offer;
    if (!(await claimWaitingEntry(entry.id))) throw new DomainError('ALREADY_ALLOCATED', m.alreadyAllocated);
    const learnerId = await pendingLearnerFor(offer);
    const [attempt] = await insertAttempt({
      entryId: entry.id,
      franchiseId: suggestion.franchiseId,
      instructorId: suggestion.instructorId,
      staffId: staff.staffId,
      offeredAt: deps.clock.now(),
    });
    await services.audit.record({
      staffId: staff.staffId,
      operation: 'allocateLearner',
      targetType: 'QueueLearner',
      targetId: entry.id,
      instructorId: suggestion.instructorId,
      before: { state: entry.state, learnerId: entry.learnerId },
      after: {
        state: 'Offered',
        learnerId,
        franchiseId: suggestion.franchiseId,
        attemptId: attempt!.id,
        reasons: suggestion.reasons,
      },
    });
    const updated = await findEntry(entry.id, staff.brands);
    return updated!;
  });

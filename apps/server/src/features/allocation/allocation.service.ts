import {
  type AllocateLearnerCommand,
  allocateLearnerSchema,
  franchiseTypesTeaching,
  allocationMessages as m,
  needsLessonTypeChoice,
  type QueueState,
  rankSuggestions,
  SUGGESTIONS_SHOWN,
} from '@portal/domain/allocation';
import { DomainError, parseCommand } from '@portal/domain/errors';
import type { StaffViewer } from '@portal/domain/office';
import { districtOf, sectorOf } from '@portal/domain/postcode';
import { localDateOf } from '@portal/domain/time';
import type { AppDeps } from '../../app-deps.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { LearnerAnswers } from '../learners/index.ts';
import { answerOpenAttempt, findAttempts, findEntry, findQueue, type QueueRow } from './allocation.repository.ts';
import { publishQueueEvent } from './allocation-events.ts';
import { type AllocationNeeds, offerLearner } from './allocation-offer.ts';
import { type CandidateRow, findSuggestions } from './allocation-suggestions.repository.ts';

const QUEUE_LIMIT = 500;

const notFound = () => new DomainError('NOT_FOUND', m.entryNotFound);

/** Only the brands the member sees, narrowed to one when asked. */
const brandsOf = (staff: StaffViewer, brand?: string | null) =>
  brand ? staff.brands.filter((b) => b === brand) : staff.brands;

/**
 * Who could take a waiting learner now, best first: the best `limit` (or only the franchise given) ranked in one
 * statement, then each with its reasons by the domain's rankSuggestions (which keeps the statement's order).
 */
const suggestionsFor = async (
  staff: StaffViewer,
  entry: QueueRow,
  today: string,
  page: { limit: number; franchiseId?: string },
) => {
  const district = districtOf(entry.postcode);
  const sector = sectorOf(entry.postcode);
  if (entry.state !== 'Waiting' || !district || !sector || !staff.brands.includes(entry.brand)) return [];
  const rows = (await findSuggestions(
    {
      entryId: entry.id,
      district,
      sector,
      brand: entry.brand,
      transmission: entry.transmission,
      franchiseTypes: franchiseTypesTeaching(entry.lessonType),
      passPlus: needsLessonTypeChoice(entry.lessonType),
      today,
      days: entry.preferredDays,
      parts: entry.preferredParts,
      franchiseId: page.franchiseId,
    },
    page.limit,
  )) as CandidateRow[];
  const wanted = { days: entry.preferredDays, parts: entry.preferredParts };
  return rankSuggestions(
    rows.map((r) => ({ ...r, sectorCode: sector })),
    entry.lessonType,
    wanted,
  );
};

/** The queue's use cases (issue 24 §4); every one scoped to the staff member's brands. */
export const createAllocationService = (deps: AppDeps, services: AllocationNeeds) => {
  const today = () => localDateOf(deps.clock.now());

  const getEntry = async (staff: StaffViewer, id: string): Promise<QueueRow> => {
    const entry = isUuid(id) ? await findEntry(id, staff.brands) : undefined;
    if (!entry) throw notFound();
    return entry;
  };

  return {
    listQueue: (staff: StaffViewer, input: { brand?: string | null; states?: readonly QueueState[] | null } = {}) =>
      findQueue(
        brandsOf(staff, input.brand),
        input.states?.length ? input.states : ['Waiting', 'Offered'],
        QUEUE_LIMIT,
      ),

    getEntry,

    /**
     * The learner, who was tried, and the best of who could take them now (SUGGESTIONS_SHOWN), best first;
     * `moreSuggestions` when others could too (one more row is read to know).
     */
    getEntryDetail: async (staff: StaffViewer, id: string) => {
      const entry = await getEntry(staff, id);
      const [history, found] = await Promise.all([
        findAttempts(entry.id),
        suggestionsFor(staff, entry, today(), { limit: SUGGESTIONS_SHOWN + 1 }),
      ]);
      return {
        entry,
        history,
        suggestions: found.slice(0, SUGGESTIONS_SHOWN),
        moreSuggestions: found.length > SUGGESTIONS_SHOWN,
      };
    },

    /**
     * Offers a waiting learner to a suggested franchise: the learner becomes Pending there. Of two racing
     * allocations exactly one wins; the other gets ALREADY_ALLOCATED (CONFLICT) and changes nothing.
     */
    allocateLearner: async (staff: StaffViewer, raw: AllocateLearnerCommand) => {
      const input = parseCommand(allocateLearnerSchema, raw);
      const entry = await getEntry(staff, input.entryId);
      if (entry.state !== 'Waiting') throw new DomainError('ALREADY_ALLOCATED', m.alreadyAllocated);
      // Any franchise that could take them now, among those shown or not.
      const [suggestion] = await suggestionsFor(staff, entry, today(), { limit: 1, franchiseId: input.franchiseId });
      if (!suggestion) throw new DomainError('INVALID_INPUT', m.notSuggested, { field: 'franchiseId' });
      const offered = await offerLearner(deps, services, { staff, entry, suggestion, today: today() });
      await publishQueueEvent(deps.pubsub, {
        kind: 'Offered',
        entryId: entry.id,
        brand: entry.brand,
        state: 'Offered',
      });
      return offered;
    },

    /**
     * The instructor's answer to a learner the queue offered (the learners feature calls it in the answer's
     * transaction): accepted, the entry is Allocated; rejected, it waits again with the reason in its history.
     * Returns what announces it once committed, or null for a learner the queue did not offer.
     */
    learnerAnswered: async (answer: Parameters<LearnerAnswers['learnerAnswered']>[0]) => {
      const done = await answerOpenAttempt({ ...answer, at: deps.clock.now() });
      if (!done) return null;
      const { entry } = done;
      return () =>
        publishQueueEvent(deps.pubsub, {
          kind: answer.outcome,
          entryId: entry.id,
          brand: entry.brand,
          state: entry.state,
        });
    },
  };
};

export type AllocationService = ReturnType<typeof createAllocationService>;

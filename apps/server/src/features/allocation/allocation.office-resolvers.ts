import type { FeatureWiring } from '../../feature-entry.ts';
import type { Resolvers } from '../../generated/office-graphql.ts';
import { requireStaff } from '../../graphql/office-context.ts';
import type { QueueRow } from './allocation.repository.ts';
import type { AllocationService } from './allocation.service.ts';

type Wiring = FeatureWiring<{ allocation: AllocationService }>;

/** The API's view of a queued learner. */
const learnerView = (row: QueueRow) => ({
  id: row.id,
  brand: row.brand,
  name: `${row.firstName} ${row.lastName}`,
  emailAddress: row.emailAddress,
  mobileNumber: row.mobileNumber,
  postcode: row.postcode,
  lessonType: row.lessonType,
  transmission: row.transmission,
  preferredDays: row.preferredDays,
  preferredParts: row.preferredParts,
  joinedAt: row.joinedAt,
  state: row.state,
  offeredTo: row.offeredTo,
  tries: row.tries,
});

/** The allocation queue at the office's door: thin, each a call of the allocation service. */
export const createAllocationOfficeResolvers = ({ services }: Wiring): Resolvers => ({
  Query: {
    allocationQueue: async (_parent, args, ctx) =>
      (await services.allocation.listQueue(requireStaff(ctx), args)).map(learnerView),
    allocationQueueLearner: async (_parent, args, ctx) => {
      const { entry, history, suggestions, moreSuggestions } = await services.allocation.getEntryDetail(
        requireStaff(ctx),
        args.id,
      );
      return {
        learner: learnerView(entry),
        history,
        suggestions: suggestions.map((s) => ({
          franchiseId: s.franchiseId,
          instructorId: s.instructorId,
          instructorName: s.instructorName,
          adiNumber: s.adiNumber,
          franchiseName: s.franchiseName,
          taken: s.taken,
          capacity: s.capacity,
          matchingDays: s.matchingDays,
          reasons: s.reasons,
        })),
        moreSuggestions,
      };
    },
  },
  Mutation: {
    allocateLearner: async (_parent, args, ctx) =>
      learnerView(await services.allocation.allocateLearner(requireStaff(ctx), args)),
  },
});

import type { Viewer } from '../../app-deps.ts';
import type { Reads } from '../../db/reads.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { learnerRecordsResolvers } from './learner-records.resolvers.ts';
import { createLearnerLoaders } from './learners.loaders.ts';
import { learnersResolvers } from './learners.resolvers.ts';
import { createLearnersService, type LearnersService } from './learners.service.ts';

export type { LearnerParent } from './learner.views.ts';
export type { BookingLearnerView, LearnersService } from './learners.service.ts';
/** The office side: allocating a business learner to a franchise, pending the instructor's approval. */
export { allocateBusinessLearner, type BusinessLearner } from './office.ts';

const resolvers: Resolvers = {
  ...learnersResolvers,
  ...learnerRecordsResolvers,
  Learner: { ...learnersResolvers.Learner, ...learnerRecordsResolvers.Learner },
};

/**
 * The learners feature: what other features and the registration list may use. Other features ask the service:
 * `countPendingApprovals(viewer)` (home), `lessonPriceFor(viewer, franchiseId, lessonType)` (the one price
 * lookup, to be pointed at the areas service).
 */
export const learnersFeature = {
  resolvers,
  createService: createLearnersService,
  createLoaders: (services: { learners: LearnersService }, viewerOf: () => Viewer, reads: () => Reads) =>
    createLearnerLoaders(services.learners, viewerOf, reads),
  access: {
    Instructor: { learners: 'ViewLearners' },
    Query: { learner: 'ViewLearner', emailExists: 'AddLearner', learnerLessonPrices: 'ViewLearner' },
    Mutation: {
      rejectLearner: 'ViewLearners',
      createSelfSourcedLearner: 'AddLearner',
      updateLearner: 'EditLearner',
      updateHourlyRate: 'EditLearner',
      createTest: 'EditLearner',
      updateTest: 'EditLearner',
      deleteTest: 'EditLearner',
      updateLearnerProgress: 'EditLearner',
    },
  } as const,
};

import type { Viewer } from '../../app-deps.ts';
import { createLearnerLoaders } from './learners.loaders.ts';
import { learnersResolvers } from './learners.resolvers.ts';
import { createLearnersService, type LearnersService } from './learners.service.ts';

export type { LearnerParent } from './learner.views.ts';
export type { BookingLearnerView, LearnersService } from './learners.service.ts';

/** The learners feature: what other features and the registration list may use. */
export const learnersFeature = {
  resolvers: learnersResolvers,
  createService: createLearnersService,
  createLoaders: (services: { learners: LearnersService }, viewerOf: () => Viewer) =>
    createLearnerLoaders(services.learners, viewerOf),
};

import type { Resolvers } from '../../generated/graphql.ts';
import { requireOwnInstructor } from '../../graphql/context.ts';

export const learnersResolvers: Resolvers = {
  Instructor: {
    learners: (parent, _args, ctx) => ctx.services.learners.listLearners(requireOwnInstructor(ctx, parent.id)),
  },
  Learner: {
    allocations: (learner, _args, ctx) => ctx.loaders.learners.allocationsByLearner.load(learner.id),
    lessonBalances: (learner, _args, ctx) => ctx.loaders.learners.balancesByLearner.load(learner.id),
  },
};

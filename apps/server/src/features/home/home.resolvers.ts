import type { Resolvers } from '../../generated/graphql.ts';
import { requireOwnInstructor } from '../../graphql/context.ts';

export const homeResolvers: Resolvers = {
  Instructor: {
    todaysEvents: async (parent, _args, ctx) => {
      requireOwnInstructor(ctx, parent.id);
      const day = await ctx.loaders.home.today();
      // The lessons' learners were read with them: their fields need no second round trip.
      for (const learner of day.learners) ctx.loaders.learners.learnerById.prime(learner.id, learner);
      return day.lessons;
    },
    todaysIncome: async (parent, _args, ctx) => {
      const viewer = requireOwnInstructor(ctx, parent.id);
      return ctx.services.home.todaysIncome(viewer, await ctx.loaders.home.today());
    },
    todaysThingsToDo: (parent, _args, ctx) =>
      ctx.services.home.todaysThingsToDo(requireOwnInstructor(ctx, parent.id), ctx.reads),
  },
};

import type { Resolvers } from '../../generated/graphql.ts';
import { requireOwnInstructor } from '../../graphql/context.ts';

export const homeResolvers: Resolvers = {
  Instructor: {
    todaysEvents: (parent, _args, ctx) => {
      requireOwnInstructor(ctx, parent.id);
      return ctx.loaders.home.todaysLessons();
    },
    todaysIncome: async (parent, _args, ctx) => {
      const viewer = requireOwnInstructor(ctx, parent.id);
      return ctx.services.home.todaysIncome(viewer, await ctx.loaders.home.todaysLessons(), ctx.reads);
    },
    todaysThingsToDo: (parent, _args, ctx) =>
      ctx.services.home.todaysThingsToDo(requireOwnInstructor(ctx, parent.id), ctx.reads),
  },
};

import type { FeatureWiring } from '../../feature-entry.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { requireOwnInstructor } from '../../graphql/context.ts';
import type { HomeService } from './home.service.ts';

export const createHomeResolvers = ({ services }: FeatureWiring<{ home: HomeService }>): Resolvers => ({
  Instructor: {
    todaysEvents: (parent, _args, ctx) => services.home.todaysEvents(requireOwnInstructor(ctx, parent.id)),
    todaysIncome: (parent, _args, ctx) => services.home.todaysIncome(requireOwnInstructor(ctx, parent.id)),
    firstSteps: (parent, _args, ctx) => services.home.firstSteps(requireOwnInstructor(ctx, parent.id)),
    todaysThingsToDo: (parent, _args, ctx) => services.home.todaysThingsToDo(requireOwnInstructor(ctx, parent.id)),
  },
});

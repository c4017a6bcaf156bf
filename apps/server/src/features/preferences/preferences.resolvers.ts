import type { UpdateInstructorPreferencesInput } from '@portal/domain/preferences';
import type { Resolvers } from '../../generated/graphql.ts';
import { requireOwnInstructor, requireViewer } from '../../graphql/context.ts';

export const preferencesResolvers: Resolvers = {
  Query: {
    testCentres: (_parent, { search }, ctx) => {
      requireViewer(ctx);
      return ctx.services.preferences.listTestCentres(search);
    },
  },
  Mutation: {
    updateInstructorPreferences: (_parent, { input }, ctx) =>
      ctx.services.preferences.updatePreferences(requireViewer(ctx), input as UpdateInstructorPreferencesInput),
  },
  Instructor: {
    learnerCapacity: (parent, _args, ctx) =>
      ctx.services.preferences.getLearnerCapacity(requireOwnInstructor(ctx, parent.id)),
    lessonTypes: (parent, _args, ctx) => ctx.services.preferences.getLessonTypes(requireOwnInstructor(ctx, parent.id)),
    testCentres: (parent, _args, ctx) => ctx.services.preferences.getTestCentres(requireOwnInstructor(ctx, parent.id)),
  },
};

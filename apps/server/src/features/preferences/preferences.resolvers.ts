import type { UpdateInstructorPreferencesInput } from '@portal/domain/preferences';
import type { FeatureWiring } from '../../feature-entry.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { requireOwnInstructor, requireViewer } from '../../graphql/context.ts';
import { franchisePropositionOf } from '../instructor/index.ts';
import type { PreferencesService } from './preferences.service.ts';

export const createPreferencesResolvers = ({
  services,
}: FeatureWiring<{ preferences: PreferencesService }>): Resolvers => ({
  Query: {
    testCentres: (_parent, { search }, ctx) => {
      requireViewer(ctx);
      return services.preferences.listTestCentres(search);
    },
  },
  Mutation: {
    updateInstructorPreferences: (_parent, { input }, ctx) =>
      services.preferences.updatePreferences(requireViewer(ctx), input as UpdateInstructorPreferencesInput),
  },
  LearnerCapacity: { proposition: (row, _args, ctx) => franchisePropositionOf(ctx, row.lineItemKey) },
  Instructor: {
    learnerCapacity: (parent, _args, ctx) =>
      services.preferences.getLearnerCapacity(requireOwnInstructor(ctx, parent.id)),
    lessonTypes: (parent, _args, ctx) => services.preferences.getLessonTypes(requireOwnInstructor(ctx, parent.id)),
    testCentres: (parent, _args, ctx) => services.preferences.getTestCentres(requireOwnInstructor(ctx, parent.id)),
  },
});

import { productCategoriesFor } from '@portal/domain/areas';
import type { FeatureWiring } from '../../feature-entry.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { requireOwnInstructor, requireViewer } from '../../graphql/context.ts';
import { toInstructorView } from '../instructor/index.ts';
import type { AreasService } from './areas.service.ts';
import { categoryRef } from './areas.views.ts';

export const createAreasResolvers = ({ services }: FeatureWiring<{ areas: AreasService }>): Resolvers => ({
  InstructorProposition: {
    coverage: (parent, _args, ctx) => services.areas.loadCoverage(requireViewer(ctx), parent.id),
    productCategories: (parent) => productCategoriesFor(parent.proposition.type).map(categoryRef),
  },
  Instructor: {
    prices: async (parent, _args, ctx) => {
      const viewer = requireOwnInstructor(ctx, parent.id);
      const facts = await ctx.viewerFacts();
      const franchiseIds = facts ? toInstructorView(facts).propositions.map((p) => p.id) : [];
      return services.areas.instructorPrices(viewer, franchiseIds);
    },
  },
  Query: {
    pricesForAllocationAndLocation: (_parent, { instructorId, ...input }, ctx) =>
      services.areas.pricesForLocation(requireOwnInstructor(ctx, instructorId), input),
    regionLookup: (_parent, args, ctx) => services.areas.regionLookup(requireViewer(ctx), args),
    coverage: (_parent, { id }, ctx) => services.areas.getCoverage(requireViewer(ctx), id),
    region: (_parent, { id }, ctx) => services.areas.getRegion(requireViewer(ctx), id),
    discounts: (_parent, args, ctx) => services.areas.getDiscounts(requireViewer(ctx), args),
    productCategories: (_parent, _args, ctx) => {
      requireViewer(ctx);
      return services.areas.productCategories();
    },
  },
  Mutation: {
    createAreaCoverage: (_parent, { input }, ctx) => services.areas.createAreaCoverage(requireViewer(ctx), input),
    updateAreaCoverage: (_parent, { input }, ctx) => services.areas.updateAreaCoverage(requireViewer(ctx), input),
    deleteAreaCoverage: (_parent, { id }, ctx) => services.areas.deleteAreaCoverage(requireViewer(ctx), id),
  },
});

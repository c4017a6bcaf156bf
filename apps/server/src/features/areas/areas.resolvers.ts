import { productCategoriesFor } from '@portal/domain/areas';
import type { Resolvers } from '../../generated/graphql.ts';
import { requireViewer } from '../../graphql/context.ts';
import { categoryRef } from './areas.views.ts';

export const areasResolvers: Resolvers = {
  InstructorProposition: {
    coverage: (parent, _args, ctx) => {
      requireViewer(ctx);
      return ctx.loaders.areas.coverageByFranchise.load(parent.id);
    },
    productCategories: (parent) => productCategoriesFor(parent.proposition.type).map(categoryRef),
  },
  Query: {
    regionLookup: (_parent, args, ctx) => ctx.services.areas.regionLookup(requireViewer(ctx), args),
    coverage: (_parent, { id }, ctx) => ctx.services.areas.getCoverage(requireViewer(ctx), id),
    region: (_parent, { id }, ctx) => ctx.services.areas.getRegion(requireViewer(ctx), id),
    discounts: (_parent, args, ctx) => ctx.services.areas.getDiscounts(requireViewer(ctx), args),
    productCategories: (_parent, _args, ctx) => {
      requireViewer(ctx);
      return ctx.services.areas.productCategories();
    },
  },
  Mutation: {
    createAreaCoverage: (_parent, { input }, ctx) => ctx.services.areas.createAreaCoverage(requireViewer(ctx), input),
    updateAreaCoverage: (_parent, { input }, ctx) => ctx.services.areas.updateAreaCoverage(requireViewer(ctx), input),
    deleteAreaCoverage: (_parent, { id }, ctx) => ctx.services.areas.deleteAreaCoverage(requireViewer(ctx), id),
  },
};

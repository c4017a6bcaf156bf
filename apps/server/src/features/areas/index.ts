import { defineFeature } from '../../feature-entry.ts';
import { createAreasResolvers } from './areas.resolvers.ts';
import type { AreasService } from './areas.service.ts';
import { createAreasService } from './areas.service.ts';

/** For the seed and test fixtures: give a franchise an area from district codes. */
export { coverDistricts } from './areas.office.ts';
export type { AreasService, PriceRange } from './areas.service.ts';

/** Areas and prices: the districts each franchise covers, its prices and discounts there. */
export const areasFeature = defineFeature<{ areas: AreasService }>()({
  createService: createAreasService,
  resolvers: createAreasResolvers,
  access: {
    Query: {
      regionLookup: 'AddANewArea',
      coverage: 'ManageArea',
      region: 'AreasCovered',
      discounts: 'AreasCovered',
      productCategories: 'signedIn',
      pricesForAllocationAndLocation: 'AddLearner',
    },
    Mutation: { createAreaCoverage: 'AddANewArea', updateAreaCoverage: 'ManageArea', deleteAreaCoverage: 'ManageArea' },
    InstructorProposition: { coverage: 'AreasCovered', productCategories: 'signedIn' },
    Instructor: { prices: 'AreasCovered' },
  },
});

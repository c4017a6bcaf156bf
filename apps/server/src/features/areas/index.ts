import type { Viewer } from '../../app-deps.ts';
import { createAreaLoaders } from './areas.loaders.ts';
import { areasResolvers } from './areas.resolvers.ts';
import { type AreasService, createAreasService } from './areas.service.ts';

export type { AreasService, PriceRange } from './areas.service.ts';
/** For the seed and test fixtures: give a franchise an area from district codes. */
export { coverDistricts } from './cover-districts.ts';

/** Areas and prices: the districts each franchise covers, its prices and discounts there. */
export const areasFeature = {
  resolvers: areasResolvers,
  createService: createAreasService,
  createLoaders: (services: { areas: AreasService }, viewerOf: () => Viewer) =>
    createAreaLoaders(services.areas, viewerOf),
  access: {
    Query: {
      regionLookup: 'AddANewArea',
      coverage: 'ManageArea',
      region: 'AreasCovered',
      discounts: 'AreasCovered',
      productCategories: 'signedIn',
    },
    Mutation: { createAreaCoverage: 'AddANewArea', updateAreaCoverage: 'ManageArea', deleteAreaCoverage: 'ManageArea' },
    InstructorProposition: { coverage: 'AreasCovered', productCategories: 'signedIn' },
  } as const,
};

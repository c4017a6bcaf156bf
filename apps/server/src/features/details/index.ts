import type { AppDeps } from '../../app-deps.ts';
import { detailsResolvers } from './details.resolvers.ts';
import { createDetailsService } from './details.service.ts';
import { createDocumentsService } from './documents.service.ts';

export { registerDocumentUploads } from './documents.routes.ts';
export { reviewDocument } from './documents.service.ts';

/** My details and documents: one service for the cards, the car's mileage and insurance, and the documents. */
export const createMyDetailsService = (deps: AppDeps) => {
  const details = createDetailsService(deps);
  const documents = createDocumentsService(deps);
  return {
    ...details,
    ...documents,
  };
};

export type MyDetailsService = ReturnType<typeof createMyDetailsService>;

export const detailsFeature = {
  resolvers: detailsResolvers,
  createService: createMyDetailsService,
  access: {
    Query: { agreementsDocumentsByPerson: 'MyDetails', customerAndFranchiseDocumentsByPerson: 'MyDetails' },
    Mutation: {
      updateInstructorDetails: 'MyDetails',
      updateMileage: 'MyDetails',
      updateInsurance: 'MyDetails',
      updateInsuranceHistory: 'MyDetails',
    },
    Instructor: {
      personalDetails: 'MyDetails',
      drivingDetails: 'MyDetails',
      myBusiness: 'MyDetails',
      certifications: 'MyDetails',
      additionalDrivers: 'MyDetails',
      vehicleAssignments: 'MyDetails',
    },
  } as const,
};

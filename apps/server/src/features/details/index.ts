import { defineFeature } from '../../feature-entry.ts';
import { createDetailsResolvers } from './details.resolvers.ts';
import { registerDocumentUploads } from './documents.routes.ts';
import { createMyDetailsService, type MyDetailsService } from './my-details.service.ts';

export { FIRST_DOCUMENT_SLOTS, recordSignedAgreement } from './documents.office.ts';
export { reviewDocument } from './documents.service.ts';
export type { MyDetailsService } from './my-details.service.ts';

export const detailsFeature = defineFeature<{ details: MyDetailsService }>()({
  createService: createMyDetailsService,
  resolvers: createDetailsResolvers,
  routes: async (app, { services }) => {
    await registerDocumentUploads(app, services);
  },
  access: {
    Query: { agreementsDocumentsByPerson: 'MyDetails', customerAndFranchiseDocumentsByPerson: 'MyDetails' },
    Mutation: {
      updateInstructorDetails: 'MyDetails',
      addVehicle: 'MyDetails',
      updateMileage: 'MyDetails',
      updateInsurance: 'MyDetails',
      updateInsuranceHistory: 'MyDetails',
      uploadDocument: 'MyDetails',
      addNewDocument: 'MyDetails',
      updateAgreementDocument: 'MyDetails',
    },
    Instructor: {
      personalDetails: 'MyDetails',
      personId: 'MyDetails',
      name: 'MyDetails',
      dateOfBirth: 'MyDetails',
      emailAddress: 'MyDetails',
      landlineNumber: 'MyDetails',
      address: 'MyDetails',
      drivingDetails: 'MyDetails',
      myBusiness: 'MyDetails',
      certifications: 'MyDetails',
      additionalDrivers: 'MyDetails',
      vehicleAssignments: 'MyDetails',
    },
  },
});

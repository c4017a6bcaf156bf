import { defineFeature } from '../../feature-entry.ts';
import type { AuditService } from '../audit/index.ts';
import type { StaffService } from '../staff/index.ts';
import { createDetailsResolvers } from './details.resolvers.ts';
import { createDocumentReviewOfficeResolvers } from './document-review.office-resolvers.ts';
import { DOCUMENT_REVIEW_ROLES, registerDocumentReviewDownload } from './document-review.routes.ts';
import { registerDocumentUploads } from './documents.routes.ts';
import { createMyDetailsService, type MyDetailsService } from './my-details.service.ts';

export { FIRST_DOCUMENT_SLOTS, recordSignedAgreement } from './documents.office.ts';
export { reviewDocument } from './documents.service.ts';
export type { MyDetailsService } from './my-details.service.ts';

export const detailsFeature = defineFeature<{ details: MyDetailsService; audit: AuditService; staff: StaffService }>()({
  createService: createMyDetailsService,
  resolvers: createDetailsResolvers,
  routes: async (app, { deps, services }) => {
    await registerDocumentUploads(app, services);
    registerDocumentReviewDownload(app, {
      blobs: deps.blobs,
      staffOf: (token) => services.staff.viewerOf(token),
      review: services.details,
    });
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
  /** The office's document review (issue 24 §5): the queue, the file, approve or reject, what expires soon. */
  office: {
    resolvers: createDocumentReviewOfficeResolvers,
    access: {
      Query: {
        documentReviewQueue: DOCUMENT_REVIEW_ROLES,
        reviewDocument: DOCUMENT_REVIEW_ROLES,
        expiringDocuments: DOCUMENT_REVIEW_ROLES,
      },
      Mutation: { approveDocument: DOCUMENT_REVIEW_ROLES, rejectDocument: DOCUMENT_REVIEW_ROLES },
    },
  },
});

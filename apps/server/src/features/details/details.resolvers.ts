import type { FeatureWiring } from '../../feature-entry.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { requireOwnInstructor, requireViewer } from '../../graphql/context.ts';
import type { MyDetailsService } from './my-details.service.ts';

export const createDetailsResolvers = ({ services }: FeatureWiring<{ details: MyDetailsService }>): Resolvers => ({
  Query: {
    agreementsDocumentsByPerson: (_parent, { personKey }, ctx) =>
      services.details.listAgreementDocuments(requireViewer(ctx), personKey),
    customerAndFranchiseDocumentsByPerson: (_parent, { personKey }, ctx) =>
      services.details.listCustomerAndFranchiseDocuments(requireViewer(ctx), personKey),
  },
  Mutation: {
    updateInstructorDetails: async (_parent, { id, vehicleMileage }, ctx) => {
      const viewer = requireOwnInstructor(ctx, id);
      await services.details.updateMileage(viewer, {
        vehicleKey: vehicleMileage.id,
        mileage: vehicleMileage.mileage,
        confirmLower: vehicleMileage.confirmLower,
      });
      return { id: viewer.instructorId };
    },
    addVehicle: (_parent, { input }, ctx) => services.details.addVehicle(requireViewer(ctx), input),
    updateMileage: (_parent, { input }, ctx) => services.details.updateMileage(requireViewer(ctx), input),
    updateInsurance: (_parent, { input }, ctx) => services.details.updateInsurance(requireViewer(ctx), input),
    updateInsuranceHistory: (_parent, { input }, ctx) =>
      services.details.updateInsuranceHistory(requireViewer(ctx), input),
  },
  Instructor: {
    personalDetails: async (parent, _args, ctx) =>
      (await services.details.getProfile(requireOwnInstructor(ctx, parent.id))).personalDetails,
    drivingDetails: async (parent, _args, ctx) =>
      (await services.details.getProfile(requireOwnInstructor(ctx, parent.id))).drivingDetails,
    myBusiness: async (parent, _args, ctx) =>
      (await services.details.getProfile(requireOwnInstructor(ctx, parent.id))).myBusiness,
    certifications: (parent, _args, ctx) => services.details.listCertifications(requireOwnInstructor(ctx, parent.id)),
    additionalDrivers: (parent, _args, ctx) =>
      services.details.listAdditionalDrivers(requireOwnInstructor(ctx, parent.id)),
    vehicleAssignments: (parent, _args, ctx) =>
      services.details.listVehicleAssignments(requireOwnInstructor(ctx, parent.id)),
  },
});

import type { FeatureWiring } from '../../feature-entry.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { type GraphQLContext, requireOwnInstructor, requireViewer } from '../../graphql/context.ts';
import { createDocumentUploadResolvers } from './documents.upload-resolvers.ts';
import type { MyDetailsService } from './my-details.service.ts';

type Profile = Awaited<ReturnType<MyDetailsService['getProfile']>>;

export const createDetailsResolvers = ({ services }: FeatureWiring<{ details: MyDetailsService }>): Resolvers => {
  /** The instructor's profile, read once per request however many of its fields are asked for. */
  const profiles = new WeakMap<object, Promise<Profile>>();
  const profileOf = (instructorId: string, ctx: GraphQLContext) => {
    const viewer = requireOwnInstructor(ctx, instructorId);
    let profile = profiles.get(ctx);
    if (!profile) {
      profile = services.details.getProfile(viewer);
      profiles.set(ctx, profile);
    }
    return profile;
  };
  const personal = async (instructorId: string, ctx: GraphQLContext) =>
    (await profileOf(instructorId, ctx)).personalDetails;
  const uploads = createDocumentUploadResolvers(services.details);
  return {
    Upload: uploads.Upload,
    Query: {
      agreementsDocumentsByPerson: (_parent, { personKey }, ctx) =>
        services.details.listAgreementDocuments(requireViewer(ctx), personKey),
      customerAndFranchiseDocumentsByPerson: (_parent, { personKey }, ctx) =>
        services.details.listCustomerAndFranchiseDocuments(requireViewer(ctx), personKey),
    },
    Mutation: {
      ...uploads.Mutation,
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
      personalDetails: async (parent, _args, ctx) => personal(parent.id, ctx),
      personId: async (parent, _args, ctx) => (await personal(parent.id, ctx)).personId,
      name: async (parent, _args, ctx) => (await personal(parent.id, ctx)).name,
      dateOfBirth: async (parent, _args, ctx) => (await personal(parent.id, ctx)).dateOfBirth,
      emailAddress: async (parent, _args, ctx) => (await personal(parent.id, ctx)).emailAddress,
      landlineNumber: async (parent, _args, ctx) => (await personal(parent.id, ctx)).landlineNumber,
      address: async (parent, _args, ctx) => (await personal(parent.id, ctx)).address,
      drivingDetails: async (parent, _args, ctx) => (await profileOf(parent.id, ctx)).drivingDetails,
      myBusiness: async (parent, _args, ctx) => (await profileOf(parent.id, ctx)).myBusiness,
      certifications: (parent, _args, ctx) => services.details.listCertifications(requireOwnInstructor(ctx, parent.id)),
      additionalDrivers: (parent, _args, ctx) =>
        services.details.listAdditionalDrivers(requireOwnInstructor(ctx, parent.id)),
      vehicleAssignments: (parent, _args, ctx) =>
        services.details.listVehicleAssignments(requireOwnInstructor(ctx, parent.id)),
    },
  };
};

import type { FeatureWiring } from '../../feature-entry.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import { requireOwnInstructor, requireViewer } from '../../graphql/context.ts';
import type { AddressService } from './address.service.ts';

export const createAddressResolvers = ({ services }: FeatureWiring<{ address: AddressService }>): Resolvers => ({
  Query: {
    addressLookup: (_parent, { postcode }, ctx) => services.address.addressLookup(requireViewer(ctx), postcode),
    postcodeInfo: (_parent, { instructorId, ...input }, ctx) =>
      services.address.postcodeInfo(requireOwnInstructor(ctx, instructorId), input),
    addressById: (_parent, { id }, ctx) => services.address.addressById(requireViewer(ctx), id),
  },
});

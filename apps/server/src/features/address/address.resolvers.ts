import type { Resolvers } from '../../generated/graphql.ts';
import { requireViewer } from '../../graphql/context.ts';

export const addressResolvers: Resolvers = {
  Query: {
    addressLookup: (_parent, { postcode }, ctx) => ctx.services.address.addressLookup(requireViewer(ctx), postcode),
    addressById: (_parent, { id }, ctx) => ctx.services.address.addressById(requireViewer(ctx), id),
  },
};

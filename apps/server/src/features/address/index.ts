import { addressResolvers } from './address.resolvers.ts';
import { createAddressService } from './address.service.ts';

export type { AddressService } from './address.service.ts';

/** Address lookup by postcode (`addressLookup`, `addressById`) over the configured AddressLookup adapter. */
export const addressFeature = {
  resolvers: addressResolvers,
  createService: createAddressService,
  access: { Query: { addressLookup: 'signedIn', addressById: 'signedIn' } },
} as const;

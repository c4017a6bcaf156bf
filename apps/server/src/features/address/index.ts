import { defineFeature } from '../../feature-entry.ts';
import type { AreasService } from '../areas/index.ts';
import { createAddressResolvers } from './address.resolvers.ts';
import type { AddressService } from './address.service.ts';
import { createAddressService } from './address.service.ts';

export type { AddressService } from './address.service.ts';

/** Address lookup by postcode (`addressLookup`, `addressById`) over the configured AddressLookup adapter. */
export const addressFeature = defineFeature<{ address: AddressService; areas: AreasService }>()({
  createService: createAddressService,
  resolvers: createAddressResolvers,
  access: { Query: { addressLookup: 'signedIn', addressById: 'signedIn', postcodeInfo: 'AddLearner' } },
});

import type { Viewer } from '../../app-deps.ts';
import type { AddressSummary } from '../../lib/address/address-lookup.ts';
import type { AreasService } from '../areas/index.ts';

type PostcodeInfoInput = { searchTerm?: string | null; postcode: string; franchiseId: string };

/** The addresses whose description holds every word of the search term (any case); all of them without one. */
export const matchingAddresses = (addresses: readonly AddressSummary[], searchTerm?: string | null) => {
  const words = (searchTerm ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return addresses.filter((a) => words.every((word) => a.description.toLowerCase().includes(word)));
};

/**
 * GetPostcodeInfo (spec 4 §7, "addresses and instructor prices"): what the new-learner form needs once a postcode is
 * typed: the addresses there (narrowed by the search term) and the franchise's prices in the area covering it.
 */
export const createPostcodeInfo =
  (
    address: { addressLookup: (viewer: Viewer, postcode: string) => Promise<AddressSummary[]> },
    areas: () => Pick<AreasService, 'pricesForLocation'>,
  ) =>
  async (viewer: Viewer, input: PostcodeInfoInput) => {
    const [addresses, prices] = await Promise.all([
      address.addressLookup(viewer, input.postcode),
      areas().pricesForLocation(viewer, { propositionAllocationId: input.franchiseId, postcode: input.postcode }),
    ]);
    return { postcode: input.postcode, addresses: matchingAddresses(addresses, input.searchTerm), prices };
  };

import { compactPostcode, parseUkPostcode, type UkPostcode } from '@portal/domain/postcode';
import { type AddressLookup, describeAddress, type FullAddress } from './address-lookup.ts';
import { knownUnits } from './seed-addresses.ts';
import { bundledDistrict, type DistrictPlaces } from './uk-districts.ts';

/** FNV-1a: a stable hash, so one postcode always gives the same addresses (on every machine, every start). */
const hashOf = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
};

const BLOCK_NAMES = ['Victoria House', 'Oak Court', 'Albion Court', 'Park View', 'Mill House', 'Grange Court'];

/**
 * The addresses of one postcode unit, made the way Royal Mail's units look: one side of one street (odd or even
 * numbers), 6 to 15 doors, or now and then the flats of one building. The seed's own addresses are kept.
 */
const unitAddresses = (postcode: UkPostcode, place: DistrictPlaces): FullAddress[] => {
  const hash = hashOf(postcode.postcode);
  const known = knownUnits[postcode.postcode];
  const street = known?.[0] ?? place.streets[hash % place.streets.length]!;
  const count = 6 + ((hash >>> 8) % 10);
  const first = known
    ? Math.max(2 - (known[1] % 2), known[1] - 2 * ((hash >>> 16) % count))
    : 1 + ((hash >>> 12) % 2) + 2 * ((hash >>> 16) % 60);
  const block = !known && hash % 5 === 0 ? BLOCK_NAMES[(hash >>> 4) % BLOCK_NAMES.length] : undefined;
  const common = { town: place.town, county: place.county, country: place.country, postcode: postcode.postcode };
  return Array.from({ length: count }, (_, index) => {
    const id = `${compactPostcode(postcode.postcode)}:${index}`;
    if (block) return { ...common, id, line1: `Flat ${index + 1}, ${block}`, line2: `${first} ${street}` };
    return { ...common, id, line1: `${first + 2 * index} ${street}`, line2: place.locality };
  });
};

const addressesAt = (postcode: string): FullAddress[] => {
  const parsed = parseUkPostcode(postcode);
  const place = parsed ? bundledDistrict(parsed.district) : null;
  return parsed && place ? unitAddresses(parsed, place) : [];
};

/**
 * The local default: answers every valid postcode in the bundled districts (uk-districts.ts) with the same
 * real-looking addresses each time, and any other postcode with none. Ids are `{postcode}:{n}` ('LS63AA:2').
 */
export const createBundledAddressLookup = (): AddressLookup => ({
  kind: 'bundled',
  findByPostcode: async (postcode) =>
    addressesAt(postcode).map((address) => ({ id: address.id, description: describeAddress(address) })),
  getById: async (id) => {
    const match = /^([A-Z0-9]{5,7}):(\d{1,2})$/.exec(id);
    if (!match) return null;
    return addressesAt(match[1]!).find((address) => address.id === id) ?? null;
  },
});

/** One line of a postcode search's answer: what the picker lists (spec 4 §3 "address search result"). */
export type AddressSummary = { id: string; description: string };

/** A whole address (spec 4 §3 "full address"), ready to fill a form. */
export type FullAddress = {
  id: string;
  line1: string;
  line2: string | null;
  town: string;
  county: string | null;
  country: string;
  postcode: string;
};

/**
 * Postcode -> the addresses there; id -> the whole address. Callers pass a valid, normalised postcode
 * ('LS6 3AA', from @portal/domain/postcode): adapters answer an unknown one with no addresses, and an unknown
 * id with null. Local default: the bundled dataset; production: a PAF provider over HTTP (ADDRESS_LOOKUP_URL).
 */
export type AddressLookup = {
  readonly kind: 'bundled' | 'paf';
  findByPostcode: (postcode: string) => Promise<AddressSummary[]>;
  getById: (id: string) => Promise<FullAddress | null>;
};

export const describeAddress = (a: Pick<FullAddress, 'line1' | 'line2' | 'town'>): string =>
  [a.line1, a.line2, a.town].filter(Boolean).join(', ');

import { compactPostcode } from '@portal/domain/postcode';
import { z } from 'zod';
import { type AddressLookup, describeAddress, type FullAddress } from './address-lookup.ts';

export type PafLookupOptions = { url: string; key: string | undefined; timeoutMs?: number };

/** A PAF address as the provider sends it (Ideal Postcodes' API: GET /postcodes/{postcode}, GET /udprn/{id}). */
const pafAddress = z.object({
  udprn: z.union([z.number(), z.string()]),
  line_1: z.string(),
  line_2: z.string().nullish(),
  line_3: z.string().nullish(),
  post_town: z.string(),
  county: z.string().nullish(),
  country: z.string().nullish(),
  postcode: z.string(),
});
type PafAddress = z.infer<typeof pafAddress>;

const toFullAddress = (a: PafAddress): FullAddress => ({
  id: String(a.udprn),
  line1: a.line_1,
  line2: [a.line_2, a.line_3].filter(Boolean).join(', ') || null,
  town: a.post_town,
  county: a.county || null,
  country: a.country || 'England',
  postcode: a.postcode,
});

/**
 * Production adapter for a PAF (Royal Mail Postcode Address File) provider over HTTP. "Not found" is an empty
 * answer; a provider that is down or answers nonsense is an error (logged by the API, never shown in detail).
 * One retry on a network error or 5xx.
 */
export const createPafAddressLookup = (options: PafLookupOptions): AddressLookup => {
  const base = options.url.replace(/\/+$/, '');
  const call = async (path: string): Promise<unknown | null> => {
    const url = `${base}${path}${options.key ? `?api_key=${encodeURIComponent(options.key)}` : ''}`;
    let lastError: unknown;
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const response = await fetch(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
        });
        if (response.status === 404) return null;
        if (response.ok) return await response.json();
        lastError = new Error(`Address provider answered ${response.status}`);
        if (response.status < 500) break;
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError instanceof Error ? lastError : new Error('Address provider unreachable');
  };

  return {
    kind: 'paf',
    findByPostcode: async (postcode) => {
      const body = await call(`/postcodes/${encodeURIComponent(compactPostcode(postcode))}`);
      if (body === null) return [];
      const { result } = z.object({ result: z.array(pafAddress) }).parse(body);
      return result.map(toFullAddress).map((a) => ({ id: a.id, description: describeAddress(a) }));
    },
    getById: async (id) => {
      if (!/^\d{1,12}$/.test(id)) return null;
      const body = await call(`/udprn/${id}`);
      if (body === null) return null;
      return toFullAddress(z.object({ result: pafAddress }).parse(body).result);
    },
  };
};

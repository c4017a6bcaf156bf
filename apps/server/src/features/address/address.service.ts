import { DomainError, parseCommand } from '@portal/domain/errors';
import { postcodeSchema } from '@portal/domain/postcode';
import { z } from 'zod';
import type { AppDeps, Viewer } from '../../app-deps.ts';
import type { AddressSummary, FullAddress } from '../../lib/address/address-lookup.ts';
import type { AreasService } from '../areas/index.ts';
import { createPostcodeInfo } from './postcode-info.service.ts';

/** A provider charges per search: generous for a person at a form, a wall for a script. */
const LOOKUPS_PER_WINDOW = 60;
const WINDOW_MS = 10 * 60 * 1000;

const lookupInput = z.object({ postcode: postcodeSchema });

/** Address lookup for the signed-in instructor's forms (new learner, learner details, onboarding). */
export const createAddressService = (deps: AppDeps, services: { areas: AreasService }) => {
  const spend = async (viewer: Viewer) => {
    const { allowed } = await deps.rateLimiter.hit(
      `address-lookup:${viewer.instructorId}`,
      LOOKUPS_PER_WINDOW,
      WINDOW_MS,
    );
    if (!allowed) {
      throw new DomainError('TOO_MANY_REQUESTS', 'Too many address searches: please wait a few minutes and try again.');
    }
  };
  const lookups = {
    addressLookup: async (viewer: Viewer, postcode: string): Promise<AddressSummary[]> => {
      const input = parseCommand(lookupInput, { postcode });
      await spend(viewer);
      return deps.addresses.findByPostcode(input.postcode);
    },

    addressById: async (viewer: Viewer, id: string): Promise<FullAddress | null> => {
      if (id.length === 0 || id.length > 64) return null;
      await spend(viewer);
      return deps.addresses.getById(id);
    },
  };
  return { ...lookups, postcodeInfo: createPostcodeInfo(lookups, () => services.areas) };
};

export type AddressService = ReturnType<typeof createAddressService>;

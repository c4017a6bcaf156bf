import { isPostcodeCovered } from '@portal/domain/areas';
import { parseCommand } from '@portal/domain/errors';
import { postcodeSchema } from '@portal/domain/postcode';
import { z } from 'zod';
import type { Viewer } from '../../app-deps.ts';
import { coverageViews, ownFranchise } from './areas.owned.ts';
import { findOwnCoverages } from './areas.repository.ts';
import type { CoveragePriceView, CoverageView } from './areas.views.ts';
import type { createAreaReads } from './areas-reads.service.ts';
import { coverageOf } from './areas-reads.service.ts';

export type LocationPricesInput = { propositionAllocationId: string; postcode: string };

const locationSchema = z.object({ postcode: postcodeSchema });

/** Spec 4 §3 `prices`: one per franchise and product category. */
export type InstructorPriceView = CoveragePriceView & { lineItemKey: string };

const pricesOf = (area: CoverageView): InstructorPriceView[] =>
  area.pricing.map((price) => ({
    ...price,
    id: `${area.lineItemKey}:${price.productCategory.type}`,
    lineItemKey: area.lineItemKey,
  }));

/** The instructor's prices: per franchise (the viewer's visible ones) and product category. */
export const createAreaPrices = (reads: ReturnType<typeof createAreaReads>) => ({
  /** Each franchise's prices are its first area's (the one the learners feature prefills a rate from). */
  instructorPrices: async (viewer: Viewer, franchiseIds: readonly string[]): Promise<InstructorPriceView[]> => {
    const byFranchise = await reads.listCoverages(viewer, franchiseIds);
    return franchiseIds.flatMap((id) => {
      const first = byFranchise.get(id)?.[0];
      return first ? pricesOf(first) : [];
    });
  },

  /**
   * GetPricesForAllocationAndLocation: the franchise's prices in the area covering the postcode, with the region's
   * bounds; [] when none covers it. A foreign or dormant franchise is NOT_FOUND; a bad postcode the form's message.
   */
  pricesForLocation: async (viewer: Viewer, input: LocationPricesInput) => {
    const { postcode } = parseCommand(locationSchema, { postcode: input.postcode });
    const franchise = await ownFranchise(viewer, input.propositionAllocationId);
    const views = await coverageViews(await findOwnCoverages(viewer.instructorId, { franchiseIds: [franchise.id] }));
    const area = views.find((v) => isPostcodeCovered(postcode, coverageOf(v)));
    if (!area) return [];
    return pricesOf(area).flatMap((price) => {
      const bounds = area.region.pricing.find((p) => p.productCategory.type === price.productCategory.type);
      return bounds ? [{ ...price, minPrice: bounds.minPrice, maxPrice: bounds.maxPrice }] : [];
    });
  },
});

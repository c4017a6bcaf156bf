import { z } from 'zod';

const id = z.string().trim().min(1).max(100);

const sectorOptOut = z.object({ id, optedOut: z.boolean().nullish() });
const districtOptIn = z.object({
  id,
  /** Update only: false takes the district out. */
  covered: z.boolean().nullish(),
  sectorOptOuts: z.array(sectorOptOut).max(100).nullish(),
});
const discountOptIn = z.object({ discountId: id, optIn: z.boolean().nullish() });
const price = z.number().nullish();

/** createAreaCoverage (spec 4 §3): prices in pounds, checked against the region by the service. */
export const createAreaCoverageSchema = z.object({
  instructorId: id,
  lineItemKey: id,
  regionCodeKey: id,
  districtOptIns: z.array(districtOptIn).max(200),
  discounts: z.array(discountOptIn).max(50),
  preTestPrice: price,
  postTestPrice: price,
});
export type CreateAreaCoverageInput = z.input<typeof createAreaCoverageSchema>;

/** updateAreaCoverage: the whole area as it should be after the save. */
export const updateAreaCoverageSchema = z.object({
  lineItemCoverageId: id,
  districtOptIns: z.array(districtOptIn).max(200),
  discounts: z.array(discountOptIn).max(50),
  preTestPrice: price,
  postTestPrice: price,
});
export type UpdateAreaCoverageInput = z.input<typeof updateAreaCoverageSchema>;

/** The districts and sectors an input leaves covered: districts not marked covered=false, sectors opted out. */
export const chosenDistricts = (optIns: z.output<typeof districtOptIn>[]) =>
  optIns
    .filter((d) => d.covered !== false)
    .map((d) => ({
      id: d.id,
      sectorOptOuts: (d.sectorOptOuts ?? []).filter((s) => s.optedOut !== false).map((s) => s.id),
    }));

export const chosenDiscounts = (optIns: z.output<typeof discountOptIn>[]) =>
  optIns.filter((d) => d.optIn !== false).map((d) => d.discountId);

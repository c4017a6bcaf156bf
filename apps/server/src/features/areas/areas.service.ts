import {
  type CreateAreaCoverageInput,
  canAddArea,
  canEditArea,
  createAreaCoverageSchema,
  areaMessages as m,
  type UpdateAreaCoverageInput,
  updateAreaCoverageSchema,
} from '@portal/domain/areas';
import { DomainError, parseCommand } from '@portal/domain/errors';
import type { Viewer } from '../../app-deps.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { isUuid } from '../../lib/uuid.ts';
import { createAreaPrices } from './area-prices.service.ts';
import { checkedChoices } from './areas.choices.ts';
import { areaLoadersOf } from './areas.loaders.ts';
import { notFound, ownCoverage, ownCoverageView, ownFranchise } from './areas.owned.ts';
import {
  deleteCoverage,
  findCoverageChoices,
  findRegion,
  findRegionDetails,
  insertCoverage,
  replaceCoverageChoices,
} from './areas.repository.ts';
import type { CoverageView } from './areas.views.ts';
import { createAreaReads } from './areas-reads.service.ts';

export type { DiscountsInput, PriceRange, RegionLookupInput } from './areas-reads.service.ts';

const ditRefused = () => new DomainError('FEATURE_UNAVAILABLE', m.noAreasForDit);

/** The areas' writes: every input checked by the domain rules against the region before anything is written. */
const createAreaWrites = () => ({
  createAreaCoverage: async (viewer: Viewer, raw: CreateAreaCoverageInput): Promise<CoverageView> => {
    const input = parseCommand(createAreaCoverageSchema, raw);
    if (input.instructorId !== viewer.instructorId) throw notFound(m.franchiseNotFound);
    const franchise = await ownFranchise(viewer, input.lineItemKey);
    if (!canAddArea(franchise.type)) throw ditRefused();
    const region = isUuid(input.regionCodeKey) ? await findRegion(input.regionCodeKey) : null;
    if (!region) throw notFound(m.regionNotFound);
    const choices = checkedChoices(input, franchise.type, await findRegionDetails([region.id]), 'add');
    return inTransaction(async () => {
      const id = await insertCoverage({ franchiseId: franchise.id, regionId: region.id });
      if (!id) throw new DomainError('AREA_ALREADY_COVERED', m.alreadyCovered);
      await replaceCoverageChoices(id, choices);
      return ownCoverageView(viewer, id);
    });
  },

  updateAreaCoverage: async (viewer: Viewer, raw: UpdateAreaCoverageInput): Promise<CoverageView> => {
    const input = parseCommand(updateAreaCoverageSchema, raw);
    const row = await ownCoverage(viewer, input.lineItemCoverageId);
    if (!canEditArea(row.franchiseType)) throw ditRefused();
    const before = (await findCoverageChoices([row.id])).get(row.id);
    const details = await findRegionDetails([row.regionId]);
    const choices = checkedChoices(input, row.franchiseType, details, 'edit', before);
    return inTransaction(async () => {
      await replaceCoverageChoices(row.id, choices);
      return ownCoverageView(viewer, row.id);
    });
  },

  deleteAreaCoverage: async (viewer: Viewer, id: string): Promise<{ affected: number }> => {
    const row = await ownCoverage(viewer, id);
    if (!canEditArea(row.franchiseType)) throw ditRefused();
    return { affected: await deleteCoverage(row.id) };
  },
});

/** Areas and prices: reads (lookup, areas, priceFor for the learners feature) and writes. */
export const createAreasService = () => {
  const reads = createAreaReads();
  return {
    ...reads,
    ...createAreaWrites(),
    ...createAreaPrices(reads),
    /** A franchise's areas: every franchise a request asks for is read together (the areas page lists them all). */
    loadCoverage: (viewer: Viewer, franchiseId: string) =>
      areaLoadersOf(reads, viewer).coverageByFranchise.load(franchiseId),
  };
};

export type AreasService = ReturnType<typeof createAreasService>;

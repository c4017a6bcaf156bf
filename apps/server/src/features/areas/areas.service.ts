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
import type { AppDeps, Viewer } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { isUuid } from '../../lib/uuid.ts';
import { checkedChoices } from './areas.choices.ts';
import { notFound, ownCoverage, ownCoverageView, ownFranchise } from './areas.owned.ts';
import { createAreaReads } from './areas.reads.ts';
import {
  deleteCoverage,
  findCoverageChoices,
  findRegion,
  findRegionDetails,
  insertCoverage,
  replaceCoverageChoices,
} from './areas.repository.ts';
import type { CoverageView } from './areas.views.ts';

export type { DiscountsInput, PriceRange, RegionLookupInput } from './areas.reads.ts';

const ditRefused = () => new DomainError('FEATURE_UNAVAILABLE', m.noAreasForDit);

/** The areas' writes: every input checked by the domain rules against the region before anything is written. */
const createAreaWrites = (deps: AppDeps) => ({
  createAreaCoverage: async (viewer: Viewer, raw: CreateAreaCoverageInput): Promise<CoverageView> => {
    const input = parseCommand(createAreaCoverageSchema, raw);
    if (input.instructorId !== viewer.instructorId) throw notFound(m.franchiseNotFound);
    const franchise = await ownFranchise(deps.db, viewer, input.lineItemKey);
    if (!canAddArea(franchise.type)) throw ditRefused();
    const region = isUuid(input.regionCodeKey) ? await findRegion(deps.db, input.regionCodeKey) : null;
    if (!region) throw notFound(m.regionNotFound);
    const choices = checkedChoices(input, franchise.type, await findRegionDetails(deps.db, [region.id]), 'add');
    return deps.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const id = await insertCoverage(db, { franchiseId: franchise.id, regionId: region.id });
      if (!id) throw new DomainError('AREA_ALREADY_COVERED', m.alreadyCovered);
      await replaceCoverageChoices(db, id, choices);
      return ownCoverageView(db, viewer, id);
    });
  },

  updateAreaCoverage: async (viewer: Viewer, raw: UpdateAreaCoverageInput): Promise<CoverageView> => {
    const input = parseCommand(updateAreaCoverageSchema, raw);
    const row = await ownCoverage(deps.db, viewer, input.lineItemCoverageId);
    if (!canEditArea(row.franchiseType)) throw ditRefused();
    const before = (await findCoverageChoices(deps.db, [row.id])).get(row.id);
    const details = await findRegionDetails(deps.db, [row.regionId]);
    const choices = checkedChoices(input, row.franchiseType, details, 'edit', before);
    return deps.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      await replaceCoverageChoices(db, row.id, choices);
      return ownCoverageView(db, viewer, row.id);
    });
  },

  deleteAreaCoverage: async (viewer: Viewer, id: string): Promise<{ affected: number }> => {
    const row = await ownCoverage(deps.db, viewer, id);
    if (!canEditArea(row.franchiseType)) throw ditRefused();
    return { affected: await deleteCoverage(deps.db, row.id) };
  },
});

/** Areas and prices: reads (lookup, areas, priceFor for the learners feature) and writes. */
export const createAreasService = (deps: AppDeps) => ({ ...createAreaReads(deps), ...createAreaWrites(deps) });

export type AreasService = ReturnType<typeof createAreasService>;

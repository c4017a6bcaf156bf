import { isDormant } from '@portal/domain/access';
import { hasDiscounts, areaMessages as m, productCategoriesFor } from '@portal/domain/areas';
import { DomainError } from '@portal/domain/errors';
import type { Viewer } from '../../app-deps.ts';
import { isUuid } from '../../lib/uuid.ts';
import {
  type CoverageRow,
  type FranchiseRow,
  findCoverageChoices,
  findOwnCoverages,
  findOwnFranchise,
  findRegion,
  findRegionDetails,
} from './areas.repository.ts';
import { type CoverageView, toCoverageView } from './areas.views.ts';

export const notFound = (message: string) => new DomainError('NOT_FOUND', message);

/** The franchise found as the viewer's, when visible: none (foreign or malformed id) or dormant is NOT_FOUND. */
export const visibleFranchise = (franchise: FranchiseRow | null): FranchiseRow => {
  if (!franchise || isDormant(franchise)) throw notFound(m.franchiseNotFound);
  return franchise;
};

/** One of the viewer's visible franchises; a foreign, dormant or malformed id is NOT_FOUND. */
export const ownFranchise = async (viewer: Viewer, id: string) =>
  visibleFranchise(isUuid(id) ? await findOwnFranchise(viewer.instructorId, id) : null);

/** One of the viewer's areas; anyone else's is NOT_FOUND. */
export const ownCoverage = async (viewer: Viewer, id: string): Promise<CoverageRow> => {
  const [row] = isUuid(id) ? await findOwnCoverages(viewer.instructorId, { id }) : [];
  if (!row) throw notFound(m.areaNotFound);
  return row;
};

/** Areas as the API shows them, with their regions read once for all of them. */
export const coverageViews = async (rows: CoverageRow[]): Promise<CoverageView[]> => {
  const regionIds = [...new Set(rows.map((r) => r.regionId))];
  const [details, choices, regions] = await Promise.all([
    findRegionDetails(regionIds),
    findCoverageChoices(rows.map((r) => r.id)),
    Promise.all(regionIds.map((id) => findRegion(id))),
  ]);
  return rows.map((row) => {
    const region = regions.find((r) => r?.id === row.regionId)!;
    return toCoverageView(row, region, details, choices.get(row.id)!, {
      categories: productCategoriesFor(row.franchiseType),
      withDiscounts: hasDiscounts(row.franchiseType),
    });
  });
};

export const ownCoverageView = async (viewer: Viewer, id: string): Promise<CoverageView> =>
  (await coverageViews([await ownCoverage(viewer, id)]))[0]!;

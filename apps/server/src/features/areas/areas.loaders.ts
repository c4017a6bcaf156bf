import DataLoader from 'dataloader';
import type { Viewer } from '../../app-deps.ts';
import { keptForWork } from '../../db/unit-of-work.ts';
import type { CoverageView } from './areas.views.ts';

type CoverageReads = {
  listCoverages: (viewer: Viewer, franchiseIds: readonly string[]) => Promise<Map<string, CoverageView[]>>;
};

/** The request's loaders (kept by its unit of work): every franchise's areas in one read. */
export const areaLoadersOf = (areas: CoverageReads, viewer: Viewer) =>
  keptForWork(`areas.loaders:${viewer.instructorId}`, () => ({
    coverageByFranchise: new DataLoader<string, CoverageView[]>(async (ids) => {
      const found = await areas.listCoverages(viewer, ids);
      return ids.map((id) => found.get(id) ?? []);
    }),
  }));

import DataLoader from 'dataloader';
import type { Viewer } from '../../app-deps.ts';
import type { AreasService } from './areas.service.ts';
import type { CoverageView } from './areas.views.ts';

/** Per request: every franchise's areas in one read (the areas page lists them per franchise). */
export const createAreaLoaders = (areas: AreasService, viewerOf: () => Viewer) => ({
  coverageByFranchise: new DataLoader<string, CoverageView[]>(async (ids) => {
    const found = await areas.listCoverages(viewerOf(), ids);
    return ids.map((id) => found.get(id) ?? []);
  }),
});

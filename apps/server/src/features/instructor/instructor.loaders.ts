import DataLoader from 'dataloader';
import type { Viewer } from '../../app-deps.ts';
import type { InstructorView } from './instructor.service.ts';

type InstructorService = { getInstructor: (viewer: Viewer) => Promise<InstructorView | null> };

/** Per request: `me` and `instructor(id)` (and any alias of them) read the instructor once. */
export const createInstructorLoaders = (instructor: InstructorService, viewerOf: () => Viewer) => ({
  viewerInstructor: new DataLoader<string, InstructorView | null>(async (ids) => {
    const viewer = viewerOf();
    const found = await instructor.getInstructor(viewer);
    // The resolvers only ever ask for the viewer's own id.
    return ids.map((id) => (id === viewer.instructorId ? found : null));
  }),
});

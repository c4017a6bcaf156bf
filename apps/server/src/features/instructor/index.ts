import type { Viewer } from '../../app-deps.ts';
import { createInstructorLoaders } from './instructor.loaders.ts';
import { instructorResolvers } from './instructor.resolvers.ts';
import { createInstructorService } from './instructor.service.ts';

export type InstructorService = ReturnType<typeof createInstructorService>;

/** The signed-in instructor (`me`, `instructor(id)`); other features extend the Instructor type. */
export const instructorFeature = {
  resolvers: instructorResolvers,
  createService: createInstructorService,
  createLoaders: (services: { instructor: ReturnType<typeof createInstructorService> }, viewerOf: () => Viewer) =>
    createInstructorLoaders(services.instructor, viewerOf),
  // `me` is the gate's session check (null when signed out); other features guard the fields they add.
  access: { Query: { me: 'public', instructor: 'signedIn' } } as const,
};

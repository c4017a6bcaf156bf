import { instructorResolvers } from './instructor.resolvers.ts';
import { createInstructorService } from './instructor.service.ts';

/** The signed-in instructor (`me`, `instructor(id)`); other features extend the Instructor type. */
export const instructorFeature = {
  resolvers: instructorResolvers,
  createService: createInstructorService,
  // `me` is the gate's session check (null when signed out); other features guard the fields they add.
  access: { Query: { me: 'public', instructor: 'signedIn' } } as const,
};

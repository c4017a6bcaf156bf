import { defineFeature } from '../../feature-entry.ts';
import { createInstructorResolvers } from './instructor.resolvers.ts';
import { createInstructorService, type InstructorService } from './instructor.service.ts';

export type { InstructorParent, InstructorService, InstructorView } from './instructor.service.ts';
export { toInstructorView } from './instructor.service.ts';

/** The signed-in instructor (`me`, `instructor(id)`); other features extend the Instructor type. */
export const instructorFeature = defineFeature<{ instructor: InstructorService }>()({
  createService: createInstructorService,
  resolvers: createInstructorResolvers,
  // `me` is the gate's session check (null when signed out); other features guard the fields they add.
  access: { Query: { me: 'public', instructor: 'signedIn' } },
});
export { franchisePropositionOf } from './franchise-proposition.ts';

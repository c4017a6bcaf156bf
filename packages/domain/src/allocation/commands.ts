import { z } from 'zod';

const uuid = z.uuid('Please choose a learner and an instructor.');

/** Allocate a waiting learner to one of the suggested instructors' franchises. */
export const allocateLearnerSchema = z.object({ entryId: uuid, franchiseId: uuid });
export type AllocateLearnerCommand = z.infer<typeof allocateLearnerSchema>;

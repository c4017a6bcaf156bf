import { defineFeature } from '../../feature-entry.ts';
import type { AuditService } from '../audit/index.ts';
import type { StaffService } from '../staff/index.ts';
import { createAllocationOfficeResolvers } from './allocation.office-resolvers.ts';
import { type AllocationService, createAllocationService } from './allocation.service.ts';
import { registerAllocationEvents } from './allocation-events.routes.ts';

export type { AllocationService } from './allocation.service.ts';

const ALLOCATIONS = { roles: ['Allocations'] } as const;

/**
 * The learner allocation queue (issue 24 §4): learners from the booking line waiting for an instructor, the
 * instructors who could take each (and why), allocation (Pending for that instructor), and the instructor's
 * answer flowing back (the learners feature calls `learnerAnswered`), live to the office over a stream.
 */
export const allocationFeature = defineFeature<{
  allocation: AllocationService;
  audit: Pick<AuditService, 'record'>;
  staff: StaffService;
}>()({
  createService: createAllocationService,
  access: {},
  routes: (app, { deps, services }) => registerAllocationEvents(app, deps, services.staff),
  office: {
    resolvers: createAllocationOfficeResolvers,
    access: {
      Query: { allocationQueue: ALLOCATIONS, allocationQueueLearner: ALLOCATIONS },
      Mutation: { allocateLearner: ALLOCATIONS },
    },
  },
});

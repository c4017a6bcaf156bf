import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { instructors, propositionAllocations, propositions } from '../db/schema/index.ts';

/**
 * What the access rules look at, in one statement: the instructor's status and every franchise's name, type
 * and brand (dormant ones included: the domain hides them). One row per franchise; a single row of nulls
 * beside the status when there is none.
 */
export const findAccessFacts = (db: Database, instructorId: string) =>
  db
    .select({
      status: instructors.status,
      name: propositions.name,
      type: propositions.type,
      brand: propositions.brand,
    })
    .from(instructors)
    .leftJoin(propositionAllocations, eq(propositionAllocations.instructorId, instructors.id))
    .leftJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
    .where(eq(instructors.id, instructorId));

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { instructors, people, propositionAllocations, propositions } from '../../db/schema/index.ts';

/** The instructor with their person record; `instructorId` is always the viewer's own. */
export const findInstructor = async (db: Database, instructorId: string) => {
  const [row] = await db
    .select({
      id: instructors.id,
      personId: instructors.personId,
      adiNumber: instructors.adiNumber,
      status: instructors.status,
      firstName: people.firstName,
      lastName: people.lastName,
      mobileNumber: people.mobileNumber,
    })
    .from(instructors)
    .innerJoin(people, eq(people.id, instructors.personId))
    .where(eq(instructors.id, instructorId))
    .limit(1);
  return row ?? null;
};

/** Every franchise (allocation) of the instructor with its proposition, dormant ones included. */
export const findInstructorPropositions = (db: Database, instructorId: string) =>
  db
    .select({
      id: propositionAllocations.id,
      fromDate: propositionAllocations.fromDate,
      toDate: propositionAllocations.toDate,
      proposition: {
        id: propositions.id,
        name: propositions.name,
        description: propositions.description,
        type: propositions.type,
        brand: propositions.brand,
        transmission: propositions.transmission,
        priceIncludingVatPence: propositions.priceIncludingVatPence,
        priceExcludingVatPence: propositions.priceExcludingVatPence,
        priceFrequency: propositions.priceFrequency,
      },
    })
    .from(propositionAllocations)
    .innerJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
    .where(eq(propositionAllocations.instructorId, instructorId));

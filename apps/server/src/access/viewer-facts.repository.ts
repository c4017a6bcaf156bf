import { eq, sql } from 'drizzle-orm';
import { instructors, propositionAllocations, propositions } from '../db/schema/instructors.ts';
import { people } from '../db/schema/people.ts';
import { db, preparedQuery, read } from '../db/unit-of-work.ts';

/**
 * The instructor, their person record and every franchise (allocation) with its proposition, dormant ones
 * included, in one read: a row per franchise (one row with null franchise fields when there is none).
 */
const viewerFactsQuery = preparedQuery(() =>
  db
    .select({
      id: instructors.id,
      personId: instructors.personId,
      adiNumber: instructors.adiNumber,
      status: instructors.status,
      franFreeDaysBalance: instructors.franFreeDaysBalance,
      firstName: people.firstName,
      lastName: people.lastName,
      mobileNumber: people.mobileNumber,
      franchise: {
        id: propositionAllocations.id,
        fromDate: propositionAllocations.fromDate,
        toDate: propositionAllocations.toDate,
      },
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
    .from(instructors)
    .innerJoin(people, eq(people.id, instructors.personId))
    .leftJoin(propositionAllocations, eq(propositionAllocations.instructorId, instructors.id))
    .leftJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
    .where(eq(instructors.id, sql.placeholder('instructorId'))),
);

export const findViewerFacts = (instructorId: string) => read(viewerFactsQuery(), { instructorId });

export type ViewerFactsRow = Awaited<ReturnType<typeof findViewerFacts>>[number];

import type { BrandCode } from '@portal/domain/office';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { instructors, propositionAllocations, propositions } from '../../db/schema/instructors.ts';
import { people } from '../../db/schema/people.ts';
import { db } from '../../db/unit-of-work.ts';
import { franchiseAreaCodes } from '../areas/public.repository.ts';
import { selectDocumentSummaries } from '../details/public.repository.ts';
import { selectAllocatedLearners } from '../learners/public.repository.ts';
import { brandIn, notDormant } from './directory-scope.repository.ts';

/** The instructor when a franchise of theirs (not dormant) is of a brand in `brands`; else nothing. */
export const findInstructorInScope = async (instructorId: string, brands: readonly BrandCode[]) => {
  const [row] = await db
    .select({
      id: instructors.id,
      adiNumber: instructors.adiNumber,
      status: instructors.status,
      title: people.title,
      firstName: people.firstName,
      lastName: people.lastName,
      email: people.emailAddress,
      mobile: people.mobileNumber,
      postcode: people.postcode,
      town: people.town,
    })
    .from(instructors)
    .innerJoin(people, eq(people.id, instructors.personId))
    .where(
      and(
        eq(instructors.id, instructorId),
        sql`exists (select 1 from ${propositionAllocations} pa join ${propositions} p on p.id = pa.proposition_id
          where pa.instructor_id = ${instructors.id} and ${notDormant} and ${brandIn(brands)})`,
      ),
    );
  return row ?? null;
};

/** The instructor's franchises of brands in `brands` (dormant ones too, marked), with the districts they cover. */
export const findFranchisesInScope = (instructorId: string, brands: readonly BrandCode[]) =>
  db
    .select({
      id: propositionAllocations.id,
      name: propositions.name,
      type: propositions.type,
      brand: propositions.brand,
      transmission: propositions.transmission,
      fromDate: propositionAllocations.fromDate,
      toDate: propositionAllocations.toDate,
      districts: franchiseAreaCodes(sql`${propositionAllocations.id}`).districts,
    })
    .from(propositionAllocations)
    .innerJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
    .where(
      and(
        eq(propositionAllocations.instructorId, instructorId),
        brands.length > 0 ? inArray(propositions.brand, [...brands]) : sql`false`,
      ),
    )
    .orderBy(asc(propositionAllocations.fromDate), asc(propositionAllocations.id));

export const findAllocatedLearners = (instructorId: string) => selectAllocatedLearners(instructorId);

export const findDocumentSummaries = (instructorId: string) => selectDocumentSummaries(instructorId);

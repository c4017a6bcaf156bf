import { firstStepDocuments } from '@portal/domain/home';
import { eq, type SQL, sql } from 'drizzle-orm';
import { instructors } from '../../db/schema/instructors.ts';
import { db, preparedQuery, read } from '../../db/unit-of-work.ts';
import { hasAreaCoverage } from '../areas/public.repository.ts';
import { documentStatusOf, hasVehicleAssigned } from '../details/public.repository.ts';
import { enrolledOnline } from '../onboarding/public.repository.ts';
import { hasSavedPreferences } from '../preferences/public.repository.ts';
import { hasBusinessProfile } from '../profile/public.repository.ts';

const yes = (condition: SQL) => sql<boolean>`${condition}`;

/** Home's first steps: what each owner says of the instructor, as columns of one read (it joins the page's batch). */
const firstStepFactsQuery = preparedQuery(() => {
  const id = sql.placeholder('instructorId');
  return db
    .select({
      enrolledOnline: yes(enrolledOnline(id)),
      adiBadge: documentStatusOf(id, firstStepDocuments.ADI_BADGE),
      drivingLicence: documentStatusOf(id, firstStepDocuments.DRIVING_LICENCE),
      insuranceCertificate: documentStatusOf(id, firstStepDocuments.INSURANCE_CERTIFICATE),
      hasCar: yes(hasVehicleAssigned(id)),
      hasPreferences: yes(hasSavedPreferences(id)),
      hasArea: yes(hasAreaCoverage(id)),
      hasBusinessProfile: yes(hasBusinessProfile(id)),
    })
    .from(instructors)
    .where(eq(instructors.id, id));
});

export const findFirstStepFacts = async (instructorId: string) =>
  (await read(firstStepFactsQuery(), { instructorId }))[0] ?? null;

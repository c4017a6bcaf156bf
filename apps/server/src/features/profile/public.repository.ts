import { eq, exists, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { businessProfiles } from '../../db/schema/profile.ts';

/** What other features' repositories read of the profile's tables, as columns of their own statement (home's). */

/** Whether the instructor has saved a business profile. */
export const hasBusinessProfile = (instructorId: SQL | Placeholder) =>
  exists(
    new QueryBuilder()
      .select({ one: sql`1` })
      .from(businessProfiles)
      .where(eq(businessProfiles.instructorId, instructorId)),
  );

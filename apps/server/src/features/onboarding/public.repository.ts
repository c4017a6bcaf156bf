import { and, eq, exists, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { franchiseAgreements } from '../../db/schema/onboarding.ts';

/** What other features' repositories read of onboarding's tables, as columns of their own statement (home's). */

/** Whether the instructor was enrolled by accepting a franchise offer online. */
export const enrolledOnline = (instructorId: SQL | Placeholder) =>
  exists(
    new QueryBuilder()
      .select({ one: sql`1` })
      .from(franchiseAgreements)
      .where(and(eq(franchiseAgreements.instructorId, instructorId), eq(franchiseAgreements.status, 'Accepted'))),
  );

import { and, asc, eq, exists, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { documents, vehicleAssignments } from '../../db/schema/details.ts';
import { db } from '../../db/unit-of-work.ts';

/**
 * What other features' repositories read of the details' tables: the office's summary of documents, and columns of
 * their own statement (home's first steps).
 */

/** The instructor's documents: type, status and expiry, in the documents tab's order. */
export const selectDocumentSummaries = (instructorId: string | Placeholder) =>
  db
    .select({
      id: documents.id,
      documentType: documents.documentType,
      status: documents.status,
      expiry: documents.expiry,
      uploadedAt: documents.uploadedAt,
    })
    .from(documents)
    .where(eq(documents.instructorId, instructorId))
    .orderBy(asc(documents.sortOrder), asc(documents.documentType), asc(documents.id));

const subqueries = new QueryBuilder();

/** The status of the instructor's own document of this type (the first, by its order), or null without one. */
export const documentStatusOf = (instructorId: SQL | Placeholder, documentType: string) =>
  sql<string | null>`(${subqueries
    .select({ status: documents.status })
    .from(documents)
    .where(
      and(
        eq(documents.instructorId, instructorId),
        eq(documents.owner, 'Customer'),
        eq(documents.documentType, documentType),
      ),
    )
    .orderBy(asc(documents.sortOrder), asc(documents.id))
    .limit(1)})`;

/** Whether a car is assigned to the instructor. */
export const hasVehicleAssigned = (instructorId: SQL | Placeholder) =>
  exists(
    subqueries
      .select({ one: sql`1` })
      .from(vehicleAssignments)
      .where(eq(vehicleAssignments.instructorId, instructorId)),
  );

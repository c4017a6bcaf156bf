import { asc, eq, type Placeholder } from 'drizzle-orm';
import { documents } from '../../db/schema/details.ts';
import { db } from '../../db/unit-of-work.ts';

/** What other features' repositories read of the details' tables: the office's summary of documents. */

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

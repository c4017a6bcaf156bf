import type { BrandCode } from '@portal/domain/access';
import type { DocumentStatus } from '@portal/domain/details';
import { and, asc, desc, eq, exists, gte, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { documentFiles, documents } from '../../db/schema/details.ts';
import { instructors, propositionAllocations, propositions } from '../../db/schema/instructors.ts';
import { people } from '../../db/schema/people.ts';
import { db } from '../../db/unit-of-work.ts';

/**
 * The office's reads and writes of instructors' documents (issue 24 §5). Every statement is scoped to the brands
 * the staff member sees: an instructor holding a franchise (dormant ones included) of one of those brands.
 */
const inBrands = (brands: readonly BrandCode[]): SQL =>
  exists(
    db
      .select({ one: sql`1` })
      .from(propositionAllocations)
      .innerJoin(propositions, eq(propositions.id, propositionAllocations.propositionId))
      .where(
        and(eq(propositionAllocations.instructorId, documents.instructorId), inArray(propositions.brand, [...brands])),
      ),
  );

/** The instructor's brands, in order, as one JSON array. */
const brandsOfInstructor = sql<BrandCode[]>`coalesce((select json_agg(b.brand order by b.brand) from (
    select distinct p.brand from ${propositionAllocations} pa join ${propositions} p on p.id = pa.proposition_id
    where pa.instructor_id = ${documents.instructorId}) b), '[]'::json)`;

/** The current (newest) file's type and name. */
const currentFile = sql<{ contentType: string; fileName: string } | null>`(select json_build_object(
    'contentType', f.content_type, 'fileName', f.file_name) from ${documentFiles} f
    where f.document_id = ${documents.id} order by f.version desc limit 1)`;

const rowColumns = {
  id: documents.id,
  documentType: documents.documentType,
  description: documents.description,
  status: documents.status,
  expiry: documents.expiry,
  uploadedAt: documents.uploadedAt,
  approvedAt: documents.approvedAt,
  rejectionReason: documents.rejectionReason,
  instructorId: documents.instructorId,
  adiNumber: instructors.adiNumber,
  firstName: people.firstName,
  lastName: people.lastName,
  brands: brandsOfInstructor,
  file: currentFile,
};

const withInstructor = () =>
  db
    .select(rowColumns)
    .from(documents)
    .innerJoin(instructors, eq(instructors.id, documents.instructorId))
    .innerJoin(people, eq(people.id, instructors.personId));

export type ReviewRow = Awaited<ReturnType<typeof findReviewDocument>> & {};

const waiting = and(eq(documents.status, 'FOR_APPROVAL'), eq(documents.owner, 'Customer'));

/** Where a page of the review queue starts: after this document's place in the upload order (µs since 1970). */
export type ReviewQueueCursor = { uploadedMicros: string; id: string };

/** The upload time exactly (microseconds since 1970, as text): a JavaScript Date would round it to milliseconds. */
const uploadedMicros = sql<string>`((extract(epoch from ${documents.uploadedAt}) * 1000000)::bigint)::text`;

/**
 * The queue: own documents waiting for approval, oldest upload first, `limit` of them from where the page before
 * ended (keyset on documents_review_queue_idx: a page deep in the queue costs what the first does), no total.
 * A waiting document has always been uploaded, so `uploaded_at` orders them all.
 */
export const findReviewQueue = (
  brands: readonly BrandCode[],
  page: { limit: number; after: ReviewQueueCursor | null },
) =>
  db
    .select({ ...rowColumns, uploadedMicros })
    .from(documents)
    .innerJoin(instructors, eq(instructors.id, documents.instructorId))
    .innerJoin(people, eq(people.id, instructors.personId))
    .where(
      and(
        waiting,
        inBrands(brands),
        page.after
          ? sql`(${documents.uploadedAt}, ${documents.id}) >
              ('epoch'::timestamptz + ${page.after.uploadedMicros}::bigint * interval '1 microsecond', ${page.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(documents.uploadedAt), asc(documents.id))
    .limit(page.limit);

/** One document of an instructor in scope, or null. */
export const findReviewDocument = async (brands: readonly BrandCode[], documentId: string) => {
  const [row] = await withInstructor().where(and(eq(documents.id, documentId), inBrands(brands)));
  return row ?? null;
};

/** Where a page of the expiring list starts: after this document's place in the expiry order. */
export type ExpiringCursor = { expiry: string; id: string };

/**
 * Approved documents whose expiry falls within [from, to], soonest first, `limit` of them from where the page
 * before ended (keyset on documents_expiry_idx, whose predicate the statement repeats), no total.
 */
export const findExpiringDocuments = (
  brands: readonly BrandCode[],
  range: { from: string; to: string },
  page: { limit: number; after: ExpiringCursor | null },
) =>
  withInstructor()
    .where(
      and(
        eq(documents.status, 'APPROVED'),
        isNotNull(documents.expiry),
        gte(documents.expiry, range.from),
        lte(documents.expiry, range.to),
        page.after
          ? sql`(${documents.expiry}, ${documents.id}) > (${page.after.expiry}::date, ${page.after.id}::uuid)`
          : undefined,
        inBrands(brands),
      ),
    )
    .orderBy(asc(documents.expiry), asc(documents.id))
    .limit(page.limit);

/** The current file of a document (its stored key, decided type and name), or null before any upload. */
export const findCurrentFile = async (documentId: string) => {
  const [row] = await db
    .select()
    .from(documentFiles)
    .where(eq(documentFiles.documentId, documentId))
    .orderBy(desc(documentFiles.version))
    .limit(1);
  return row ?? null;
};

export type ReviewDecision = {
  status: Extract<DocumentStatus, 'APPROVED' | 'REJECTED'>;
  expiry: string | null;
  rejectionReason: string | null;
  at: Date;
  by: string;
};

/**
 * The office's decision, only while the document is still waiting (a conditional UPDATE: of two reviews racing,
 * one wins and the other changes nothing). Returns false when it was no longer waiting.
 */
export const updateWaitingDocument = async (documentId: string, decision: ReviewDecision): Promise<boolean> => {
  const approved = decision.status === 'APPROVED';
  const rows = await db
    .update(documents)
    .set({
      status: decision.status,
      expiry: approved ? decision.expiry : null,
      rejectionReason: approved ? null : decision.rejectionReason,
      approvedAt: approved ? decision.at : null,
      approvedBy: decision.by,
    })
    .where(and(eq(documents.id, documentId), waiting))
    .returning({ id: documents.id });
  return rows.length > 0;
};

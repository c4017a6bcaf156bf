import type { DocumentOwner, DocumentStatus } from '@portal/domain/details';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  additionalDrivers,
  certifications,
  documentFiles,
  documents,
  instructorAgreements,
  instructorDetails,
  insuranceHistory,
  insurances,
  mileageReadings,
  vehicleAssignments,
  vehicles,
} from '../../db/schema/details.ts';
import { instructors } from '../../db/schema/instructors.ts';
import { people } from '../../db/schema/people.ts';
import { db, inTransaction, readValue } from '../../db/unit-of-work.ts';

export const findPersonalDetails = async (instructorId: string) => {
  const [row] = await db
    .select({ person: people, adiNumber: instructors.adiNumber, details: instructorDetails })
    .from(instructors)
    .innerJoin(people, eq(people.id, instructors.personId))
    .leftJoin(instructorDetails, eq(instructorDetails.instructorId, instructors.id))
    .where(eq(instructors.id, instructorId));
  return row ?? null;
};

export const findCertifications = (instructorId: string) =>
  db
    .select()
    .from(certifications)
    .where(eq(certifications.instructorId, instructorId))
    .orderBy(asc(certifications.type), asc(certifications.toDate));

export const findAdditionalDrivers = (instructorId: string) =>
  db
    .select()
    .from(additionalDrivers)
    .where(eq(additionalDrivers.instructorId, instructorId))
    .orderBy(asc(additionalDrivers.fullName));

export const findVehicleAssignments = (instructorId: string) =>
  db
    .select({ assignment: vehicleAssignments, vehicle: vehicles, insurance: insurances })
    .from(vehicleAssignments)
    .innerJoin(vehicles, eq(vehicles.id, vehicleAssignments.vehicleId))
    .leftJoin(insurances, eq(insurances.vehicleId, vehicles.id))
    .where(eq(vehicleAssignments.instructorId, instructorId))
    .orderBy(asc(vehicleAssignments.assignmentDate), asc(vehicles.registration));

export const findMileage = (vehicleIds: string[]) =>
  vehicleIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(mileageReadings)
        .where(inArray(mileageReadings.vehicleId, vehicleIds))
        .orderBy(asc(mileageReadings.captureDate), asc(mileageReadings.sequence));

/** The vehicle, only when assigned to the instructor. */
export const findOwnVehicle = async (instructorId: string, vehicleId: string) => {
  const [row] = await db
    .select({ vehicle: vehicles, insurance: insurances })
    .from(vehicleAssignments)
    .innerJoin(vehicles, eq(vehicles.id, vehicleAssignments.vehicleId))
    .leftJoin(insurances, eq(insurances.vehicleId, vehicles.id))
    .where(and(eq(vehicleAssignments.instructorId, instructorId), eq(vehicleAssignments.vehicleId, vehicleId)));
  return row ?? null;
};

export const findLastReading = async (vehicleId: string) => {
  const [row] = await db
    .select()
    .from(mileageReadings)
    .where(eq(mileageReadings.vehicleId, vehicleId))
    .orderBy(desc(mileageReadings.captureDate), desc(mileageReadings.sequence))
    .limit(1);
  return row ?? null;
};

export const insertReading = async (vehicleId: string, value: number, at: Date) => {
  const [row] = await db.insert(mileageReadings).values({ vehicleId, value, captureDate: at }).returning();
  return row!;
};

export type NewVehicle = {
  registration: string;
  manufacturer: string;
  model: string;
  specification: string | null;
  transmissionType: (typeof vehicles.$inferInsert)['transmissionType'];
  fuelType: (typeof vehicles.$inferInsert)['fuelType'];
};

/**
 * A car the instructor adds: the vehicle (their own, 'Personal'), assigned to them from `assignmentDate`, with its
 * first reading. Null when the registration is already known (another's car or one of theirs): nothing written.
 */
export const insertOwnVehicle = (
  instructorId: string,
  vehicle: NewVehicle,
  first: { mileage: number; at: Date; assignmentDate: string },
) =>
  inTransaction(async () => {
    const [row] = await db
      .insert(vehicles)
      .values({ ...vehicle, vehicleType: 'Personal' })
      .onConflictDoNothing({ target: vehicles.registration })
      .returning({ id: vehicles.id });
    if (!row) return null;
    await db
      .insert(vehicleAssignments)
      .values({ instructorId, vehicleId: row.id, assignmentDate: first.assignmentDate });
    await db.insert(mileageReadings).values({ vehicleId: row.id, value: first.mileage, captureDate: first.at });
    return row.id;
  });

export type InsuranceValues = {
  instructorId: string;
  vehicleId: string;
  certificateNumber: string;
  startDate: string;
  endDate: string;
};

/** The vehicle's one current insurance, replaced in place, with a history row of what was saved. */
export const upsertInsurance = (values: InsuranceValues, at: Date) =>
  inTransaction(async () => {
    const [row] = await db
      .insert(insurances)
      .values(values)
      .onConflictDoUpdate({
        target: insurances.vehicleId,
        set: { certificateNumber: values.certificateNumber, startDate: values.startDate, endDate: values.endDate },
      })
      .returning();
    await db.insert(insuranceHistory).values({ ...values, recordedAt: at });
    return row!;
  });

export const findInsuranceHistory = (instructorId: string, vehicleId: string) =>
  db
    .select()
    .from(insuranceHistory)
    .where(and(eq(insuranceHistory.instructorId, instructorId), eq(insuranceHistory.vehicleId, vehicleId)))
    .orderBy(asc(insuranceHistory.recordedAt));

export type DocumentRow = typeof documents.$inferSelect & { file: typeof documentFiles.$inferSelect | null };

export const findDocuments = async (
  instructorId: string,
  where: { owner?: DocumentOwner; agreementIds?: string[]; id?: string },
): Promise<DocumentRow[]> => {
  const rows = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.instructorId, instructorId),
        where.owner ? eq(documents.owner, where.owner) : undefined,
        where.agreementIds ? inArray(documents.agreementId, where.agreementIds) : undefined,
        where.id ? eq(documents.id, where.id) : undefined,
      ),
    )
    .orderBy(asc(documents.sortOrder), asc(documents.documentType));
  if (rows.length === 0) return [];
  // The newest file of each document is its current one.
  const files = await db
    .selectDistinctOn([documentFiles.documentId])
    .from(documentFiles)
    .where(
      inArray(
        documentFiles.documentId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(documentFiles.documentId, desc(documentFiles.version));
  return rows.map((row) => ({ ...row, file: files.find((f) => f.documentId === row.id) ?? null }));
};

export const findAgreements = (instructorId: string) =>
  db
    .select()
    .from(instructorAgreements)
    .where(eq(instructorAgreements.instructorId, instructorId))
    .orderBy(desc(instructorAgreements.active), desc(instructorAgreements.fromDate));

export const insertAgreement = async (values: typeof instructorAgreements.$inferInsert): Promise<string> => {
  const [row] = await db.insert(instructorAgreements).values(values).returning({ id: instructorAgreements.id });
  return row!.id;
};

export const findDocumentFiles = (documentId: string) =>
  db.select().from(documentFiles).where(eq(documentFiles.documentId, documentId)).orderBy(asc(documentFiles.version));

export type NewFile = { blobKey: string; contentType: string; fileName: string; size: number };

export const nextFileVersion = async (documentId: string): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${documentFiles.version}), 0)::int` })
    .from(documentFiles)
    .where(eq(documentFiles.documentId, documentId));
  return (row?.n ?? 0) + 1;
};

/**
 * Records an uploaded file and sends the document for review, but only while it is still in one of `from`
 * (two uploads racing: one wins, the other changes nothing). Returns false when the status had moved on.
 */
export const recordUpload = (input: {
  documentId: string;
  instructorId: string;
  from: DocumentStatus[];
  version: number;
  file: NewFile;
  at: Date;
  by: string;
}) =>
  inTransaction(async () => {
    const updated = await db
      .update(documents)
      .set({
        status: 'FOR_APPROVAL',
        uploadedAt: input.at,
        uploadedBy: input.by,
        approvedAt: null,
        approvedBy: null,
        rejectionReason: null,
      })
      .where(
        and(
          eq(documents.id, input.documentId),
          eq(documents.instructorId, input.instructorId),
          inArray(documents.status, input.from),
        ),
      )
      .returning({ id: documents.id });
    if (updated.length === 0) return false;
    await db
      .insert(documentFiles)
      .values({ documentId: input.documentId, version: input.version, uploadedAt: input.at, ...input.file });
    return true;
  });

export const insertDocument = async (values: typeof documents.$inferInsert) => {
  const [row] = await db.insert(documents).values(values).returning();
  return row!;
};

export const insertDocumentFile = (values: typeof documentFiles.$inferInsert) =>
  db.insert(documentFiles).values(values);

export const updateDocumentReview = async (
  documentId: string,
  status: DocumentStatus,
  at: Date,
  by: string,
  reason?: string,
) => {
  const rows = await db
    .update(documents)
    .set({
      status,
      approvedAt: status === 'APPROVED' ? at : null,
      approvedBy: by,
      rejectionReason: status === 'REJECTED' ? (reason ?? null) : null,
    })
    .where(and(eq(documents.id, documentId), eq(documents.status, 'FOR_APPROVAL')))
    .returning({ id: documents.id });
  return rows.length > 0;
};

/**
 * What the home page's "documents to upload" counts, as one value: the own documents outstanding or rejected,
 * and the end dates of every qualification and assigned car's insurance (the caller applies the domain's expiry
 * rule to them): a read that joins the request's batch.
 */
const uploadFactsExpression = sql<{ documents: number; endDates: string[] }>`json_build_object(
    'documents', (select count(*)::int from ${documents} d where d.instructor_id = ${sql.placeholder('instructorId')}
      and d.owner = 'Customer' and d.status in ('OUTSTANDING', 'REJECTED')),
    'endDates', (select coalesce(json_agg(e.end_date::text), '[]'::json) from (
      select c.to_date as end_date from ${certifications} c where c.instructor_id = ${sql.placeholder('instructorId')}
      union all
      select i.end_date from ${vehicleAssignments} va join ${insurances} i on i.vehicle_id = va.vehicle_id
      where va.instructor_id = ${sql.placeholder('instructorId')}
    ) e))`;

export const findUploadFacts = (instructorId: string) => readValue(uploadFactsExpression, { instructorId });

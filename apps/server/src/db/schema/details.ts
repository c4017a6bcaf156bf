import {
  certificationTypes,
  documentOwners,
  documentStatuses,
  fuelTypes,
  vehicleTransmissions,
  vehicleTypes,
} from '@portal/domain/details';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from './enum-check.ts';
import { instructors } from './instructors.ts';

/** Driving details and My Business: one row per instructor. */
export const instructorDetails = pgTable('instructor_details', {
  instructorId: uuid('instructor_id')
    .primaryKey()
    .references(() => instructors.id),
  drivingLicenceNumber: text('driving_licence_number'),
  drivingLicenceValidTo: date('driving_licence_valid_to'),
  businessName: text('business_name'),
  businessEmail: text('business_email'),
  vatNumber: text('vat_number'),
});

export const certifications = pgTable(
  'certifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id),
    type: text('type', { enum: certificationTypes }).notNull(),
    reference: text('reference'),
    toDate: date('to_date'),
  },
  (t) => [
    index('certifications_instructor_idx').on(t.instructorId),
    check('certifications_type_check', isOneOf(t.type, certificationTypes)),
  ],
);

export const additionalDrivers = pgTable(
  'additional_drivers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id),
    fullName: text('full_name').notNull(),
  },
  (t) => [index('additional_drivers_instructor_idx').on(t.instructorId)],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registration: text('registration').notNull(),
    manufacturer: text('manufacturer').notNull(),
    model: text('model').notNull(),
    specification: text('specification'),
    transmissionType: text('transmission_type', { enum: vehicleTransmissions }).notNull(),
    fuelType: text('fuel_type', { enum: fuelTypes }).notNull(),
    vehicleType: text('vehicle_type', { enum: vehicleTypes }).notNull().default('Business'),
  },
  (t) => [
    uniqueIndex('vehicles_registration_key').on(t.registration),
    check('vehicles_transmission_check', isOneOf(t.transmissionType, vehicleTransmissions)),
    check('vehicles_fuel_check', isOneOf(t.fuelType, fuelTypes)),
    check('vehicles_type_check', isOneOf(t.vehicleType, vehicleTypes)),
  ],
);

/** A car the instructor drives: the only way an instructor reaches a vehicle. */
export const vehicleAssignments = pgTable(
  'vehicle_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    assignmentDate: date('assignment_date').notNull(),
  },
  (t) => [
    index('vehicle_assignments_instructor_idx').on(t.instructorId),
    uniqueIndex('vehicle_assignments_vehicle_key').on(t.instructorId, t.vehicleId),
  ],
);

export const mileageReadings = pgTable(
  'mileage_readings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Orders readings taken at the same instant: the later one is the newer. */
    sequence: integer('sequence').generatedAlwaysAsIdentity(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    captureDate: timestamp('capture_date', { withTimezone: true }).notNull(),
    value: integer('value').notNull(),
  },
  (t) => [
    index('mileage_readings_vehicle_idx').on(t.vehicleId, t.captureDate),
    check('mileage_readings_value_check', sql`${t.value} >= 0`),
  ],
);

/** The vehicle's current insurance (one per vehicle); each save also writes a history row. */
export const insurances = pgTable('insurances', {
  id: uuid('id').primaryKey().defaultRandom(),
  vehicleId: uuid('vehicle_id')
    .notNull()
    .unique('insurances_vehicle_key')
    .references(() => vehicles.id),
  instructorId: uuid('instructor_id')
    .notNull()
    .references(() => instructors.id),
  certificateNumber: text('certificate_number').notNull(),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
});

export const insuranceHistory = pgTable(
  'insurance_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    certificateNumber: text('certificate_number').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('insurance_history_vehicle_idx').on(t.vehicleId, t.recordedAt)],
);

/** A franchise agreement the instructor holds, with its documents (read-only for the instructor; onboarding's offers are `franchiseAgreements`). */
export const instructorAgreements = pgTable(
  'instructor_agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id),
    agreementName: text('agreement_name').notNull(),
    active: boolean('active').notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date'),
  },
  (t) => [index('instructor_agreements_instructor_idx').on(t.instructorId)],
);

/**
 * A document: the instructor's own (Customer: uploaded by them, reviewed by the office) or one of a franchise
 * agreement's (Franchise: read-only). Its files are in document_files, the newest being the current one.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => instructors.id),
    owner: text('owner', { enum: documentOwners }).notNull(),
    agreementId: uuid('agreement_id').references(() => instructorAgreements.id),
    documentType: text('document_type').notNull(),
    status: text('status', { enum: documentStatuses }).notNull(),
    description: text('description'),
    expiry: date('expiry'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    uploadedBy: text('uploaded_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: text('approved_by'),
    /** Why the office rejected the file (shown to the instructor beside the document); cleared by a new upload. */
    rejectionReason: text('rejection_reason'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('documents_instructor_idx').on(t.instructorId),
    index('documents_agreement_idx').on(t.agreementId),
    // The office's review queue (oldest first) and its list of approved documents about to expire.
    index('documents_review_queue_idx')
      .on(t.uploadedAt, t.id)
      .where(sql`${t.status} = 'FOR_APPROVAL' and ${t.owner} = 'Customer'`),
    index('documents_expiry_idx').on(t.expiry, t.id).where(sql`${t.status} = 'APPROVED' and ${t.expiry} is not null`),
    check('documents_status_check', isOneOf(t.status, documentStatuses)),
    check('documents_owner_check', isOneOf(t.owner, documentOwners)),
  ],
);

/** Every file uploaded for a document, kept as its history; the stored key is ours, never the uploaded name. */
export const documentFiles = pgTable(
  'document_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id),
    version: integer('version').notNull(),
    blobKey: text('blob_key').notNull(),
    contentType: text('content_type').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('document_files_version_key').on(t.documentId, t.version)],
);

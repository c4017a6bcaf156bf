import { brandCodes, propositionTypes } from '@portal/domain/access';
import {
  franchiseAgreementStatuses,
  onboardingDocumentKinds,
  onboardingEventKinds,
  onboardingTitles,
} from '@portal/domain/onboarding';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { isNullOrOneOf, isOneOf } from './enum-check.ts';
import { instructors, propositions } from './instructors.ts';

/** A person offered a franchise (spec 4 §3 Lead); its id is the personKey of the email's link. */
export const franchiseLeads = pgTable(
  'franchise_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title', { enum: onboardingTitles }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    emailAddress: text('email_address').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    addressLine1: text('address_line1').notNull(),
    town: text('town').notNull(),
    postcode: text('postcode').notNull(),
    licenceNumber: text('licence_number').notNull().default(''),
    adiNumber: text('adi_number').notNull(),
    channel: text('channel').notNull().default('Email'),
    marketingEmail: boolean('marketing_email').notNull().default(false),
    marketingSms: boolean('marketing_sms').notNull().default(false),
    marketingPhone: boolean('marketing_phone').notNull().default(false),
    marketingPost: boolean('marketing_post').notNull().default(false),
    reminderSms: boolean('reminder_sms').notNull().default(false),
    /** Spec 4 §7 updateLead's recommenderId: who recommended the person (an integer the business gives), if anyone. */
    recommenderId: integer('recommender_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('franchise_leads_title_check', isNullOrOneOf(t.title, onboardingTitles))],
);

/** The offer the lead accepts; its id is the agreementKey. Money in pence. */
export const franchiseAgreements = pgTable(
  'franchise_agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => franchiseLeads.id),
    brand: text('brand', { enum: brandCodes }).notNull(),
    franchiseName: text('franchise_name').notNull(),
    franchiseType: text('franchise_type', { enum: propositionTypes }).notNull(),
    durationMonths: integer('duration_months').notNull(),
    leadType: text('lead_type').notNull(),
    startDate: date('start_date').notNull(),
    paymentType: text('payment_type').notNull(),
    paymentTerms: text('payment_terms').notNull(),
    totalPayablePence: integer('total_payable_pence').notNull(),
    weeklyPaymentPence: integer('weekly_payment_pence').notNull(),
    courseInstalments: integer('course_instalments'),
    status: text('status', { enum: franchiseAgreementStatuses }).notNull().default('Offered'),
    verifyFailures: integer('verify_failures').notNull().default(0),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedFrom: text('accepted_from'),
    /** The instructor the acceptance enrolled (made, or found by ADI number). */
    instructorId: uuid('instructor_id').references(() => instructors.id),
    /** The proposition the office enrolled the person on (issue 25 §4); null for older offers (found by type). */
    propositionId: uuid('proposition_id').references(() => propositions.id),
    /** When the office expired the link: verification is refused until it is sent again. */
    linkExpiredAt: timestamp('link_expired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('franchise_agreements_lead_idx').on(t.leadId),
    // Home reads an instructor's agreements on every open: by instructor, not a scan of every agreement
    // (graphql/hot-plans.integration.test.ts).
    index('franchise_agreements_instructor_idx').on(t.instructorId),
    check('franchise_agreements_brand_check', isOneOf(t.brand, brandCodes)),
    check('franchise_agreements_type_check', isOneOf(t.franchiseType, propositionTypes)),
    check('franchise_agreements_status_check', isOneOf(t.status, franchiseAgreementStatuses)),
  ],
);

/**
 * The four documents of an agreement. The PDF is written on first view and kept (blobKey, sha256); a change of
 * the person's details makes a new version of the ones that name them, until accepted.
 */
export const franchiseAgreementDocuments = pgTable(
  'franchise_agreement_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => franchiseAgreements.id),
    kind: text('kind', { enum: onboardingDocumentKinds }).notNull(),
    documentName: text('document_name').notNull(),
    version: integer('version').notNull().default(1),
    blobKey: text('blob_key'),
    sha256: text('sha256'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedVersion: integer('accepted_version'),
    acceptedSha256: text('accepted_sha256'),
  },
  (t) => [
    uniqueIndex('franchise_agreement_documents_kind_key').on(t.agreementId, t.kind),
    check('franchise_agreement_documents_kind_check', isOneOf(t.kind, onboardingDocumentKinds)),
  ],
);

/** The lead's direct-debit account: sealed with the server's key (AES-256-GCM); only the last four digits in clear. */
export const franchiseBankDetails = pgTable('franchise_bank_details', {
  leadId: uuid('lead_id')
    .primaryKey()
    .references(() => franchiseLeads.id),
  sealed: text('sealed').notNull(),
  accountLast4: text('account_last4').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Evidence of the journey: who did what, when, from where, and which exact document (version and hash). */
export const onboardingEvents = pgTable(
  'onboarding_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => franchiseAgreements.id),
    kind: text('kind', { enum: onboardingEventKinds }).notNull(),
    documentKind: text('document_kind', { enum: onboardingDocumentKinds }),
    documentVersion: integer('document_version'),
    sha256: text('sha256'),
    /** For the agreement's acceptance: every document accepted, with its version and hash. */
    documents: jsonb('documents'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    address: text('address'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('onboarding_events_agreement_idx').on(t.agreementId, t.at),
    check('onboarding_events_kind_check', isOneOf(t.kind, onboardingEventKinds)),
    check('onboarding_events_document_kind_check', isNullOrOneOf(t.documentKind, onboardingDocumentKinds)),
  ],
);

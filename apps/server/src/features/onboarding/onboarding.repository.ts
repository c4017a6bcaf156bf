import type { BrandCode, PropositionType, Transmission } from '@portal/domain/access';
import type { OnboardingDocumentKind, OnboardingEventKind } from '@portal/domain/onboarding';
import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { instructors, propositionAllocations, propositions } from '../../db/schema/instructors.ts';
import {
  franchiseAgreementDocuments,
  franchiseAgreements,
  franchiseBankDetails,
  franchiseLeads,
  onboardingEvents,
} from '../../db/schema/onboarding.ts';
import { people } from '../../db/schema/people.ts';
import { db } from '../../db/unit-of-work.ts';

export type LeadRow = typeof franchiseLeads.$inferSelect;
export type AgreementRow = typeof franchiseAgreements.$inferSelect;
export type DocumentRow = typeof franchiseAgreementDocuments.$inferSelect;
export type BankRow = typeof franchiseBankDetails.$inferSelect;

/** The agreement with its lead: the lead named too, so a personKey that is not this agreement's finds nothing. */
export const findAgreement = async (agreementId: string, leadId?: string) => {
  const [row] = await db
    .select({ agreement: franchiseAgreements, lead: franchiseLeads })
    .from(franchiseAgreements)
    .innerJoin(franchiseLeads, eq(franchiseLeads.id, franchiseAgreements.leadId))
    .where(and(eq(franchiseAgreements.id, agreementId), leadId ? eq(franchiseLeads.id, leadId) : undefined));
  return row ?? null;
};

/** Spec 4's verify names no agreement: the person's newest offer not yet accepted (else their newest). */
export const findNewestAgreementOfLead = async (leadId: string) => {
  const [row] = await db
    .select({ agreement: franchiseAgreements, lead: franchiseLeads })
    .from(franchiseAgreements)
    .innerJoin(franchiseLeads, eq(franchiseLeads.id, franchiseAgreements.leadId))
    .where(eq(franchiseLeads.id, leadId))
    .orderBy(sql`${franchiseAgreements.acceptedAt} is not null`, desc(franchiseAgreements.createdAt))
    .limit(1);
  return row ?? null;
};

/** Locks the agreement for a change that depends on its state (document order, acceptance). */
export const lockAgreement = async (agreementId: string): Promise<AgreementRow | null> => {
  const [row] = await db
    .select()
    .from(franchiseAgreements)
    .where(eq(franchiseAgreements.id, agreementId))
    .for('update');
  return row ?? null;
};

export const findDocuments = (agreementId: string): Promise<DocumentRow[]> =>
  db
    .select()
    .from(franchiseAgreementDocuments)
    .where(eq(franchiseAgreementDocuments.agreementId, agreementId))
    .orderBy(asc(franchiseAgreementDocuments.documentName));

export const findBankDetails = async (leadId: string): Promise<BankRow | null> => {
  const [row] = await db.select().from(franchiseBankDetails).where(eq(franchiseBankDetails.leadId, leadId));
  return row ?? null;
};

/** One more failed answer, counted only below the limit; the new count, or null when already at it. */
export const countVerifyFailure = async (agreementId: string, limit: number): Promise<number | null> => {
  const [row] = await db
    .update(franchiseAgreements)
    .set({ verifyFailures: sql`${franchiseAgreements.verifyFailures} + 1` })
    .where(and(eq(franchiseAgreements.id, agreementId), lt(franchiseAgreements.verifyFailures, limit)))
    .returning({ failures: franchiseAgreements.verifyFailures });
  return row?.failures ?? null;
};

export const clearVerifyFailures = (agreementId: string) =>
  db.update(franchiseAgreements).set({ verifyFailures: 0 }).where(eq(franchiseAgreements.id, agreementId));

export type EventInput = {
  agreementId: string;
  kind: OnboardingEventKind;
  at: Date;
  address?: string | null;
  userAgent?: string | null;
  documentKind?: OnboardingDocumentKind | null;
  documentVersion?: number | null;
  sha256?: string | null;
  documents?: unknown;
};

export const insertEvent = (event: EventInput) => db.insert(onboardingEvents).values(event);

export const findEvents = (agreementId: string) =>
  db
    .select()
    .from(onboardingEvents)
    .where(eq(onboardingEvents.agreementId, agreementId))
    .orderBy(asc(onboardingEvents.at));

export const upsertBankDetails = (row: BankRow) =>
  db
    .insert(franchiseBankDetails)
    .values(row)
    .onConflictDoUpdate({
      target: franchiseBankDetails.leadId,
      set: { sealed: row.sealed, accountLast4: row.accountLast4, updatedAt: row.updatedAt },
    });

export const updateLeadRow = (leadId: string, fields: Partial<LeadRow>) =>
  db.update(franchiseLeads).set(fields).where(eq(franchiseLeads.id, leadId));

/** New versions of the documents that name the person, unless accepted already: the next view writes them anew. */
export const renewPersonalDocuments = (agreementId: string, kinds: OnboardingDocumentKind[]) =>
  db
    .update(franchiseAgreementDocuments)
    .set({ version: sql`${franchiseAgreementDocuments.version} + 1`, blobKey: null, sha256: null, viewedAt: null })
    .where(
      and(
        eq(franchiseAgreementDocuments.agreementId, agreementId),
        isNull(franchiseAgreementDocuments.acceptedAt),
        sql`${franchiseAgreementDocuments.kind} in (${sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `,
        )})`,
      ),
    );

/** Records the PDF written for a version (unless a newer version came meanwhile). */
export const setDocumentFile = (id: string, version: number, blobKey: string, sha256: string) =>
  db
    .update(franchiseAgreementDocuments)
    .set({ blobKey, sha256 })
    .where(and(eq(franchiseAgreementDocuments.id, id), eq(franchiseAgreementDocuments.version, version)));

export const markDocumentViewed = (id: string, version: number, at: Date) =>
  db
    .update(franchiseAgreementDocuments)
    .set({ viewedAt: at })
    .where(
      and(
        eq(franchiseAgreementDocuments.id, id),
        eq(franchiseAgreementDocuments.version, version),
        isNull(franchiseAgreementDocuments.viewedAt),
      ),
    );

export const markDocumentAccepted = async (doc: DocumentRow, at: Date) => {
  const [row] = await db
    .update(franchiseAgreementDocuments)
    .set({ acceptedAt: at, acceptedVersion: doc.version, acceptedSha256: doc.sha256 })
    .where(and(eq(franchiseAgreementDocuments.id, doc.id), isNull(franchiseAgreementDocuments.acceptedAt)))
    .returning();
  return row ?? null;
};

export const markAgreementAccepted = (
  agreementId: string,
  fields: { acceptedAt: Date; acceptedFrom: string; instructorId: string },
) =>
  db
    .update(franchiseAgreements)
    .set({ status: 'Accepted', ...fields })
    .where(and(eq(franchiseAgreements.id, agreementId), eq(franchiseAgreements.status, 'Offered')));

/* Office side: the offer, and the enrolment of the person as an instructor. */

export const insertLead = async (lead: typeof franchiseLeads.$inferInsert) => {
  const [row] = await db.insert(franchiseLeads).values(lead).returning();
  return row!;
};

export const insertAgreement = async (agreement: typeof franchiseAgreements.$inferInsert) => {
  const [row] = await db.insert(franchiseAgreements).values(agreement).returning();
  return row!;
};

export const insertDocuments = (rows: Array<typeof franchiseAgreementDocuments.$inferInsert>) =>
  db.insert(franchiseAgreementDocuments).values(rows);

export const findInstructorIdByAdi = async (adiNumber: string): Promise<string | null> => {
  const [row] = await db.select({ id: instructors.id }).from(instructors).where(eq(instructors.adiNumber, adiNumber));
  return row?.id ?? null;
};

export const insertInstructorPerson = async (lead: LeadRow, mobileE164: string): Promise<string> => {
  const [person] = await db
    .insert(people)
    .values({
      title: lead.title,
      firstName: lead.firstName,
      lastName: lead.lastName,
      dateOfBirth: lead.dateOfBirth,
      emailAddress: lead.emailAddress,
      mobileNumber: mobileE164,
      addressLine1: lead.addressLine1,
      town: lead.town,
      postcode: lead.postcode,
    })
    .returning({ id: people.id });
  const [instructor] = await db
    .insert(instructors)
    .values({ personId: person!.id, adiNumber: lead.adiNumber, status: 'Active' })
    .returning({ id: instructors.id });
  return instructor!.id;
};

export const findPropositionId = async (
  brand: BrandCode,
  type: PropositionType,
  transmission: Transmission,
): Promise<string | null> => {
  const [row] = await db
    .select({ id: propositions.id })
    .from(propositions)
    .where(and(eq(propositions.brand, brand), eq(propositions.type, type), eq(propositions.transmission, transmission)))
    .limit(1);
  return row?.id ?? null;
};

export const insertPropositionAllocation = (row: {
  instructorId: string;
  propositionId: string;
  fromDate: string;
  toDate: string;
}) => db.insert(propositionAllocations).values(row);

export const unlockVerificationRow = (agreementId: string) => clearVerifyFailures(agreementId);

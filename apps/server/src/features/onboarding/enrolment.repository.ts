import type { BrandCode } from '@portal/domain/office';
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { propositions } from '../../db/schema/instructors.ts';
import { franchiseAgreements, franchiseLeads, onboardingEvents } from '../../db/schema/onboarding.ts';
import { db } from '../../db/unit-of-work.ts';

/** The office's reads and writes of enrolments (issue 25 §4): agreements of the member's brands only. */

export type PropositionRow = typeof propositions.$inferSelect;

/** The propositions a new franchisee may be enrolled on, of these brands (never a dormant one). */
export const findEnrolablePropositions = (brands: readonly BrandCode[]) =>
  brands.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(propositions)
        .where(and(inArray(propositions.brand, [...brands]), sql`${propositions.name} !~* '^\\s*dormant'`))
        .orderBy(propositions.brand, propositions.name);

export const findProposition = async (id: string): Promise<PropositionRow | null> => {
  const [row] = await db.select().from(propositions).where(eq(propositions.id, id));
  return row ?? null;
};

/** An agreement not yet accepted for this ADI number (an offer in progress). */
export const findOpenAgreementForAdi = async (adiNumber: string): Promise<string | null> => {
  const [row] = await db
    .select({ id: franchiseAgreements.id })
    .from(franchiseAgreements)
    .innerJoin(franchiseLeads, eq(franchiseLeads.id, franchiseAgreements.leadId))
    .where(
      and(
        eq(franchiseLeads.adiNumber, adiNumber),
        eq(franchiseAgreements.status, 'Offered'),
        sql`${franchiseAgreements.linkExpiredAt} is null`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
};

const firstAt = (kind: string) =>
  sql<Date | null>`(select min(e.at) from onboarding_events e where e.agreement_id = ${franchiseAgreements.id} and e.kind = ${kind})`.mapWith(
    onboardingEvents.at,
  );
const lastAt = (kind: string) =>
  sql<Date | null>`(select max(e.at) from onboarding_events e where e.agreement_id = ${franchiseAgreements.id} and e.kind = ${kind})`.mapWith(
    onboardingEvents.at,
  );

/** Each agreement's facts and its furthest steps' times, as one row. */
const summaryColumns = {
  agreement: franchiseAgreements,
  lead: franchiseLeads,
  linkSentAt: lastAt('LinkSent'),
  verifiedAt: firstAt('Verified'),
  detailsAt: lastAt('DetailsUpdated'),
  bankDetailsAt: lastAt('BankDetailsSaved'),
  documentsAccepted:
    sql<number>`(select count(*)::int from franchise_agreement_documents d where d.agreement_id = ${franchiseAgreements.id} and d.accepted_at is not null)`.mapWith(
      Number,
    ),
};

const ENROLMENT_LIST_LIMIT = 200;

/** The newest enrolments of these brands first, matching a name, email or ADI number when searched. */
export const findEnrolments = (brands: readonly BrandCode[], search: string | null) =>
  brands.length === 0
    ? Promise.resolve([])
    : db
        .select(summaryColumns)
        .from(franchiseAgreements)
        .innerJoin(franchiseLeads, eq(franchiseLeads.id, franchiseAgreements.leadId))
        .where(
          and(
            inArray(franchiseAgreements.brand, [...brands]),
            search
              ? or(
                  ilike(sql`${franchiseLeads.firstName} || ' ' || ${franchiseLeads.lastName}`, `%${search}%`),
                  ilike(franchiseLeads.emailAddress, `%${search}%`),
                  ilike(franchiseLeads.adiNumber, `${search}%`),
                )
              : undefined,
          ),
        )
        .orderBy(desc(franchiseAgreements.createdAt), desc(franchiseAgreements.id))
        .limit(ENROLMENT_LIST_LIMIT);

export const findEnrolment = async (agreementId: string) => {
  const [row] = await db
    .select(summaryColumns)
    .from(franchiseAgreements)
    .innerJoin(franchiseLeads, eq(franchiseLeads.id, franchiseAgreements.leadId))
    .where(eq(franchiseAgreements.id, agreementId));
  return row ?? null;
};
export type EnrolmentRow = NonNullable<Awaited<ReturnType<typeof findEnrolment>>>;

export const setLinkExpired = (agreementId: string, at: Date | null) =>
  db.update(franchiseAgreements).set({ linkExpiredAt: at }).where(eq(franchiseAgreements.id, agreementId));

export const findEvidence = (agreementId: string) =>
  db
    .select()
    .from(onboardingEvents)
    .where(eq(onboardingEvents.agreementId, agreementId))
    .orderBy(onboardingEvents.at, onboardingEvents.id);

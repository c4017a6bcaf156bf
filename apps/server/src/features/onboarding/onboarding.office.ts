import { brandFromText, brands } from '@portal/domain/access';
import { parseCommand } from '@portal/domain/errors';
import { toUkE164 } from '@portal/domain/identity';
import {
  type FranchiseOffer,
  franchiseOfferSchema,
  onboardingDocumentKinds,
  onboardingDocumentTitles,
} from '@portal/domain/onboarding';
import {
  type AgreementRow,
  findInstructorIdByAdi,
  findPropositionId,
  insertAgreement,
  insertDocuments,
  insertInstructorPerson,
  insertLead,
  insertPropositionAllocation,
  type LeadRow,
  unlockVerificationRow,
} from './onboarding.repository.ts';

/** The link the office emails: /acceptance-page-check/{brand}/{personKey}/{agreementKey}. */
export const onboardingLinkPath = (brand: string, personKey: string, agreementKey: string) =>
  `/acceptance-page-check/${brandFromText(brand)}/${personKey}/${agreementKey}`;

/**
 * Office side: offer a franchise to a person. Makes the lead, the agreement and its four documents (their PDFs
 * are written with the person's details when first opened). Ids may be given (the seed's stable ones).
 */
export const offerFranchise = async (
  offer: FranchiseOffer,
  ids: { leadId?: string; agreementId?: string; propositionId?: string } = {},
) => {
  const o = parseCommand(franchiseOfferSchema, offer);
  const lead = await insertLead({
    ...(ids.leadId ? { id: ids.leadId } : {}),
    title: o.title,
    firstName: o.firstName,
    lastName: o.surname,
    dateOfBirth: o.dateOfBirth,
    emailAddress: o.emailAddress,
    mobileNumber: o.phoneNumber,
    addressLine1: o.address,
    town: o.city,
    postcode: o.zipCode,
    licenceNumber: o.drivingNumber,
    adiNumber: o.adiNumber,
    channel: o.channel,
  });
  const agreement = await insertAgreement({
    ...(ids.agreementId ? { id: ids.agreementId } : {}),
    ...(ids.propositionId ? { propositionId: ids.propositionId } : {}),
    leadId: lead.id,
    brand: o.brand,
    franchiseName: o.franchiseName,
    franchiseType: o.franchiseType,
    durationMonths: o.durationMonths,
    leadType: o.leadType,
    startDate: o.startDate,
    paymentType: o.paymentType,
    paymentTerms: o.paymentTerms,
    totalPayablePence: o.totalPayablePence,
    weeklyPaymentPence: o.weeklyPaymentPence,
    courseInstalments: o.courseInstalments,
  });
  const school = brands[brandFromText(o.brand)].name;
  await insertDocuments(
    onboardingDocumentKinds.map((kind) => ({
      agreementId: agreement.id,
      kind,
      documentName: `${school} ${onboardingDocumentTitles[kind]}`,
    })),
  );
  return { leadId: lead.id, agreementId: agreement.id, path: onboardingLinkPath(o.brand, lead.id, agreement.id) };
};

/** Office side: after five wrong answers the link is locked until the team has reviewed the person's details. */
export const unlockVerification = (agreementId: string) => unlockVerificationRow(agreementId);

const addMonths = (iso: string, months: number): string => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
};

/** The last day of the agreement: its start plus its duration. */
export const agreementEndDate = (agreement: AgreementRow): string =>
  addMonths(agreement.startDate, agreement.durationMonths);

/**
 * Enrol the person as an instructor (on acceptance, inside its transaction): the instructor with that ADI
 * number, or a new one from the lead's details, and the franchise from its start date when the school sells it.
 * The person then creates their portal account with their ADI number and mobile (sign-up).
 */
export const enrolFranchisee = async (agreement: AgreementRow, lead: LeadRow): Promise<string> => {
  const instructorId =
    (await findInstructorIdByAdi(lead.adiNumber)) ?? (await insertInstructorPerson(lead, toUkE164(lead.mobileNumber)));
  const transmission = /\bautomatic\b/i.test(agreement.franchiseName) ? 'Automatic' : 'Manual';
  // The proposition the office enrolled the person on; an older offer names none and is matched by its type.
  const propositionId =
    agreement.propositionId ?? (await findPropositionId(agreement.brand, agreement.franchiseType, transmission));
  if (propositionId) {
    await insertPropositionAllocation({
      instructorId,
      propositionId,
      fromDate: agreement.startDate,
      toDate: agreementEndDate(agreement),
    });
  }
  return instructorId;
};

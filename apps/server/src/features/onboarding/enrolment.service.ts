import { brandFromText, brands } from '@portal/domain/access';
import { DomainError, parseCommand } from '@portal/domain/errors';
import { toUkE164 } from '@portal/domain/identity';
import { toMoney } from '@portal/domain/money';
import {
  agreementNameOf,
  type EnrolmentCommand,
  type EnrolmentInput,
  enrolmentSchema,
  enrolmentStateOf,
  enrolmentText,
  enrolmentMessages as m,
  type StaffViewer,
  totalPayablePence,
  weeklyPence,
} from '@portal/domain/office';
import {
  type FranchiseOffer,
  type OnboardingDocumentKind,
  onboardingDocumentKinds,
  onboardingDocumentTitles,
  VERIFY_FAILURES_PER_AGREEMENT,
} from '@portal/domain/onboarding';
import { localDateOf } from '@portal/domain/time';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuditService } from '../audit/index.ts';
import {
  type EnrolmentRow,
  findEnrolablePropositions,
  findEnrolment,
  findEnrolments,
  findEvidence,
  findOpenAgreementForAdi,
  findProposition,
  type PropositionRow,
  setLinkExpired,
} from './enrolment.repository.ts';
import { offerFranchise, onboardingLinkPath } from './onboarding.office.ts';
import { clearVerifyFailures, findDocuments, insertEvent } from './onboarding.repository.ts';
import { inReadingOrder } from './onboarding.views.ts';

/** GET {ENROLMENT_FILES_ROUTE}/{agreementId}/{kind}.pdf: an accepted document as signed, for the office. */
export const ENROLMENT_FILES_ROUTE = '/office/api/enrolments';
export const enrolmentFileUrl = (agreementId: string, kind: OnboardingDocumentKind) =>
  `${ENROLMENT_FILES_ROUTE}/${agreementId}/${kind}.pdf`;

type EnrolmentDeps = Pick<AppDeps, 'clock' | 'sms' | 'config'>;
type Audit = Pick<AuditService, 'record'>;

const notFound = () => new DomainError('NOT_FOUND', m.enrolmentNotFound);

/** The enrolment as the office sees it: facts, where it stands and when each step was reached. */
export const toEnrolmentView = (row: EnrolmentRow) => {
  const { agreement, lead } = row;
  return {
    id: agreement.id,
    brand: agreement.brand,
    name: {
      firstName: lead.firstName,
      lastName: lead.lastName,
      fullName: `${lead.firstName} ${lead.lastName}`,
    },
    email: lead.emailAddress,
    mobile: lead.mobileNumber,
    adiNumber: lead.adiNumber,
    franchiseName: agreement.franchiseName,
    startDate: agreement.startDate,
    weeklyPayment: toMoney(agreement.weeklyPaymentPence),
    state: enrolmentStateOf({
      accepted: agreement.status === 'Accepted',
      linkExpired: agreement.linkExpiredAt !== null,
      locked: agreement.verifyFailures >= VERIFY_FAILURES_PER_AGREEMENT,
      verified: row.verifiedAt !== null,
    }),
    createdAt: agreement.createdAt,
    linkSentAt: row.linkSentAt,
    linkExpiredAt: agreement.linkExpiredAt,
    verifiedAt: row.verifiedAt,
    detailsAt: row.detailsAt,
    bankDetailsAt: row.bankDetailsAt,
    documentsAccepted: row.documentsAccepted,
    signedAt: agreement.acceptedAt,
    signedFrom: agreement.acceptedFrom,
    verifyFailures: agreement.verifyFailures,
    instructorId: agreement.instructorId,
  };
};
export type EnrolmentView = ReturnType<typeof toEnrolmentView>;

/** The enrolment if the member sees its brand; another brand's (or no such id) is not found. */
const requireEnrolment = async (staff: StaffViewer, agreementId: string) => {
  const row = isUuid(agreementId) ? await findEnrolment(agreementId) : null;
  if (!row || !staff.brands.includes(row.agreement.brand)) throw notFound();
  return row;
};

/** Texts the link; false when the transport failed (the office may resend). */
const textLink = async (deps: EnrolmentDeps, row: Pick<EnrolmentRow, 'agreement' | 'lead'>, origin: string) => {
  const { agreement, lead } = row;
  const url = `${origin}${onboardingLinkPath(agreement.brand, lead.id, agreement.id)}`;
  const school = brands[brandFromText(agreement.brand)].name;
  try {
    await deps.sms.send({ to: toUkE164(lead.mobileNumber), body: enrolmentText(school, lead.firstName, url) });
  } catch {
    return false;
  }
  await insertEvent({ agreementId: agreement.id, kind: 'LinkSent', at: deps.clock.now() });
  return true;
};

const refuseIfAccepted = (row: EnrolmentRow) => {
  if (row.agreement.status === 'Accepted') throw new DomainError('INVALID_INPUT', m.alreadyAccepted);
};

/** The offer an enrolment makes: the proposition's name, type and price, paid weekly by direct debit. */
const offerOf = (command: EnrolmentCommand, proposition: PropositionRow, weekly: number): FranchiseOffer => ({
  brand: command.brand,
  title: null,
  firstName: command.firstName,
  surname: command.lastName,
  dateOfBirth: command.dateOfBirth,
  emailAddress: command.emailAddress,
  phoneNumber: command.mobileNumber,
  address: command.addressLine1,
  city: command.town,
  zipCode: command.postcode,
  drivingNumber: '',
  adiNumber: command.adiNumber,
  franchiseName: agreementNameOf(proposition.name, command.durationMonths),
  franchiseType: proposition.type,
  durationMonths: command.durationMonths,
  leadType: 'Standard',
  startDate: command.startDate,
  paymentType: 'Direct Debit',
  paymentTerms: 'Weekly in advance',
  totalPayablePence: totalPayablePence(weekly, command.durationMonths),
  weeklyPaymentPence: weekly,
  courseInstalments: null,
  channel: 'SMS',
});

/**
 * Enrols a new franchisee (issue 25 §4; Admin or Allocations, a brand in their scope): the lead, the agreement on
 * the chosen proposition and its four documents, audited; then the onboarding link goes out by text.
 */
const enrol = async (deps: EnrolmentDeps, audit: Audit, staff: StaffViewer, input: EnrolmentInput, origin: string) => {
  const command = parseCommand(enrolmentSchema(localDateOf(deps.clock.now())), input);
  if (!staff.brands.includes(command.brand)) {
    throw new DomainError('INVALID_INPUT', m.brandNotInScope, { field: 'brand' });
  }
  const proposition = await findProposition(command.propositionId);
  if (!proposition || proposition.brand !== command.brand || /^\s*dormant/i.test(proposition.name)) {
    throw new DomainError('INVALID_INPUT', m.propositionNotFound, { field: 'propositionId' });
  }
  const weekly = weeklyPence(proposition.priceIncludingVatPence, proposition.priceFrequency);
  const agreementId = await inTransaction(async () => {
    if (await findOpenAgreementForAdi(command.adiNumber)) {
      throw new DomainError('INVALID_INPUT', m.adiTaken, { field: 'adiNumber' });
    }
    const made = await offerFranchise(offerOf(command, proposition, weekly), { propositionId: proposition.id });
    await audit.record({
      staffId: staff.staffId,
      operation: 'enrolFranchisee',
      targetType: 'FranchiseAgreement',
      targetId: made.agreementId,
      after: {
        name: `${command.firstName} ${command.lastName}`,
        adiNumber: command.adiNumber,
        brand: command.brand,
        propositionId: proposition.id,
        startDate: command.startDate,
        durationMonths: command.durationMonths,
      },
    });
    return made.agreementId;
  });
  const row = await findEnrolment(agreementId);
  if (!row) throw notFound();
  const textSent = await textLink(deps, row, origin);
  return { enrolment: toEnrolmentView((await findEnrolment(agreementId)) ?? row), textSent };
};

/** Sends the link again (a lost text, an expired or locked link): it opens again, audited. */
const resend = async (deps: EnrolmentDeps, audit: Audit, staff: StaffViewer, agreementId: string, origin: string) => {
  const row = await requireEnrolment(staff, agreementId);
  refuseIfAccepted(row);
  await inTransaction(async () => {
    await setLinkExpired(agreementId, null);
    await clearVerifyFailures(agreementId);
    await audit.record({
      staffId: staff.staffId,
      operation: 'resendEnrolmentLink',
      targetType: 'FranchiseAgreement',
      targetId: agreementId,
      before: { linkExpired: row.agreement.linkExpiredAt !== null, verifyFailures: row.agreement.verifyFailures },
      after: { linkExpired: false, verifyFailures: 0 },
    });
  });
  const textSent = await textLink(deps, row, origin);
  return { enrolment: toEnrolmentView((await findEnrolment(agreementId)) ?? row), textSent };
};

/** Expires the link: "Verify it's you" and the journey refuse it until it is sent again; audited. */
const expire = async (deps: EnrolmentDeps, audit: Audit, staff: StaffViewer, agreementId: string) => {
  const row = await requireEnrolment(staff, agreementId);
  refuseIfAccepted(row);
  if (!row.agreement.linkExpiredAt) {
    await inTransaction(async () => {
      const now = deps.clock.now();
      await setLinkExpired(agreementId, now);
      await insertEvent({ agreementId, kind: 'LinkExpired', at: now });
      await audit.record({
        staffId: staff.staffId,
        operation: 'expireEnrolmentLink',
        targetType: 'FranchiseAgreement',
        targetId: agreementId,
        before: { linkExpired: false },
        after: { linkExpired: true },
      });
    });
  }
  return toEnrolmentView((await findEnrolment(agreementId)) ?? row);
};

/** Each document's progress, in reading order, with a link to the PDF as accepted. */
const documentsOf = async (agreementId: string) =>
  inReadingOrder(await findDocuments(agreementId)).map((doc) => ({
    kind: doc.kind,
    title: onboardingDocumentTitles[doc.kind],
    version: doc.acceptedVersion ?? doc.version,
    viewedAt: doc.viewedAt ?? doc.acceptedAt,
    acceptedAt: doc.acceptedAt,
    sha256: doc.acceptedSha256 ?? doc.sha256,
    url: doc.acceptedAt && doc.blobKey ? enrolmentFileUrl(agreementId, doc.kind) : null,
  }));

/** The signing evidence: every event of the journey, oldest first, with its address, browser and hashes. */
const evidenceOf = async (agreementId: string) =>
  (await findEvidence(agreementId)).map((e) => ({
    kind: e.kind,
    at: e.at,
    address: e.address,
    userAgent: e.userAgent,
    documentKind: e.documentKind,
    documentVersion: e.documentVersion,
    sha256: e.sha256,
  }));

/** The stored PDF of an accepted document, for the office's download route. */
const signedDocument = async (staff: StaffViewer, agreementId: string, kind: string) => {
  await requireEnrolment(staff, agreementId);
  const doc = (await findDocuments(agreementId)).find((d) => d.kind === kind);
  if (!doc?.acceptedAt || !doc.blobKey || !onboardingDocumentKinds.includes(doc.kind)) throw notFound();
  return { key: doc.blobKey, filename: `${onboardingDocumentTitles[doc.kind]} (signed).pdf` };
};

/** The office's enrolment use cases (issue 25 §4), each given the signed-in staff member first. */
export const createEnrolmentService = (deps: EnrolmentDeps, services: { audit: Audit }) => ({
  enrolmentPropositions: async (staff: StaffViewer) =>
    (await findEnrolablePropositions(staff.brands)).map((p) => ({
      id: p.id,
      name: p.name,
      brand: p.brand,
      type: p.type,
      transmission: p.transmission,
      weeklyPayment: toMoney(weeklyPence(p.priceIncludingVatPence, p.priceFrequency)),
    })),
  enrolments: async (staff: StaffViewer, search: string | null | undefined) =>
    (await findEnrolments(staff.brands, search?.trim().slice(0, 60) || null)).map(toEnrolmentView),
  enrolment: async (staff: StaffViewer, agreementId: string) => {
    const enrolment = toEnrolmentView(await requireEnrolment(staff, agreementId));
    return { enrolment, documents: await documentsOf(agreementId), evidence: await evidenceOf(agreementId) };
  },
  enrolFranchisee: (staff: StaffViewer, input: EnrolmentInput, origin: string) =>
    enrol(deps, services.audit, staff, input, origin),
  resendEnrolmentLink: (staff: StaffViewer, agreementId: string, origin: string) =>
    resend(deps, services.audit, staff, agreementId, origin),
  expireEnrolmentLink: (staff: StaffViewer, agreementId: string) => expire(deps, services.audit, staff, agreementId),
  signedEnrolmentDocument: signedDocument,
});

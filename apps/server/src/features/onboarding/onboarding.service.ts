import { brandFromText } from '@portal/domain/access';
import { DomainError, parseCommand } from '@portal/domain/errors';
import {
  bankDetailsSchema,
  onboardingMessages as m,
  maskAccountNumber,
  onboardingDocumentTitles,
  onboardLoginSchema,
  personalDetailsSchema,
  VERIFY_FAILURES_PER_AGREEMENT,
} from '@portal/domain/onboarding';
import { compactPostcode } from '@portal/domain/postcode';
import { localDateOf } from '@portal/domain/time';
import UkModulusChecking from 'uk-modulus-checking';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { BankDetailsInput, OnboardInstructorLoginInput, UpdateLeadInput } from '../../generated/graphql.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuditService } from '../audit/index.ts';
import { chargeClient } from '../auth/index.ts';
import { openBankDetails, sealBankDetails } from './bank-seal.ts';
import { createEnrolmentService } from './enrolment.service.ts';
import {
  clearVerifyFailures,
  countVerifyFailure,
  findAgreement,
  findBankDetails,
  findDocuments,
  findNewestAgreementOfLead,
  insertEvent,
  renewPersonalDocuments,
  updateLeadRow,
  upsertBankDetails,
} from './onboarding.repository.ts';
import { type FranchiseAgreementView, inReadingOrder, toAgreementView, toDocumentView } from './onboarding.views.ts';
import { acceptFranchiseAgreement, signFranchiseAgreementDocument } from './onboarding-acceptance.ts';
import type { OnboardingCaller } from './onboarding-caller.ts';
import { ddiLink, onboardingFileLink } from './onboarding-files.routes.ts';
import { issueOnboardingToken, type OnboardingGrant, readOnboardingToken } from './onboarding-token.ts';

/** Who is asking: the address (evidence, throttle), the browser, and the Authorization header's token. */
export type { OnboardingCaller } from './onboarding-caller.ts';

const notFound = () => new DomainError('NOT_FOUND', m.sessionExpired);
const expired = () => new DomainError('ONBOARDING_SESSION_EXPIRED', m.sessionExpired);
const unverified = () => new DomainError('VERIFICATION_FAILED', m.verificationFailed);

/** The token's grant; an agreement or person other than its own is not found. */
export const requireGrant = (deps: AppDeps, caller: OnboardingCaller): OnboardingGrant => {
  const grant = caller.token ? readOnboardingToken(deps.config.secretKey, caller.token, deps.clock.now()) : null;
  if (!grant || grant === 'expired') throw expired();
  return grant;
};
const requireAgreementGrant = (deps: AppDeps, caller: OnboardingCaller, agreementKey: string) => {
  const grant = requireGrant(deps, caller);
  if (grant.agreementId !== agreementKey) throw notFound();
  return grant;
};

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const samePostcode = (a: string, b: string) => compactPostcode(a) === compactPostcode(b);

/**
 * "Verify it's you": all three answers must match the person of this agreement. Each wrong try counts against the
 * agreement (five, then the team reviews) and against the caller's address (the sign-in's hourly budget).
 */
const onboardInstructorLogin = async (deps: AppDeps, input: OnboardInstructorLoginInput, caller: OnboardingCaller) => {
  const answer = parseCommand(onboardLoginSchema, input);
  const client = await chargeClient(deps, caller);
  const { agreementKey, personKey } = answer;
  if ((agreementKey && !isUuid(agreementKey)) || !isUuid(personKey)) throw unverified();
  const found = agreementKey
    ? await findAgreement(agreementKey, personKey)
    : await findNewestAgreementOfLead(personKey);
  if (!found || brandFromText(found.agreement.brand) !== brandFromText(answer.brand)) throw unverified();
  const { agreement, lead } = found;
  if (agreement.verifyFailures >= VERIFY_FAILURES_PER_AGREEMENT) throw unverified();
  // The office expired the link (issue 25 §4): nothing opens until it is sent again.
  if (agreement.linkExpiredAt && agreement.status !== 'Accepted') throw expired();
  const event = {
    agreementId: agreement.id,
    at: deps.clock.now(),
    address: caller.address,
    userAgent: caller.userAgent,
  };
  const right =
    sameText(answer.email, lead.emailAddress) &&
    samePostcode(answer.postcode, lead.postcode) &&
    answer.dateOfBirth.trim() === lead.dateOfBirth;
  if (!right) {
    await countVerifyFailure(agreement.id, VERIFY_FAILURES_PER_AGREEMENT);
    await insertEvent({ ...event, kind: 'VerificationFailed' });
    throw unverified();
  }
  await client.giveBack();
  await clearVerifyFailures(agreement.id);
  await insertEvent({ ...event, kind: 'Verified' });
  return {
    accessToken: issueOnboardingToken(
      deps.config.secretKey,
      { agreementId: agreement.id, leadId: lead.id },
      deps.clock.now(),
    ),
  };
};

const getFranchiseAgreement = async (
  deps: AppDeps,
  agreementKey: string,
  caller: OnboardingCaller,
): Promise<FranchiseAgreementView> => {
  const grant = requireAgreementGrant(deps, caller, agreementKey);
  const found = await findAgreement(grant.agreementId, grant.leadId);
  if (!found) throw notFound();
  if (found.agreement.linkExpiredAt && found.agreement.status !== 'Accepted') throw expired();
  const docs = inReadingOrder(await findDocuments(grant.agreementId));
  const bank = await findBankDetails(grant.leadId);
  const opened = bank ? openBankDetails(deps.config.secretKey, grant.leadId, bank.sealed) : null;
  return toAgreementView(
    found.agreement,
    found.lead,
    docs.map((doc) =>
      toDocumentView(
        doc,
        onboardingFileLink(deps, doc.agreementId, doc.kind, `${onboardingDocumentTitles[doc.kind]}.pdf`),
      ),
    ),
    bank && opened
      ? { nameOnAccount: opened.nameOnAccount, accountNumberEnding: maskAccountNumber(opened.accountNumber) }
      : null,
  );
};

/** The direct debit: the spec's rules, then the UK modulus check; stored sealed, shown back masked. */
const addBankDetails = async (deps: AppDeps, input: BankDetailsInput, caller: OnboardingCaller) => {
  const grant = requireGrant(deps, caller);
  const details = parseCommand(bankDetailsSchema, input);
  if (details.personKey !== grant.leadId) throw notFound();
  if (!new UkModulusChecking({ accountNumber: details.accountNumber, sortCode: details.sortCode }).isValid()) {
    throw new DomainError('BANK_DETAILS_INVALID', m.modulusCheckFailed, { field: 'accountNumber' });
  }
  const { nameOnAccount, accountNumber, sortCode } = details;
  const now = deps.clock.now();
  await upsertBankDetails({
    leadId: grant.leadId,
    sealed: sealBankDetails(deps.config.secretKey, grant.leadId, { nameOnAccount, accountNumber, sortCode }),
    accountLast4: accountNumber.slice(-4),
    updatedAt: now,
  });
  await insertEvent({
    agreementId: grant.agreementId,
    kind: 'BankDetailsSaved',
    at: now,
    address: caller.address,
    userAgent: caller.userAgent,
  });
  return { nameOnAccount, accountNumberEnding: maskAccountNumber(accountNumber) };
};

/** The details modal. Email and ADI number are read-only; the documents naming the person are written anew. */
const updateLead = async (deps: AppDeps, input: UpdateLeadInput, caller: OnboardingCaller) => {
  const grant = requireGrant(deps, caller);
  const details = parseCommand(personalDetailsSchema(localDateOf(deps.clock.now())), input);
  if (details.id !== grant.leadId) throw notFound();
  const found = await findAgreement(grant.agreementId, grant.leadId);
  if (!found) throw notFound();
  // The email identifies the person and is read-only: a changed one is refused, never silently dropped.
  if (!sameText(input.emailAddress, found.lead.emailAddress)) {
    throw new DomainError('INVALID_INPUT', m.emailReadOnly, { field: 'emailAddress' });
  }
  const { marketing, reminder } = details.communication;
  await inTransaction(async () => {
    await updateLeadRow(grant.leadId, {
      title: details.salutation,
      firstName: details.firstName,
      lastName: details.lastName,
      dateOfBirth: details.dateOfBirth,
      mobileNumber: details.mobileNumber,
      addressLine1: details.address.line1,
      town: details.address.town,
      postcode: details.address.postcode,
      licenceNumber: details.licenceNumber,
      ...(details.channel ? { channel: details.channel } : {}),
      ...(details.recommenderId != null ? { recommenderId: details.recommenderId } : {}),
      marketingEmail: marketing.email,
      marketingSms: marketing.sms,
      marketingPhone: marketing.phone,
      marketingPost: marketing.post,
      reminderSms: reminder.sms,
      updatedAt: deps.clock.now(),
    });
    await renewPersonalDocuments(grant.agreementId, ['PreContractInformation', 'FranchiseAgreement']);
    await insertEvent({
      agreementId: grant.agreementId,
      kind: 'DetailsUpdated',
      at: deps.clock.now(),
      address: caller.address,
      userAgent: caller.userAgent,
    });
  });
  return true;
};

/** The person's journey (public, by token), and the office's enrolments (issue 25 §4, enrolment.service.ts). */
export const createOnboardingService = (deps: AppDeps, services: { audit: Pick<AuditService, 'record'> }) => ({
  ...createEnrolmentService(deps, services),
  onboardInstructorLogin: (input: OnboardInstructorLoginInput, caller: OnboardingCaller) =>
    onboardInstructorLogin(deps, input, caller),
  franchiseAgreement: (agreementKey: string, caller: OnboardingCaller) =>
    getFranchiseAgreement(deps, agreementKey, caller),
  getDDIDocumentUrl: (caller: OnboardingCaller) => ddiLink(deps, requireGrant(deps, caller).agreementId),
  addBankDetails: (input: BankDetailsInput, caller: OnboardingCaller) => addBankDetails(deps, input, caller),
  updateLead: (input: UpdateLeadInput, caller: OnboardingCaller) => updateLead(deps, input, caller),
  signFranchiseAgreementDocument: (agreementKey: string, kind: string | null | undefined, caller: OnboardingCaller) =>
    signFranchiseAgreementDocument(deps, requireAgreementGrant(deps, caller, agreementKey), kind, caller),
  acceptFranchiseAgreement: (agreementKey: string, caller: OnboardingCaller) =>
    acceptFranchiseAgreement(deps, requireAgreementGrant(deps, caller, agreementKey), caller),
});

export type OnboardingService = ReturnType<typeof createOnboardingService>;

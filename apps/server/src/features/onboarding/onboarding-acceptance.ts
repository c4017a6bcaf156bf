import { DomainError } from '@portal/domain/errors';
import { onboardingMessages as m, onboardingDocumentKinds, onboardingDocumentTitles } from '@portal/domain/onboarding';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { recordSignedAgreement } from '../details/index.ts';
import { agreementEndDate, enrolFranchisee } from './onboarding.office.ts';
import {
  findAgreement,
  findBankDetails,
  findDocuments,
  insertEvent,
  lockAgreement,
  markAgreementAccepted,
  markDocumentAccepted,
} from './onboarding.repository.ts';
import { inReadingOrder, toDocumentView } from './onboarding.views.ts';
import type { OnboardingCaller } from './onboarding-caller.ts';
import { onboardingFileLink } from './onboarding-files.routes.ts';
import type { OnboardingGrant } from './onboarding-token.ts';

const outOfOrder = (message: string) => new DomainError('DOCUMENT_OUT_OF_ORDER', message);
const notFound = () => new DomainError('NOT_FOUND', m.sessionExpired);

/**
 * Accept one of the four documents: only once viewed, only after the one before it, and accepting it again
 * changes nothing. The version and the hash of the exact PDF accepted are kept.
 */
export const signFranchiseAgreementDocument = async (
  deps: AppDeps,
  grant: OnboardingGrant,
  kindText: string | null | undefined,
  caller: OnboardingCaller,
) => {
  const doc = await inTransaction(async () => {
    if (!(await lockAgreement(grant.agreementId))) throw notFound();
    const docs = inReadingOrder(await findDocuments(grant.agreementId));
    // Without a kind (spec 4 sends none): the next document to accept, or the last once all are.
    const current = kindText ? docs.find((d) => d.kind === kindText) : (docs.find((d) => !d.acceptedAt) ?? docs.at(-1));
    if (!current) throw notFound();
    const index = docs.indexOf(current);
    if (current.acceptedAt) return current;
    if (docs.slice(0, index).some((d) => !d.acceptedAt)) throw outOfOrder(m.documentOutOfOrder);
    if (!current.viewedAt || !current.sha256) throw outOfOrder(m.documentNotViewed);
    const now = deps.clock.now();
    const accepted = await markDocumentAccepted(current, now);
    await insertEvent({
      agreementId: grant.agreementId,
      kind: 'DocumentAccepted',
      documentKind: current.kind,
      documentVersion: current.version,
      sha256: current.sha256,
      at: now,
      address: caller.address,
      userAgent: caller.userAgent,
    });
    return accepted ?? current;
  });
  return toDocumentView(
    doc,
    onboardingFileLink(deps, doc.agreementId, doc.kind, `${onboardingDocumentTitles[doc.kind]}.pdf`),
  );
};

/**
 * Accept the franchise: the four documents accepted and the direct debit set up first. Keeps the time, the
 * address and each document's version and hash, and enrols the instructor. A second acceptance changes nothing.
 */
export const acceptFranchiseAgreement = async (deps: AppDeps, grant: OnboardingGrant, caller: OnboardingCaller) => {
  await inTransaction(async () => {
    const agreement = await lockAgreement(grant.agreementId);
    if (!agreement) throw notFound();
    if (agreement.status === 'Accepted') return;
    if (agreement.linkExpiredAt) throw new DomainError('ONBOARDING_SESSION_EXPIRED', m.sessionExpired);
    const docs = inReadingOrder(await findDocuments(grant.agreementId));
    if (docs.length !== onboardingDocumentKinds.length || docs.some((d) => !d.acceptedAt)) {
      throw outOfOrder(m.documentsNotAccepted);
    }
    if (!(await findBankDetails(grant.leadId))) throw outOfOrder(m.bankDetailsMissing);
    const found = await findAgreement(grant.agreementId, grant.leadId);
    if (!found) throw notFound();
    const now = deps.clock.now();
    const instructorId = await enrolFranchisee(agreement, found.lead);
    // The signed agreement and its documents under the new instructor's documents, with the slots to fill.
    await recordSignedAgreement({
      instructorId,
      agreementName: agreement.franchiseName,
      fromDate: agreement.startDate,
      toDate: agreementEndDate(agreement),
      acceptedAt: now,
      documents: docs.map((d) => ({ documentName: d.documentName, blobKey: d.blobKey! })),
    });
    await markAgreementAccepted(agreement.id, { acceptedAt: now, acceptedFrom: caller.address, instructorId });
    await insertEvent({
      agreementId: agreement.id,
      kind: 'AgreementAccepted',
      at: now,
      address: caller.address,
      userAgent: caller.userAgent,
      documents: docs.map((d) => ({
        kind: d.kind,
        documentName: d.documentName,
        version: d.acceptedVersion,
        sha256: d.acceptedSha256,
        acceptedAt: d.acceptedAt?.toISOString(),
      })),
    });
  });
  return true;
};

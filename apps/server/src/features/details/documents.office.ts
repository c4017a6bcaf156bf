import { insertAgreement, insertDocument, insertDocumentFile } from './details.repository.ts';

/** The documents a new franchisee is asked for on the welcome page (issue 23 defect 8), in the order asked. */
export const FIRST_DOCUMENT_SLOTS = ['ADI badge', 'Driving licence', 'Insurance certificate'] as const;

export type SignedAgreementInput = {
  instructorId: string;
  agreementName: string;
  fromDate: string;
  toDate: string | null;
  /** When the franchisee accepted the agreement. */
  acceptedAt: Date;
  /** The accepted documents in reading order: the exact PDF each was accepted as. */
  documents: ReadonlyArray<{ documentName: string; blobKey: string; size?: number }>;
};

/**
 * The office side, called when a franchisee accepts their agreement (issue 23 defect 8): the signed agreement and its
 * accepted documents appear under the instructor's documents (read-only, the bytes they accepted), with the
 * outstanding slots for the badge, licence and insurance the welcome page asks for.
 */
export const recordSignedAgreement = async (input: SignedAgreementInput) => {
  const agreementId = await insertAgreement({
    instructorId: input.instructorId,
    agreementName: input.agreementName,
    active: true,
    fromDate: input.fromDate,
    toDate: input.toDate,
  });
  for (const [sortOrder, doc] of input.documents.entries()) {
    const row = await insertDocument({
      instructorId: input.instructorId,
      owner: 'Franchise',
      agreementId,
      documentType: doc.documentName,
      status: 'APPROVED',
      uploadedAt: input.acceptedAt,
      uploadedBy: 'Accepted by you',
      sortOrder,
    });
    await insertDocumentFile({
      documentId: row.id,
      version: 1,
      blobKey: doc.blobKey,
      contentType: 'application/pdf',
      fileName: `${doc.documentName}.pdf`,
      size: doc.size ?? 0,
      uploadedAt: input.acceptedAt,
    });
  }
  for (const [sortOrder, documentType] of FIRST_DOCUMENT_SLOTS.entries()) {
    await insertDocument({
      instructorId: input.instructorId,
      owner: 'Customer',
      documentType,
      status: 'OUTSTANDING',
      sortOrder,
    });
  }
  return agreementId;
};

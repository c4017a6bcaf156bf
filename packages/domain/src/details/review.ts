import { z } from 'zod';
import { isoDateInRange } from '../validation/dates.ts';
import { multiLineText } from '../validation/text.ts';
import { EXPIRY_WARNING_DAYS } from './rules.ts';

/** The office's review of an uploaded document (issue 24 §5): ours, the spec names no words for it. */
export const documentReviewMessages = {
  expiryRequired: 'Enter the expiry date shown on the document',
  expiryNotFuture: 'The expiry date must be in the future',
  expiryNotExpected: 'This type of document has no expiry date: leave it empty',
  reasonRequired: 'Enter the reason the instructor will see',
  reasonTooLong: (max: number) => `The reason must be ${max} characters or fewer`,
  notWaiting: 'This document is no longer waiting for review: it may have been reviewed already. Reload the queue.',
  documentNotFound: 'Document not found',
  queuePageGone: 'That page of the queue is no longer there: reload the queue',
  expiringPageGone: 'That page of the list is no longer there: reload the list',
} as const;

/** The longest rejection reason: a few sentences the instructor reads beside the document. */
export const DOCUMENT_REJECTION_REASON_MAX = 500;
/** The office's list of documents about to expire looks this many days ahead (today included). */
export const EXPIRING_DOCUMENTS_DAYS = EXPIRY_WARNING_DAYS;

/**
 * Document types whose certificate ends, by words in the type's name (the modal lets an instructor name a new
 * document, so the name is matched as onboarding matches agreement documents): ADI/PDI badges, driving
 * licences, insurance certificates, DBS checks and MOT certificates. Proof of address, a V5C: no expiry.
 */
const EXPIRING_TYPE_WORDS = /\b(badge|licen[cs]e|insurance|dbs|mot)\b/i;

export const documentTypeHasExpiry = (documentType: string): boolean => EXPIRING_TYPE_WORDS.test(documentType);

/**
 * What is wrong with an approval's expiry date for this type of document on `today` (the UK day, yyyy-MM-dd), or
 * null: required and after today for a type that expires, absent for one that does not.
 */
export const approvalExpiryProblem = (
  documentType: string,
  expiry: string | null | undefined,
  today: string,
): string | null => {
  if (!documentTypeHasExpiry(documentType)) return expiry ? documentReviewMessages.expiryNotExpected : null;
  if (!expiry) return documentReviewMessages.expiryRequired;
  return expiry > today ? null : documentReviewMessages.expiryNotFuture;
};

/** approveDocument: the document and, where its type expires, the expiry date (checked with approvalExpiryProblem). */
export const approveDocumentSchema = z.object({
  documentId: z.string().min(1),
  expiry: z
    .string()
    .trim()
    .transform((text) => text || null)
    .pipe(isoDateInRange.nullable())
    .nullish()
    .transform((value) => value ?? null),
});
export type ApproveDocumentInput = z.input<typeof approveDocumentSchema>;

/** The approve form: the date as typed, checked for the document's type on the UK day the form is shown. */
export const approveDocumentFormSchema = (documentType: string, today: string) =>
  z.object({ expiry: z.string() }).superRefine(({ expiry }, ctx) => {
    const parsed = approveDocumentSchema.shape.expiry.safeParse(expiry);
    const problem = parsed.success
      ? approvalExpiryProblem(documentType, parsed.data, today)
      : (parsed.error.issues[0]?.message ?? documentReviewMessages.expiryRequired);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['expiry'] });
  });

/** rejectDocument: the reason the instructor sees beside the document, required and at most 500 characters. */
export const rejectDocumentSchema = z.object({
  documentId: z.string().min(1),
  reason: multiLineText({ error: documentReviewMessages.reasonRequired })
    .trim()
    .min(1, documentReviewMessages.reasonRequired)
    .max(DOCUMENT_REJECTION_REASON_MAX, documentReviewMessages.reasonTooLong(DOCUMENT_REJECTION_REASON_MAX)),
});
export type RejectDocumentInput = z.input<typeof rejectDocumentSchema>;

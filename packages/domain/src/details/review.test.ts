import { describe, expect, it } from 'vitest';
import {
  approvalExpiryProblem,
  approveDocumentFormSchema,
  approveDocumentSchema,
  documentTypeHasExpiry,
  documentReviewMessages as m,
  rejectDocumentSchema,
} from './review.ts';

describe('document review rules', () => {
  it('knows which types of document expire, by the words in their name', () => {
    for (const type of ['ADI badge', 'Driving licence', 'Insurance certificate', 'DBS certificate', 'PDI Badge'])
      expect(documentTypeHasExpiry(type), type).toBe(true);
    for (const type of ['Proof of address', 'Vehicle V5C', 'Licensed premises map', 'Motability letter'])
      expect(documentTypeHasExpiry(type), type).toBe(false);
  });

  it('asks an expiring document for a date after today, and refuses one for a document that does not expire', () => {
    const today = '2026-03-29';
    expect(approvalExpiryProblem('ADI badge', null, today)).toBe(m.expiryRequired);
    expect(approvalExpiryProblem('ADI badge', '2026-03-29', today)).toBe(m.expiryNotFuture);
    expect(approvalExpiryProblem('ADI badge', '2026-03-30', today)).toBeNull();
    expect(approvalExpiryProblem('Proof of address', null, today)).toBeNull();
    expect(approvalExpiryProblem('Proof of address', '2027-01-01', today)).toBe(m.expiryNotExpected);
  });

  it('parses the approval: an empty date is none, a malformed one is refused', () => {
    expect(approveDocumentSchema.parse({ documentId: 'd', expiry: ' ' }).expiry).toBeNull();
    expect(approveDocumentSchema.parse({ documentId: 'd' }).expiry).toBeNull();
    expect(approveDocumentSchema.parse({ documentId: 'd', expiry: '2027-02-28' }).expiry).toBe('2027-02-28');
    expect(approveDocumentSchema.safeParse({ documentId: 'd', expiry: '2027-02-30' }).success).toBe(false);
  });

  it("gives the form the rule's message for the document's type", () => {
    const form = approveDocumentFormSchema('Driving licence', '2026-10-25');
    expect(form.safeParse({ expiry: '' }).error?.issues[0]?.message).toBe(m.expiryRequired);
    expect(form.safeParse({ expiry: '2026-10-25' }).error?.issues[0]?.message).toBe(m.expiryNotFuture);
    expect(form.safeParse({ expiry: '2026-10-26' }).success).toBe(true);
    expect(approveDocumentFormSchema('Vehicle V5C', '2026-10-25').safeParse({ expiry: '' }).success).toBe(true);
  });

  it('requires a rejection reason of at most 500 characters, trimmed', () => {
    const reject = (reason: string) => rejectDocumentSchema.safeParse({ documentId: 'd', reason });
    expect(reject('   ').error?.issues[0]?.message).toBe(m.reasonRequired);
    expect(reject('x'.repeat(501)).error?.issues[0]?.message).toBe(m.reasonTooLong(500));
    expect(reject('  The photo is blurred.\nPlease scan it again. ').data?.reason).toBe(
      'The photo is blurred.\nPlease scan it again.',
    );
    expect(reject('bad\u0000byte').success).toBe(false);
  });
});

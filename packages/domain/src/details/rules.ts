import { addYears, parseISO } from 'date-fns';
import { isoDatePlusDays, isoDaysBetween } from '../time/time.ts';
import type { DocumentStatus } from './enums.ts';

/** Qualifications and insurance that end within this many days are flagged (issue 12). */
export const EXPIRY_WARNING_DAYS = 30;
/** Uploads larger than this are refused (issue 12). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Types decided from the file's bytes; anything else is refused. */
export const acceptedUploadTypes = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/heif'] as const;
export type AcceptedUploadType = (typeof acceptedUploadTypes)[number];
export const isAcceptedUploadType = (mime: string): mime is AcceptedUploadType =>
  (acceptedUploadTypes as readonly string[]).includes(mime);
/** The extension a stored file gets, from its decided type (never from the uploaded name). */
export const extensionOf = (mime: AcceptedUploadType): string =>
  ({ 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/heic': 'heic', 'image/heif': 'heif' })[
    mime
  ];

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** Spec 2 §4: the start defaults to the day after the current insurance ends (today when there is none). */
export const defaultInsuranceStart = (currentEnd: string | null | undefined, today: string): string =>
  currentEnd ? isoDatePlusDays(currentEnd, 1) : today;

/** Spec 2 §4: choosing a start sets the end one year later. */
export const insuranceEndFor = (start: string): string => isoDay(addYears(parseISO(`${start}T00:00:00Z`), 1));

export const expiryStates = ['expired', 'expiringSoon', 'valid'] as const;
export type ExpiryState = (typeof expiryStates)[number];

/** Expired before today; expiring within 30 days (today included); else valid. No date: valid. */
export const expiryStateOf = (toDate: string | null | undefined, today: string): ExpiryState => {
  if (!toDate) return 'valid';
  const days = isoDaysBetween(today, toDate);
  if (days < 0) return 'expired';
  return days <= EXPIRY_WARNING_DAYS ? 'expiringSoon' : 'valid';
};

export const needsAttention = (toDate: string | null | undefined, today: string): boolean =>
  expiryStateOf(toDate, today) !== 'valid';

/** Spec 1 §4: outstanding and rejected documents can be uploaded. */
export const canUploadDocument = (status: DocumentStatus): boolean => status === 'OUTSTANDING' || status === 'REJECTED';

/** An upload sends the document for review. */
export const statusAfterUpload = (status: DocumentStatus): DocumentStatus | null =>
  canUploadDocument(status) ? 'FOR_APPROVAL' : null;

/** The office's decision on a document waiting for review. */
export const statusAfterReview = (status: DocumentStatus, approved: boolean): DocumentStatus | null =>
  status === 'FOR_APPROVAL' ? (approved ? 'APPROVED' : 'REJECTED') : null;

/** A reading lower than the last one is allowed, but only once the instructor confirms it. */
export const isLowerThanLastReading = (mileage: number, last: number | null | undefined): boolean =>
  last !== null && last !== undefined && mileage < last;

/** Spec 1 §2: status labels. */
export const documentStatusLabel = (status: DocumentStatus): string => status.replace('_', ' ');

import type { BrandCode } from '@portal/domain/access';
import {
  approvalExpiryProblem,
  approveDocumentSchema,
  EXPIRING_DOCUMENTS_DAYS,
  documentReviewMessages as m,
  rejectDocumentSchema,
} from '@portal/domain/details';
import { DomainError, parseCommand } from '@portal/domain/errors';
import type { StaffViewer } from '@portal/domain/office';
import { localDateOf } from '@portal/domain/time';
import { addDays, formatISO, parseISO } from 'date-fns';
import type { AppDeps } from '../../app-deps.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuditService } from '../audit/index.ts';
import * as repo from './document-review.repository.ts';
import { ensureSeededPdf } from './documents.service.ts';

export type DocumentReviewServices = { audit: Pick<AuditService, 'record'> };

const PAGE_MAX = 100;

const notFound = () => new DomainError('NOT_FOUND', m.documentNotFound);

/** A page's end as the opaque `nextPage` the office gives back: the last row's place in the order and its id. */
const pageCursor = (place: string | null, id: string) => Buffer.from(JSON.stringify([place, id])).toString('base64url');

/** The place and id a `nextPage` holds, when it is one of ours (`place` of the shape given); INVALID_INPUT if not. */
const placeOf = (
  after: string | null | undefined,
  shape: RegExp,
  gone: string,
): { place: string; id: string } | null => {
  if (!after) return null;
  try {
    const key: unknown = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
    if (Array.isArray(key) && key.length === 2) {
      const [place, id] = key as unknown[];
      if (typeof place === 'string' && shape.test(place) && typeof id === 'string' && isUuid(id)) return { place, id };
    }
  } catch {
    // Not one of ours: refused below.
  }
  throw new DomainError('INVALID_INPUT', gone, { field: 'after' });
};

/** A queue page's end: the last document's upload time (µs) and id. */
export const reviewQueueCursor = (row: { uploadedMicros: string | null; id: string }) =>
  pageCursor(row.uploadedMicros, row.id);

const queueCursorFrom = (after: string | null | undefined): repo.ReviewQueueCursor | null => {
  const at = placeOf(after, /^-?\d{1,19}$/, m.queuePageGone);
  return at && { uploadedMicros: at.place, id: at.id };
};

/** An expiring-list page's end: the last document's expiry date and id. */
const expiringCursorFrom = (after: string | null | undefined): repo.ExpiringCursor | null => {
  const at = placeOf(after, /^\d{4}-\d{2}-\d{2}$/, m.expiringPageGone);
  return at && { expiry: at.place, id: at.id };
};

const notWaiting = () => new DomainError('DOCUMENT_NOT_WAITING', m.notWaiting);

/** The brands to read: the member's scope, narrowed to one brand when asked (a brand outside it: none). */
const scopeOf = (staff: StaffViewer, brand?: BrandCode | null): BrandCode[] =>
  brand ? staff.brands.filter((b) => b === brand) : [...staff.brands];

const clamp = (value: number | null | undefined, min: number, max: number, fallback: number) =>
  Math.min(Math.max(Math.trunc(value ?? fallback), min), max);

/** A document of an instructor the member sees; a malformed, unknown or other brand's id is NOT_FOUND. */
const documentInScope = async (staff: StaffViewer, documentId: string) => {
  const row = isUuid(documentId) ? await repo.findReviewDocument(staff.brands, documentId) : null;
  if (!row) throw notFound();
  return row;
};

/** What the audit keeps of a document's review state, before and after. */
const reviewState = (row: { status: string; expiry: string | null; rejectionReason: string | null }) => ({
  status: row.status,
  expiry: row.expiry,
  rejectionReason: row.rejectionReason,
});

type Decision = Omit<repo.ReviewDecision, 'at' | 'by'>;

/** Decides a waiting document in one transaction with its audit row; CONFLICT when no longer waiting. */
const decide = (
  deps: Pick<AppDeps, 'clock'>,
  services: DocumentReviewServices,
  staff: StaffViewer,
  documentId: string,
  choose: (row: repo.ReviewRow) => Decision,
  operation: string,
) =>
  inTransaction(async () => {
    const before = await documentInScope(staff, documentId);
    if (before.status !== 'FOR_APPROVAL') throw notWaiting();
    const decision = choose(before);
    const at = deps.clock.now();
    if (!(await repo.updateWaitingDocument(before.id, { ...decision, at, by: staff.name }))) throw notWaiting();
    await services.audit.record({
      staffId: staff.staffId,
      operation,
      targetType: 'document',
      targetId: before.id,
      instructorId: before.instructorId,
      before: reviewState(before),
      after: reviewState(decision),
    });
    return { ...before, ...decision, approvedAt: decision.status === 'APPROVED' ? at : null };
  });

/**
 * Approved documents that expire from today to 30 days ahead (the UK day), soonest first, `limit` (at most 100) a
 * page from where the page before ended (`after`, its `nextPage`); one more row is read to know of another.
 */
const listExpiring = async (
  deps: Pick<AppDeps, 'clock'>,
  staff: StaffViewer,
  input: { brand?: BrandCode | null; limit?: number | null; after?: string | null },
) => {
  const today = localDateOf(deps.clock.now());
  const last = formatISO(addDays(parseISO(today), EXPIRING_DOCUMENTS_DAYS), { representation: 'date' });
  const limit = clamp(input.limit, 1, PAGE_MAX, 25);
  const rows = await repo.findExpiringDocuments(
    scopeOf(staff, input.brand),
    { from: today, to: last },
    { limit: limit + 1, after: expiringCursorFrom(input.after) },
  );
  const items = rows.slice(0, limit);
  const end = items.at(-1);
  return { items, nextPage: rows.length > limit && end ? pageCursor(end.expiry, end.id) : null };
};

export const createDocumentReviewService = (deps: AppDeps, services: DocumentReviewServices) => ({
  /**
   * The queue of documents waiting for approval, oldest first, `limit` (at most 100) a page from where the page
   * before ended (`after`, its `nextPage`). One more row than the page is read to know whether another follows.
   */
  listDocumentReviewQueue: async (
    staff: StaffViewer,
    input: { brand?: BrandCode | null; limit?: number | null; after?: string | null },
  ) => {
    const limit = clamp(input.limit, 1, PAGE_MAX, 25);
    const rows = await repo.findReviewQueue(scopeOf(staff, input.brand), {
      limit: limit + 1,
      after: queueCursorFrom(input.after),
    });
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return { items, nextPage: rows.length > limit && last?.uploadedMicros ? reviewQueueCursor(last) : null };
  },

  getReviewDocument: documentInScope,

  listExpiringDocuments: (
    staff: StaffViewer,
    input: { brand?: BrandCode | null; limit?: number | null; after?: string | null },
  ) => listExpiring(deps, staff, input),

  /** The current file of a document the member sees (the office's download), or NOT_FOUND. */
  getReviewFile: async (staff: StaffViewer, documentId: string) => {
    const row = await documentInScope(staff, documentId);
    const file = await repo.findCurrentFile(row.id);
    if (!file) throw notFound();
    await ensureSeededPdf(deps, { ...row, file }, 'Your documents');
    return { document: row, file };
  },

  /** Approve a waiting document, with its expiry date where its type has one (after today). */
  approveDocument: (staff: StaffViewer, input: { documentId: string; expiry?: string | null }) => {
    const command = parseCommand(approveDocumentSchema, input);
    return decide(
      deps,
      services,
      staff,
      command.documentId,
      (row) => {
        const problem = approvalExpiryProblem(row.documentType, command.expiry, localDateOf(deps.clock.now()));
        if (problem) throw new DomainError('INVALID_INPUT', problem, { field: 'expiry' });
        return { status: 'APPROVED', expiry: command.expiry, rejectionReason: null };
      },
      'approveDocument',
    );
  },

  /** Reject a waiting document with the reason the instructor sees beside it. */
  rejectDocument: (staff: StaffViewer, input: { documentId: string; reason: string }) => {
    const command = parseCommand(rejectDocumentSchema, input);
    return decide(
      deps,
      services,
      staff,
      command.documentId,
      () => ({ status: 'REJECTED', expiry: null, rejectionReason: command.reason }),
      'rejectDocument',
    );
  },
});

export type DocumentReviewService = ReturnType<typeof createDocumentReviewService>;

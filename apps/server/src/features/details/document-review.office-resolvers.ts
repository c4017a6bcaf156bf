import { documentTypeHasExpiry } from '@portal/domain/details';
import type { FeatureWiring } from '../../feature-entry.ts';
import type { Resolvers, ReviewDocument } from '../../generated/office-graphql.ts';
import { requireStaff } from '../../graphql/office-context.ts';
import type { ReviewRow } from './document-review.repository.ts';
import type { DocumentReviewService } from './document-review.service.ts';

/** The office's download of a document's current file (document-review.routes.ts). */
export const reviewFilePath = (documentId: string) => `/office/api/documents/${documentId}/file`;

/** What the office's API shows of a document under review. */
export const reviewDocumentView = (row: ReviewRow): ReviewDocument => ({
  id: row.id,
  documentType: row.documentType,
  documentDescription: row.description,
  status: row.status,
  expiry: row.expiry,
  hasExpiry: documentTypeHasExpiry(row.documentType),
  uploadedDate: row.uploadedAt,
  dateApproved: row.approvedAt,
  rejectionReason: row.rejectionReason,
  instructor: {
    id: row.instructorId,
    firstName: row.firstName,
    lastName: row.lastName,
    adiNumber: row.adiNumber,
    brands: row.brands,
  },
  fileType: row.file?.contentType ?? null,
  fileUrl: row.file ? reviewFilePath(row.id) : null,
});

/** The document review queue (issue 24 §5): thin, each a call of the review service. */
export const createDocumentReviewOfficeResolvers = ({
  services,
}: FeatureWiring<{ details: DocumentReviewService }>): Resolvers => ({
  Query: {
    documentReviewQueue: async (_parent, args, ctx) => {
      const page = await services.details.listDocumentReviewQueue(requireStaff(ctx), args);
      return { nextPage: page.nextPage, items: page.items.map(reviewDocumentView) };
    },
    reviewDocument: async (_parent, { id }, ctx) =>
      reviewDocumentView(await services.details.getReviewDocument(requireStaff(ctx), id)),
    expiringDocuments: async (_parent, args, ctx) => {
      const page = await services.details.listExpiringDocuments(requireStaff(ctx), args);
      return { nextPage: page.nextPage, items: page.items.map(reviewDocumentView) };
    },
  },
  Mutation: {
    approveDocument: async (_parent, { input }, ctx) =>
      reviewDocumentView(await services.details.approveDocument(requireStaff(ctx), input)),
    rejectDocument: async (_parent, { input }, ctx) =>
      reviewDocumentView(await services.details.rejectDocument(requireStaff(ctx), input)),
  },
});

import type { AppDeps } from '../../app-deps.ts';
import type { AuditService } from '../audit/index.ts';
import { createDetailsService } from './details.service.ts';
import { createDocumentReviewService } from './document-review.service.ts';
import { createDocumentsService } from './documents.service.ts';

/**
 * My details and documents: one service for the cards, the car's mileage and insurance, the documents, and the
 * office's review of them (which records itself in the audit trail).
 */
export const createMyDetailsService = (deps: AppDeps, services: { audit: AuditService }) => ({
  ...createDetailsService(deps),
  ...createDocumentsService(deps),
  ...createDocumentReviewService(deps, services),
});

export type MyDetailsService = ReturnType<typeof createMyDetailsService>;

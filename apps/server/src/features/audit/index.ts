import { defineFeature } from '../../feature-entry.ts';
import { type AuditService, createAuditService } from './audit.service.ts';

/** The trail's use cases outside the app too: `npm run audit:verify`. */
export { type AuditService, createAuditService } from './audit.service.ts';

/**
 * The office's audit trail (issue 24 §6): every office write records who, when, what and the values before and
 * after, append-only and hash-chained (`npm run audit:verify`). Office features call `services.audit.record`
 * inside their write's transaction.
 */
export const auditFeature = defineFeature<{ audit: AuditService }>()({
  createService: createAuditService,
  access: {},
});

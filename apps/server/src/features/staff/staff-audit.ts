import type { AuditService } from '../audit/index.ts';

/** What the staff feature writes to the trail: a member's own sign-in and security events, the member as actor. */
export type StaffAuditOperation =
  | 'staffSignedIn'
  | 'staffSecondFactorFailed'
  | 'staffLockedOut'
  | 'staffSignedOutEverywhere'
  | 'staffPasskeyAdded'
  | 'staffPasskeyRemoved'
  | 'staffTotpSetUp';

export type StaffAudit = Pick<AuditService, 'record'>;

/** Records an event of the member's own account (call it inside the write's transaction). */
export const recordStaffEvent = (
  audit: StaffAudit,
  staffId: string,
  operation: StaffAuditOperation,
  values: { before?: unknown; after?: unknown } = {},
) => audit.record({ staffId, operation, targetType: 'staff', targetId: staffId, ...values });

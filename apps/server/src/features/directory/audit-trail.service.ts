import { DomainError } from '@portal/domain/errors';
import { AUDIT_PAGE_SIZE, directoryMessages, type StaffViewer } from '@portal/domain/office';
import { requireOfficeAccess } from '../../access/office-access.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuditService } from '../audit/index.ts';
import { findStaffByIds, findStaffMembers } from './audit-trail.repository.ts';
import { requireInstructorInScope } from './directory.service.ts';

type AuditRow = Awaited<ReturnType<AuditService['trail']>>[number];
export type TrailFilter = { instructorId?: string | null; staffId?: string | null };
export type TrailPageInput = { beforeSeq?: number | null; limit?: number | null };

const asJson = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** A page of the trail, newest first, with each entry's staff member named; `nextBeforeSeq` asks for the next. */
const trailPage = async (rows: AuditRow[], limit: number) => {
  const names = new Map((await findStaffByIds([...new Set(rows.map((r) => r.staffId))])).map((s) => [s.id, s]));
  return {
    entries: rows.map((row) => ({
      seq: row.seq,
      at: row.at,
      staff: { id: row.staffId, name: names.get(row.staffId)?.name ?? 'Unknown member' },
      operation: row.operation,
      targetType: row.targetType,
      targetId: row.targetId,
      instructorId: row.instructorId,
      before: asJson(row.before),
      after: asJson(row.after),
    })),
    nextBeforeSeq: rows.length === limit ? (rows.at(-1)?.seq ?? null) : null,
  };
};

const pageLimit = (input: TrailPageInput) => Math.min(Math.max(input.limit ?? AUDIT_PAGE_SIZE, 1), 200);
const beforeSeqOf = (input: TrailPageInput) =>
  input.beforeSeq && Number.isSafeInteger(input.beforeSeq) && input.beforeSeq > 0 ? input.beforeSeq : undefined;

const staffNotFound = () => new DomainError('NOT_FOUND', directoryMessages.staffNotFound);

/**
 * Which trail a member may read: a staff member's (role Admin), or an instructor's (any member who sees the
 * instructor; another brand's is not found). Exactly one of the two.
 */
const allowedFilter = async (
  staff: StaffViewer,
  filter: TrailFilter,
): Promise<{ instructorId?: string; staffId?: string }> => {
  if (filter.instructorId && !filter.staffId) {
    return { instructorId: (await requireInstructorInScope(staff, filter.instructorId)).id };
  }
  if (filter.staffId && !filter.instructorId) {
    requireOfficeAccess({ staff }, { roles: ['Admin'] });
    if (!isUuid(filter.staffId)) throw staffNotFound();
    return { staffId: filter.staffId };
  }
  throw new DomainError('INVALID_INPUT', directoryMessages.filterRequired, { field: 'instructorId' });
};

/** The audit trail's pages over the audit feature's service: per staff member or per instructor, and as CSV. */
export const createAuditTrailReads = (services: { audit: AuditService }) => ({
  getTrail: async (staff: StaffViewer, filter: TrailFilter, input: TrailPageInput = {}) => {
    const allowed = await allowedFilter(staff, filter);
    const limit = pageLimit(input);
    return trailPage(await services.audit.trail(allowed, limit, beforeSeqOf(input)), limit);
  },
  exportTrailCsv: async (staff: StaffViewer, filter: TrailFilter) =>
    services.audit.exportCsv(await allowedFilter(staff, filter)),
  listStaffMembers: () => findStaffMembers(),
});

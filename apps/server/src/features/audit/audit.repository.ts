import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { officeAudit } from '../../db/schema/audit.ts';
import { db, inTransaction } from '../../db/unit-of-work.ts';
import { type AuditRecord, auditHash, auditValue, GENESIS_HASH } from './audit-chain.ts';

/** What an office write records (who, what, the values before and after); the trail adds when, seq and hashes. */
export type AuditEntry = {
  staffId: string;
  operation: string;
  targetType: string;
  targetId: string;
  instructorId?: string | null;
  before?: unknown;
  after?: unknown;
};

export type AuditRow = typeof officeAudit.$inferSelect;

/** One lock for the trail's tail: rows are numbered and chained one writer at a time, on every instance. */
const TRAIL_LOCK = sql`select pg_advisory_xact_lock(hashtextextended('office_audit', 0))`;

/**
 * Appends an entry in the current transaction (the office write's own, so both commit or neither): takes the
 * trail's lock, reads the last row and chains the new one to it.
 */
export const appendAudit = (entry: AuditEntry, at: Date): Promise<AuditRow> =>
  inTransaction(async () => {
    await db.execute(TRAIL_LOCK);
    const [last] = await db
      .select({ seq: officeAudit.seq, hash: officeAudit.hash })
      .from(officeAudit)
      .orderBy(desc(officeAudit.seq))
      .limit(1);
    const record: AuditRecord = {
      seq: (last?.seq ?? 0) + 1,
      at,
      staffId: entry.staffId,
      operation: entry.operation,
      targetType: entry.targetType,
      targetId: entry.targetId,
      instructorId: entry.instructorId ?? null,
      before: auditValue(entry.before),
      after: auditValue(entry.after),
      prevHash: last?.hash ?? GENESIS_HASH,
    };
    const [row] = await db
      .insert(officeAudit)
      .values({ ...record, hash: auditHash(record) })
      .returning();
    if (!row) throw new Error('the audit row was not written');
    return row;
  });

/** Rows after `afterSeq`, oldest first, `limit` at a time (the verify walk). */
export const auditRowsAfter = (afterSeq: number, limit: number): Promise<AuditRow[]> =>
  db.select().from(officeAudit).where(gt(officeAudit.seq, afterSeq)).orderBy(asc(officeAudit.seq)).limit(limit);

export type TrailFilter = { instructorId?: string; staffId?: string };

/** Rows for one instructor or one staff member, newest first, before `beforeSeq` (paging). */
export const auditRowsFor = (filter: TrailFilter, limit: number, beforeSeq?: number): Promise<AuditRow[]> =>
  db
    .select()
    .from(officeAudit)
    .where(
      and(
        filter.instructorId ? eq(officeAudit.instructorId, filter.instructorId) : undefined,
        filter.staffId ? eq(officeAudit.staffId, filter.staffId) : undefined,
        beforeSeq === undefined ? undefined : lt(officeAudit.seq, beforeSeq),
      ),
    )
    .orderBy(desc(officeAudit.seq))
    .limit(limit);

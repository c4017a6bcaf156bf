import { csvCell, csvDocument } from '@portal/domain/csv';
import type { AppDeps } from '../../app-deps.ts';
import {
  type AuditEntry,
  type AuditRow,
  appendAudit,
  auditRowsAfter,
  auditRowsFor,
  type TrailFilter,
} from './audit.repository.ts';
import { type ChainBreak, canonical, firstChainBreak } from './audit-chain.ts';

const VERIFY_PAGE = 1000;
const EXPORT_LIMIT = 50_000;

export type AuditVerdict = { rowsChecked: number; firstBreak: ChainBreak | null };

/** The trail as CSV: one row per entry, oldest first, the values before and after as JSON text. */
export const auditCsv = (rows: readonly AuditRow[]): string =>
  csvDocument(
    ['Seq', 'At (UTC)', 'Staff', 'Operation', 'Target type', 'Target', 'Instructor', 'Before', 'After', 'Hash'],
    [...rows]
      .sort((a, b) => a.seq - b.seq)
      .map((row) => [
        String(row.seq),
        csvCell(row.at.toISOString()),
        csvCell(row.staffId),
        csvCell(row.operation),
        csvCell(row.targetType),
        csvCell(row.targetId),
        csvCell(row.instructorId ?? ''),
        csvCell(row.before === null ? '' : JSON.stringify(canonical(row.before))),
        csvCell(row.after === null ? '' : JSON.stringify(canonical(row.after))),
        csvCell(row.hash),
      ]),
  );

/** The office's audit trail: every office write records itself here, in its own transaction. */
export const createAuditService = (deps: Pick<AppDeps, 'clock'>) => ({
  /** Records an office write; call it inside the write's transaction so both commit or neither. */
  record: (entry: AuditEntry): Promise<AuditRow> => appendAudit(entry, deps.clock.now()),

  /** Newest first, `limit` at a time, for an instructor's or a staff member's page. */
  trail: (filter: TrailFilter, limit = 50, beforeSeq?: number): Promise<AuditRow[]> =>
    auditRowsFor(filter, Math.min(Math.max(limit, 1), 200), beforeSeq),

  /** The whole trail of one instructor or staff member as CSV. */
  exportCsv: async (filter: TrailFilter): Promise<string> => auditCsv(await auditRowsFor(filter, EXPORT_LIMIT)),

  /** Walks the whole trail in pages and names the first row that breaks the chain (edited, removed, inserted). */
  verify: async (): Promise<AuditVerdict> => {
    let previous: { seq: number; hash: string } | undefined;
    let rowsChecked = 0;
    for (;;) {
      const rows = await auditRowsAfter(previous?.seq ?? 0, VERIFY_PAGE);
      const found = firstChainBreak(rows, previous);
      if (found) return { rowsChecked: rowsChecked + rows.findIndex((r) => r.seq === found.seq), firstBreak: found };
      rowsChecked += rows.length;
      const last = rows.at(-1);
      if (!last || rows.length < VERIFY_PAGE) return { rowsChecked, firstBreak: null };
      previous = last;
    }
  },
});

export type AuditService = ReturnType<typeof createAuditService>;

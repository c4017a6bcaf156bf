import { createHash } from 'node:crypto';

/** The hash the first row of the trail chains to. */
export const GENESIS_HASH = '0'.repeat(64);

/** What one row of the trail records, as hashed. */
export type AuditRecord = {
  seq: number;
  at: Date;
  staffId: string;
  operation: string;
  targetType: string;
  targetId: string;
  instructorId: string | null;
  before: unknown;
  after: unknown;
  prevHash: string;
};

/** A JSON value with its object keys sorted at every depth: the same value always gives the same text. */
export const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
  }
  return value;
};

/**
 * A value as the trail stores it: plain JSON (dates as ISO text, undefined dropped), so what is hashed on
 * writing is exactly what is read back from the jsonb column.
 */
export const auditValue = (value: unknown): unknown =>
  value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));

/** SHA-256 (hex) of the row's fields and the previous row's hash, in a fixed order. */
export const auditHash = (record: AuditRecord): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        record.seq,
        record.at.toISOString(),
        record.staffId,
        record.operation,
        record.targetType,
        record.targetId,
        record.instructorId,
        canonical(auditValue(record.before)),
        canonical(auditValue(record.after)),
        record.prevHash,
      ]),
    )
    .digest('hex');

export type ChainBreak = { seq: number; problem: 'gap' | 'link' | 'hash' };

/**
 * Walks rows in `seq` order from `previous` (the last row already checked, or the start) and names the first
 * break: a missing or extra row (`gap`), a row not chained to the one before it (`link`), or a row whose
 * contents no longer give its hash (`hash`).
 */
export const firstChainBreak = (
  rows: readonly (AuditRecord & { hash: string })[],
  previous: { seq: number; hash: string } = { seq: 0, hash: GENESIS_HASH },
): ChainBreak | null => {
  let last = previous;
  for (const row of rows) {
    if (row.seq !== last.seq + 1) return { seq: row.seq, problem: 'gap' };
    if (row.prevHash !== last.hash) return { seq: row.seq, problem: 'link' };
    if (auditHash(row) !== row.hash) return { seq: row.seq, problem: 'hash' };
    last = row;
  }
  return null;
};

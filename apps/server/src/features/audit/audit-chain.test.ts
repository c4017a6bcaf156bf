import { describe, expect, it } from 'vitest';
import { type AuditRecord, auditHash, firstChainBreak, GENESIS_HASH } from './audit-chain.ts';

const chain = (count: number) => {
  const rows: (AuditRecord & { hash: string })[] = [];
  let prevHash = GENESIS_HASH;
  for (let seq = 1; seq <= count; seq += 1) {
    const record: AuditRecord = {
      seq,
      at: new Date(Date.UTC(2026, 10, 27, 9, seq)),
      staffId: '00000000-0000-4000-8000-000000000001',
      operation: 'lockCapacity',
      targetType: 'Franchise',
      targetId: `f-${seq}`,
      instructorId: null,
      before: { locked: false, at: new Date(Date.UTC(2026, 0, 1)) },
      after: { locked: true, note: undefined },
      prevHash,
    };
    const hash = auditHash(record);
    rows.push({ ...record, hash });
    prevHash = hash;
  }
  return rows;
};

describe('the audit chain', () => {
  it('holds for rows written one after another', () => {
    expect(firstChainBreak(chain(5))).toBeNull();
  });
  it('hashes the same value the same whatever the order of its keys, as jsonb gives them back', () => {
    const [row] = chain(1);
    if (!row) throw new Error('no row');
    const reordered = { ...row, before: { at: '2026-01-01T00:00:00.000Z', locked: false }, after: { locked: true } };
    expect(auditHash(reordered)).toBe(row.hash);
  });
  it('names an edited row', () => {
    const rows = chain(4);
    rows[2] = { ...(rows[2] as AuditRecord & { hash: string }), after: { locked: false } };
    expect(firstChainBreak(rows)).toEqual({ seq: 3, problem: 'hash' });
  });
  it('names a removed row as a gap', () => {
    const rows = chain(4);
    rows.splice(1, 1);
    expect(firstChainBreak(rows)).toEqual({ seq: 3, problem: 'gap' });
  });
  it('names a row rewritten with a fresh hash as a broken link to the next', () => {
    const rows = chain(3);
    const edited = { ...(rows[1] as AuditRecord & { hash: string }), targetId: 'someone-else' };
    rows[1] = { ...edited, hash: auditHash(edited) };
    expect(firstChainBreak(rows)).toEqual({ seq: 3, problem: 'link' });
  });
  it('continues from the last row already checked', () => {
    const rows = chain(4);
    const [, second, ...rest] = rows;
    if (!second) throw new Error('no row');
    expect(firstChainBreak(rest, second)).toBeNull();
    expect(firstChainBreak(rest)).toEqual({ seq: 3, problem: 'gap' });
  });
});

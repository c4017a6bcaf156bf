import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staff } from './staff.ts';

/**
 * The office's audit trail (issue 24 §6): every office write, who, when, what and the values before and after.
 * Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (0011 migration). Each row's `hash` covers the row
 * and the previous row's hash, and `seq` has no gaps, so an edited, removed or inserted row is detectable
 * (`npm run audit:verify`).
 */
export const officeAudit = pgTable(
  'office_audit',
  {
    /** 1, 2, 3, ...: assigned under a lock as the previous row's plus one (a sequence would leave gaps). */
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    /** The office operation, e.g. `allocateLearner`. */
    operation: text('operation').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** The instructor the write concerns, when it concerns one (the trail per instructor). */
    instructorId: uuid('instructor_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('office_audit_instructor_idx').on(t.instructorId, t.seq),
    index('office_audit_staff_idx').on(t.staffId, t.seq),
  ],
);

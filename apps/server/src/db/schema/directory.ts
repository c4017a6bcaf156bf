import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { propositionAllocations } from './instructors.ts';

/**
 * When each franchise stops being full (issue 24, the directory's "capacity full" filter at the size of the
 * network), kept by the database: the franchise is full at a moment T when `full_until > T - 14 days` (the
 * active-learner window). Time-independent, so time passing needs no refresh: a learner allocation is active
 * until 14 days after the later of its start and its last active lesson (for ever while Pending, or Motability),
 * so a franchise with maximum M is full until 14 days after its M-th latest such moment; locked, or a maximum of
 * 0, is full for ever ('infinity'); fewer than M learners, never (null). No row: never full.
 *
 * `refresh_franchise_fullness(ids)` (migration 0027) computes it; triggers on learner_allocations and
 * franchise_settings call it in the writing statement, so an allocation, an answer, a lock or a new maximum shows
 * at once. Lessons booked or cancelled (which can make a lapsed learner active again) are taken up by the
 * directory's periodic job (every 5 minutes); the directory checks each listed franchise live, so it never shows
 * a franchise full that is not.
 */
export const franchiseFullness = pgTable(
  'franchise_fullness',
  {
    propositionAllocationId: uuid('proposition_allocation_id')
      .primaryKey()
      .references(() => propositionAllocations.id, { onDelete: 'cascade' }),
    fullUntil: timestamp('full_until', { withTimezone: true }),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // "Capacity full": the franchises full now are a range of this index (full_until > now less 14 days).
  (t) => [index('franchise_fullness_full_until_idx').on(t.fullUntil)],
);

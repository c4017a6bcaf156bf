import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { db } from './unit-of-work.ts';

/** Rows deleted per statement, so a large backlog never holds long locks. */
const BATCH = 5_000;

/** Deletes the rows of `table` matching `where`, BATCH at a time; answers how many went. */
export const deleteInBatches = async (table: PgTable, id: PgColumn, where: SQL | undefined) => {
  let total = 0;
  for (;;) {
    const batch = db.select({ id }).from(table).where(where).limit(BATCH);
    const deleted = await db.delete(table).where(inArray(id, batch)).returning({ id });
    total += deleted.length;
    if (deleted.length < BATCH) return total;
  }
};

import { sql } from 'drizzle-orm';
import { rowsOf } from './rows.ts';
import { db } from './unit-of-work.ts';

/**
 * PostgreSQL's autovacuum analyzes a table once this many of its rows have changed since it was last analyzed:
 * 50 plus a tenth of the table (the defaults of autovacuum_analyze_threshold and autovacuum_analyze_scale_factor).
 */
const ANALYZE_THRESHOLD_ROWS = 50;
const ANALYZE_SCALE_FACTOR = 0.1;

/**
 * The planner's statistics for every table, as PostgreSQL's manual asks after a bulk load ("Populating a
 * Database": run ANALYZE afterwards). Without them a freshly seeded database is planned on default guesses: the
 * home page's "no lesson since" reminder scanned each learner's instructor's whole diary (0.6 of its 1.2 ms)
 * instead of probing the learner's own lessons.
 */
export const analyzeAllTables = async (): Promise<void> => {
  await db.execute(sql`analyze`);
};

/**
 * Autovacuum's analyze, for a database without autovacuum (PGlite, a single-user PostgreSQL): each table of the
 * schema with more rows changed since its last analyze than autovacuum's threshold, analyzed. Returns their names.
 * The change counts are PostgreSQL's own (pg_stat_user_tables, flushed about once a second).
 */
export const analyzeChangedTables = async (): Promise<string[]> => {
  const stale = rowsOf<{ name: string }>(
    await db.execute(sql`select s.relname as name from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.schemaname = current_schema()
        and s.n_mod_since_analyze > ${ANALYZE_THRESHOLD_ROWS} + ${ANALYZE_SCALE_FACTOR} * greatest(c.reltuples, 0)
      order by s.relname`),
  );
  for (const { name } of stale) await db.execute(sql`analyze ${sql.identifier(name)}`);
  return stale.map((t) => t.name);
};

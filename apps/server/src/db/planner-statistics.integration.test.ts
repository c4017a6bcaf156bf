import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import type { DatabaseHandle } from './client.ts';
import { analyzeAllTables, analyzeChangedTables } from './planner-statistics.ts';
import { rowsOf } from './rows.ts';
import { runUnitOfWork } from './unit-of-work.ts';

/** What the planner believes of a table: its row count (-1: never analyzed) and whether it was ever analyzed. */
const plannerView = async (handle: DatabaseHandle, table: string) => {
  const [row] = rowsOf<{ tuples: number; analyzed: boolean }>(
    await handle.db.execute(sql`select c.reltuples::int as tuples, s.last_analyze is not null as analyzed
      from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = ${table}`),
  );
  return row!;
};

/** Waits until the database's change counts (flushed by each connection about once a second) show `table`'s. */
const changesCounted = async (handle: DatabaseHandle, table: string, atLeast: number) => {
  for (let tries = 0; tries < 50; tries += 1) {
    const [row] = rowsOf<{ n: number }>(
      await handle.db.execute(
        sql`select n_mod_since_analyze::int as n from pg_stat_user_tables where relname = ${table}`,
      ),
    );
    if ((row?.n ?? 0) >= atLeast) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${table}'s ${atLeast} changes were never counted`);
};

const addTexts = (handle: DatabaseHandle, count: number) =>
  handle.db.execute(sql`insert into sms_outbox (to_number, body)
    select '07700900' || lpad(g::text, 3, '0'), 'Your lesson is confirmed' from generate_series(1, ${count}) g`);

describeEachDatabase(
  'the planner statistics',
  (use) => {
    it('analyzes every table after a bulk load', async () => {
      await addTexts(use(), 120);
      // Counted before the analyze, so that the next test starts from none.
      await changesCounted(use(), 'sms_outbox', 120);
      expect(await plannerView(use(), 'sms_outbox')).toEqual({ tuples: -1, analyzed: false });
      await runUnitOfWork(use(), analyzeAllTables);
      expect(await plannerView(use(), 'sms_outbox')).toEqual({ tuples: 120, analyzed: true });
      expect((await plannerView(use(), 'instructors')).analyzed).toBe(true);
    });

    it('analyzes a table once more rows changed than autovacuum would wait for, and only that table', async () => {
      // 120 rows: autovacuum waits for 50 + 12 changes. 40 more are not enough.
      await addTexts(use(), 40);
      await changesCounted(use(), 'sms_outbox', 40);
      expect(await runUnitOfWork(use(), analyzeChangedTables)).toEqual([]);
      expect((await plannerView(use(), 'sms_outbox')).tuples).toBe(120);

      await addTexts(use(), 30);
      await changesCounted(use(), 'sms_outbox', 70);
      expect(await runUnitOfWork(use(), analyzeChangedTables)).toEqual(['sms_outbox']);
      expect((await plannerView(use(), 'sms_outbox')).tuples).toBe(190);
      // Done: nothing is analyzed again until the table changes again.
      expect(await runUnitOfWork(use(), analyzeChangedTables)).toEqual([]);
    });
  },
  { seed: false },
);

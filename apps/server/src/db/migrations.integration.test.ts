import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { type Database, migrationsFolder } from './client.ts';

type Counts = { overlap: number; trigger: number; rangeIndex: number; overlapDefinition: string };

const handWritten = async (db: Database): Promise<Counts> => {
  const result = await db.execute<Counts>(sql`
    select
      (select count(*)::int from pg_constraint where conname = 'calendar_items_no_overlap') as "overlap",
      (select count(*)::int from pg_trigger where tgname = 'calendar_items_busy_from') as "trigger",
      (select count(*)::int from pg_indexes where indexname = 'calendar_items_range_idx') as "rangeIndex",
      (select pg_get_constraintdef(oid) from pg_constraint where conname = 'calendar_items_no_overlap')
        as "overlapDefinition"`);
  return (result as unknown as { rows: Counts[] }).rows[0]!;
};

const customMigration = (): string[] =>
  readFileSync(join(migrationsFolder(), '0002_calendar_overlap.sql'), 'utf8').split('--> statement-breakpoint');

describeEachDatabase(
  'migrations',
  (use) => {
    it('give a fresh database the exclusion constraint, its trigger and the range index once each', async () => {
      const counts = await handWritten(use().db);
      expect(counts).toMatchObject({ overlap: 1, trigger: 1, rangeIndex: 1 });
      expect(counts.overlapDefinition).toContain('EXCLUDE USING gist');
    });

    // Databases migrated before 0002 existed got these objects from 0001: running 0002 there changes nothing.
    it('leave the hand-written objects as they are when they already exist', async () => {
      const { db } = use();
      const before = await handWritten(db);
      for (const statement of customMigration()) await db.execute(sql.raw(statement));
      expect(await handWritten(db)).toEqual(before);
    });
  },
  { seed: false },
);

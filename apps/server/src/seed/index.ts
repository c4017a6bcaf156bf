import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { seedAccounts } from './accounts.seed.ts';
import { seedAreasAndPrices } from './areas.seed.ts';
import { seedCalendar } from './calendar.seed.ts';
import { seedDetails } from './details.seed.ts';
import { seedFoundation } from './foundation.seed.ts';
import { seedLearnerBook } from './learner-book.seed.ts';
import { seedMessages } from './messages.seed.ts';
import { seedOnboarding } from './onboarding.seed.ts';
import { seedPosts } from './posts.seed.ts';
import { seedPreferences } from './preferences.seed.ts';
import { seedProfiles } from './profile.seed.ts';

/** Each feature's seed, in dependency order. A feature adds its step here. */
const steps: Array<(db: Database) => Promise<void>> = [
  seedFoundation,
  (db) => seedCalendar(db),
  seedPosts,
  seedAreasAndPrices,
  seedPreferences,
  (db) => seedLearnerBook(db),
  seedMessages,
  (db) => seedAccounts(db),
  (db) => seedDetails(db),
  seedProfiles,
  seedOnboarding,
];

export const isSeeded = async (db: Database): Promise<boolean> => {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from instructors`);
  const rows = (result as unknown as { rows: Array<{ n: number }> }).rows;
  return (rows[0]?.n ?? 0) > 0;
};

export const seedDatabase = async (db: Database): Promise<void> => {
  await db.transaction(async (tx) => {
    for (const step of steps) await step(tx as unknown as Database);
  });
};

/** Demo mode: put every table back to the seed (migration bookkeeping lives in its own schema). */
export const resetToSeed = async (db: Database): Promise<void> => {
  const result = await db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = current_schema()`,
  );
  const tables = (result as unknown as { rows: Array<{ tablename: string }> }).rows.map((r) => `"${r.tablename}"`);
  await db.transaction(async (tx) => {
    if (tables.length > 0) await tx.execute(sql.raw(`truncate table ${tables.join(', ')} cascade`));
    for (const step of steps) await step(tx as unknown as Database);
  });
};

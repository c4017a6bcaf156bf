import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { db, inTransaction, runUnitOfWork } from '../db/unit-of-work.ts';
import { seedAccounts } from './accounts.seed.ts';
import { seedAllocationQueue } from './allocation.seed.ts';
import { seedAreasAndPrices } from './areas.seed.ts';
import { seedCalendar } from './calendar.seed.ts';
import { seedDetails } from './details.seed.ts';
import { seedDirectory } from './directory.seed.ts';
import { seedFoundation } from './foundation.seed.ts';
import { seedLearnerBook } from './learner-book.seed.ts';
import { seedMessages } from './messages.seed.ts';
import { seedOnboarding } from './onboarding.seed.ts';
import { seedPosts } from './posts.seed.ts';
import { seedPreferences } from './preferences.seed.ts';
import { seedProfiles } from './profile.seed.ts';
import { seedSlotOffers } from './slot-offers.seed.ts';
import { type SeedConfig, seedStaff } from './staff.seed.ts';

/** Each feature's seed, in dependency order. A feature adds its step here (the configuration, if it needs it). */
const steps: Array<(config: SeedConfig) => Promise<void>> = [
  () => seedFoundation(),
  () => seedCalendar(),
  () => seedPosts(),
  () => seedAreasAndPrices(),
  () => seedPreferences(),
  () => seedLearnerBook(),
  () => seedSlotOffers(),
  () => seedMessages(),
  () => seedAccounts(),
  () => seedDetails(),
  () => seedProfiles(),
  () => seedOnboarding(),
  () => seedAllocationQueue(),
  () => seedDirectory(),
  seedStaff,
];

export const isSeeded = (handle: DatabaseHandle): Promise<boolean> =>
  runUnitOfWork(handle, async () => {
    const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from instructors`);
    const rows = (result as unknown as { rows: Array<{ n: number }> }).rows;
    return (rows[0]?.n ?? 0) > 0;
  });

const runSteps = async (config: SeedConfig) => {
  for (const step of steps) await step(config);
};

export const seedDatabase = (handle: DatabaseHandle, config: SeedConfig): Promise<void> =>
  runUnitOfWork(handle, () => inTransaction(() => runSteps(config)));

/**
 * Demo mode: put every table back to the seed (migration bookkeeping lives in its own schema). The office's staff
 * and its audit trail are kept: the trail is append-only (the database refuses to empty it) and names the staff.
 */
export const resetToSeed = (handle: DatabaseHandle, config: SeedConfig): Promise<void> =>
  runUnitOfWork(handle, async () => {
    const result = await db.execute<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = current_schema()
          and tablename <> 'office_audit' and tablename not like 'staff%'`,
    );
    const tables = (result as unknown as { rows: Array<{ tablename: string }> }).rows.map((r) => `"${r.tablename}"`);
    await inTransaction(async () => {
      if (tables.length > 0) await db.execute(sql.raw(`truncate table ${tables.join(', ')} cascade`));
      await runSteps(config);
    });
  });
